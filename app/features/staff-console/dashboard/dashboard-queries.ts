import { queryOptions } from '@tanstack/react-query'
import { CONSOLE_STALE_MS, consoleQueryKey } from '../console-queries'

/** The dashboard's counters and charts. */
export const dashboardQuery = () =>
  queryOptions({
    queryKey: [...consoleQueryKey, 'dashboard'],
    queryFn: async () => (await import('./dashboard.functions')).getDashboard(),
    staleTime: CONSOLE_STALE_MS,
  })
