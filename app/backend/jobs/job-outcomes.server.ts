import { asc, eq, sql } from 'drizzle-orm'
import type { JobHealth, JobOutcome, ScheduledJob } from '~/api/contract/scheduled-job-endpoints'
import { log } from '~/server/logging/log.server'
import type { Database } from '../db/database.server'
import { isDatabaseUnavailable } from '../db/database-unavailable'
import { jobFailures } from '../db/job-failures-schema'

export type { JobOutcome }

/** The name each scheduled job has in the server's log and metrics (`job="inquiry retention"`). */
export const jobLogNames: Record<ScheduledJob, string> = {
  inquiryRetention: 'inquiry retention',
  memberPurge: 'member purge',
  auditRetention: 'audit retention',
  auditCopy: 'audit copy',
  scheduleBoundaries: 'schedule boundaries',
  marketingConsentNotice: 'marketing consent notice',
}

/** Where a scheduled job's runs are told: a failed run is recorded, a run that succeeds clears the record. */
export interface JobOutcomes {
  record(outcome: JobOutcome): Promise<void>
}

/**
 * A job's outcomes in job_failures (docs/decisions/0082), shared by every process: a failure adds to the job's row, a
 * success deletes it (a statement that finds no row when all is well). Telling never fails the job: a database that
 * cannot take it is the outage the job's own log line already reports.
 */
export function jobOutcomesIn(db: Database, job: ScheduledJob): JobOutcomes {
  return {
    async record(outcome) {
      try {
        if (outcome === 'done') await db.delete(jobFailures).where(eq(jobFailures.job, job))
        else
          await db
            .insert(jobFailures)
            .values({ job })
            .onConflictDoUpdate({
              target: jobFailures.job,
              set: { lastFailedAt: sql`now()`, failures: sql`${jobFailures.failures} + 1` },
            })
      } catch (error) {
        if (!isDatabaseUnavailable(error))
          log.error('jobs', 'the run’s outcome could not be recorded', { job: jobLogNames[job], error })
      }
    },
  }
}

/** The jobs failing now, the longest failing first. */
export async function readJobHealth(db: Database): Promise<JobHealth> {
  const rows = await db.select().from(jobFailures).orderBy(asc(jobFailures.since))
  return {
    failing: rows.map((row) => ({
      job: row.job,
      since: row.since.toISOString(),
      lastFailedAt: row.lastFailedAt.toISOString(),
      failures: row.failures,
      logName: jobLogNames[row.job],
    })),
  }
}
