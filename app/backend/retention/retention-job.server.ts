import type { Database } from '../db/database.server'
import { jobLogNames, jobOutcomesIn } from '../jobs/job-outcomes.server'
import { type PeriodicJob, startPeriodicJob } from '../jobs/periodic-job.server'
import type { FileStorage } from '../storage/file-storage'
import { runInquiryRetention } from './inquiry-retention.server'

export const RETENTION_INTERVAL_MS = 60 * 60_000

export interface RetentionJobOptions {
  unprocessedMonths: number
  intervalMs?: number
  firstRunAfterMs?: number
  clock?: () => Date
}

/** Runs the retention rule hourly (first a minute after start) in every process; the lock lets one work at a time. */
export function startRetentionJob(db: Database, storage: () => Promise<FileStorage>, options: RetentionJobOptions): PeriodicJob {
  const { intervalMs = RETENTION_INTERVAL_MS, firstRunAfterMs = 60_000, clock = () => new Date() } = options
  return startPeriodicJob({
    name: jobLogNames.inquiryRetention,
    outcomes: jobOutcomesIn(db, 'inquiryRetention'),
    intervalMs,
    firstRunAfterMs,
    run: async () => runInquiryRetention(db, await storage(), { now: clock(), unprocessedMonths: options.unprocessedMonths }),
  })
}
