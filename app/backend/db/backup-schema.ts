import { sql } from 'drizzle-orm'
import { bigint, bigserial, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { at } from './columns'

/**
 * Every backup the site took or tried (docs/decisions/0068): the last one's result and the next scheduled run are on
 * the console's dashboard, and a failed one stays there until one succeeds.
 */
export const backupRuns = pgTable(
  'backup_runs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** `schedule` (BACKUP_SCHEDULE) or `request` (`npm run backup`, an admin). */
    trigger: text('trigger', { enum: ['schedule', 'request'] }).notNull(),
    startedAt: at('started_at').notNull().defaultNow(),
    finishedAt: at('finished_at'),
    /** running, done or failed. */
    status: text('status', { enum: ['running', 'done', 'failed'] })
      .notNull()
      .default('running'),
    /** The archive's name in BACKUP_DIR or under backups/ in the bucket. */
    archive: text('archive'),
    bytes: bigint('bytes', { mode: 'number' }),
    files: integer('files'),
    rows: integer('rows'),
    /** Why it failed, as the log says it (never anything a visitor typed). */
    error: text('error'),
  },
  (table) => [
    index('backup_runs_started_idx').on(table.startedAt),
    // One backup at a time across every process of the site: a second one's insert fails.
    uniqueIndex('backup_runs_one_running').on(table.status).where(sql`${table.status} = 'running'`),
  ],
)
