import { queryOptions } from '@tanstack/react-query'
import { CONSOLE_STALE_MS, consoleQueryKey } from '../console-queries'

/** The dashboard's counters and charts. */
export const dashboardQuery = () =>
  queryOptions({
    queryKey: [...consoleQueryKey, 'dashboard'],
    queryFn: async () => (await import('./dashboard.functions')).getDashboard(),
    staleTime: CONSOLE_STALE_MS,
  })

/** The last backup and the next scheduled one (admins). */
export const backupStatusQuery = () =>
  queryOptions({
    queryKey: [...consoleQueryKey, 'backups'],
    queryFn: async () => (await import('./dashboard.functions')).getBackupStatus(),
    staleTime: CONSOLE_STALE_MS,
  })

/** The scheduled jobs failing now (admins). */
export const jobHealthQuery = () =>
  queryOptions({
    queryKey: [...consoleQueryKey, 'jobs'],
    queryFn: async () => (await import('./dashboard.functions')).getJobHealth(),
    staleTime: CONSOLE_STALE_MS,
  })

/** What waits for the editors: drafts, schedules, missing languages and the latest edits. */
export const contentDashboardQuery = () =>
  queryOptions({
    queryKey: [...consoleQueryKey, 'dashboard', 'content'],
    queryFn: async () => (await import('./dashboard.functions')).getContentDashboard(),
    staleTime: CONSOLE_STALE_MS,
  })
