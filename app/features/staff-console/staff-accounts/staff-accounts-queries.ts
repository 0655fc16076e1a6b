import { queryOptions } from '@tanstack/react-query'
import { CONSOLE_STALE_MS, consoleQueryKey } from '../console-queries'

// Imported on the first fetch (docs/decisions/0011-first-load-javascript.md).
const functions = () => import('./staff-accounts.functions')

export const staffListQuery = () =>
  queryOptions({
    queryKey: [...consoleQueryKey, 'staff'],
    queryFn: async () => (await functions()).listStaff(),
    staleTime: CONSOLE_STALE_MS,
  })

export const pendingInvitationsQuery = () =>
  queryOptions({
    queryKey: [...consoleQueryKey, 'staff', 'invitations'],
    queryFn: async () => (await functions()).listPendingInvitations(),
    staleTime: CONSOLE_STALE_MS,
  })
