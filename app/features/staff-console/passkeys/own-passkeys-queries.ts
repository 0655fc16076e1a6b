import { queryOptions } from '@tanstack/react-query'
import { CONSOLE_STALE_MS, consoleQueryKey } from '../console-queries'

// Imported on the first fetch (docs/decisions/0011-first-load-javascript.md).
const functions = () => import('./own-passkeys.functions')

export const ownPasskeysQuery = () =>
  queryOptions({
    queryKey: [...consoleQueryKey, 'own-passkeys'],
    queryFn: async () => (await functions()).listOwnPasskeys(),
    staleTime: CONSOLE_STALE_MS,
  })
