import { CONSOLE_STALE_MS, consoleQueryKey } from '../console-queries'
import { staffQuery } from '../staff-calls'

export const ownSessionsQuery = () =>
  staffQuery([...consoleQueryKey, 'own-sessions'], 'mySessions', {}, { staleTime: CONSOLE_STALE_MS })
