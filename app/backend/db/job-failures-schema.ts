import { integer, pgTable, text } from 'drizzle-orm/pg-core'
import type { ScheduledJob } from '~/api/contract/scheduled-job-endpoints'
import { at } from './columns'

/**
 * The scheduled jobs failing now (docs/decisions/0082): a row per job from its first failed run until a run of it
 * succeeds on any process, which deletes the row. What failed is in the server's log; this says that it does.
 */
export const jobFailures = pgTable('job_failures', {
  job: text('job').$type<ScheduledJob>().primaryKey(),
  since: at('since').notNull().defaultNow(),
  lastFailedAt: at('last_failed_at').notNull().defaultNow(),
  failures: integer('failures').notNull().default(1),
})
