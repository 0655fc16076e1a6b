import { type PeriodicJob, startPeriodicJob } from '../jobs/periodic-job.server'
import type { BackupRunner } from './backup-runs.server'

/** How often each process asks whether the scheduled backup is due. */
const CHECK_INTERVAL_MS = 60_000

/**
 * BACKUP_SCHEDULE's job: every minute, in every process, whether the backup is due; the first process to begin it
 * takes it (backup_runs allows one running), so a cluster takes one. A failure is logged by the runner and by the job.
 */
export function startBackupSchedule(runner: BackupRunner, startedAt = new Date()): PeriodicJob {
  return startPeriodicJob({
    name: 'scheduled backup',
    intervalMs: CHECK_INTERVAL_MS,
    run: () => runner.takeIfDue(startedAt),
  })
}
