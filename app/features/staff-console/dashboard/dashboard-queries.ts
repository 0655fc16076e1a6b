import { CONSOLE_STALE_MS, consoleQueryKey } from '../console-queries'
import { staffQuery } from '../staff-calls'

const consoleFreshness = { staleTime: CONSOLE_STALE_MS }

/** The dashboard's counters and charts. */
export const dashboardQuery = () => staffQuery([...consoleQueryKey, 'dashboard'], 'dashboard', {}, consoleFreshness)

/** The last backup and the next scheduled one (admins). */
export const backupStatusQuery = () => staffQuery([...consoleQueryKey, 'backups'], 'backupStatus', {}, consoleFreshness)

/** The scheduled jobs failing now (admins). */
export const jobHealthQuery = () => staffQuery([...consoleQueryKey, 'jobs'], 'jobHealth', {}, consoleFreshness)

/** What waits for the editors: drafts, schedules, missing languages and the latest edits. */
export const contentDashboardQuery = () =>
  staffQuery([...consoleQueryKey, 'dashboard', 'content'], 'contentDashboard', {}, consoleFreshness)

/** What a new site still lacks, and how much demo content it shows (decision 123). */
export const siteSetupQuery = () => staffQuery([...consoleQueryKey, 'dashboard', 'site-setup'], 'siteSetup', {}, consoleFreshness)
