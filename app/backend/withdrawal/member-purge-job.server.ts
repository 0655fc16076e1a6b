import { log } from '~/server/logging/log.server'
import type { Database } from '../db/database.server'
import { jobLogNames, jobOutcomesIn } from '../jobs/job-outcomes.server'
import { type PeriodicJob, startPeriodicJob } from '../jobs/periodic-job.server'
import { purgeMemberData } from './purge-member-data'

export const MEMBER_PURGE_INTERVAL_MS = 60 * 60_000

/** Runs the purge hourly (first two minutes after start); deleting is idempotent, so processes may overlap. */
export function startMemberPurgeJob(db: Database, clock: () => Date = () => new Date()): PeriodicJob {
  return startPeriodicJob({
    name: jobLogNames.memberPurge,
    outcomes: jobOutcomesIn(db, 'memberPurge'),
    intervalMs: MEMBER_PURGE_INTERVAL_MS,
    firstRunAfterMs: 120_000,
    run: async () => {
      const report = await purgeMemberData(db, clock())
      if (Object.values(report).some((count) => count > 0)) log.info('members', 'purged', { ...report })
    },
  })
}
