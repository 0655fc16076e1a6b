import { useQuery } from '@tanstack/react-query'
import type { BackupRunData } from '~/api/contract/backup-endpoints'
import { formatNumber } from '~/i18n/format'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { formatTimestamp } from '../../kit/console-format'
import { ConsoleError, ConsoleLoading } from '../../kit/console-states'
import { backupStatusQuery } from '../dashboard-queries'
import { DashboardCard } from './dashboard-card.styles'

/** An archive's size: KB under a megabyte (a small site's archive is a few hundred), else MB to one decimal. */
function archiveSize(bytes: number | null): string {
  const kilobytes = (bytes ?? 0) / 1024
  if (kilobytes < 1024) return `${formatNumber(Math.max(1, Math.round(kilobytes)))} KB`
  return `${new Intl.NumberFormat(getLocale(), { maximumFractionDigits: 1 }).format(kilobytes / 1024)} MB`
}

function LastBackup({ last, lastDone }: { last: BackupRunData | null; lastDone: BackupRunData | null }) {
  const locale = getLocale()
  const done = lastDone ? (
    <p>{m.admin_backup_last_done({ time: formatTimestamp(lastDone.startedAt, locale), size: archiveSize(lastDone.bytes) })}</p>
  ) : null
  if (!last) return <p>{m.admin_backup_none()}</p>
  if (last.status === 'running') {
    return (
      <>
        <p>{m.admin_backup_running({ time: formatTimestamp(last.startedAt, locale) })}</p>
        {done}
      </>
    )
  }
  if (last.status === 'failed') {
    return (
      <>
        <p data-failed="">{m.admin_backup_last_failed({ time: formatTimestamp(last.startedAt, locale) })}</p>
        {last.error ? <p>{m.admin_backup_failed_reason({ reason: last.error })}</p> : null}
        {done}
      </>
    )
  }
  return done
}

/** The dashboard's backup card for admins: the last backup (a failed one in red, never silent) and the next scheduled. */
export function BackupCard() {
  const status = useQuery(backupStatusQuery())
  if (status.isError) return <ConsoleError error={status.error} onRetry={() => status.refetch()} />
  if (!status.data) return <ConsoleLoading />
  const { last, lastDone, next } = status.data
  return (
    <DashboardCard aria-labelledby="backup-heading" data-testid="backup-card" data-state={last?.status ?? 'none'}>
      <h2 id="backup-heading">{m.admin_backup_heading()}</h2>
      <LastBackup last={last} lastDone={lastDone} />
      <p>{next ? m.admin_backup_next({ time: formatTimestamp(next, getLocale()) }) : m.admin_backup_unscheduled()}</p>
    </DashboardCard>
  )
}
