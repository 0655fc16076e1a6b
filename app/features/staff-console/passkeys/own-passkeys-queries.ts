import { CONSOLE_STALE_MS, consoleQueryKey } from '../console-queries'
import { staffQuery } from '../staff-calls'

export const ownPasskeysQuery = () =>
  staffQuery([...consoleQueryKey, 'own-passkeys'], 'myPasskeys', {}, { staleTime: CONSOLE_STALE_MS })
