import { CONSOLE_STALE_MS, consoleQueryKey } from '../console-queries'
import { staffQuery } from '../staff-calls'

export const staffListQuery = () => staffQuery([...consoleQueryKey, 'staff'], 'staffList', {}, { staleTime: CONSOLE_STALE_MS })

export const pendingInvitationsQuery = () =>
  staffQuery([...consoleQueryKey, 'staff', 'invitations'], 'pendingInvitations', {}, { staleTime: CONSOLE_STALE_MS })
