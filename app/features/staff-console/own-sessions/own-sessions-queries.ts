import { queryOptions } from '@tanstack/react-query'
import { CONSOLE_STALE_MS, consoleQueryKey } from '../console-queries'

// Imported on the first fetch (docs/decisions/0011-first-load-javascript.md).
const functions = () => import('./own-sessions.functions')

export const ownSessionsQuery = () =>
  queryOptions({
    queryKey: [...consoleQueryKey, 'own-sessions'],
    queryFn: async () => (await functions()).listOwnSessions(),
    staleTime: CONSOLE_STALE_MS,
  })
