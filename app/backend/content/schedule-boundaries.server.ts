import { getTableColumns, is, sql } from 'drizzle-orm'
import { type PgColumn, PgTable } from 'drizzle-orm/pg-core'
import { log } from '~/server/logging/log.server'
import type { Database } from '../db/database.server'
import { isDatabaseUnavailable } from '../db/database-unavailable'
import * as schema from '../db/schema'
import { type JobOutcome, type JobOutcomes, jobLogNames } from '../jobs/job-outcomes.server'

/** Every table whose rows carry a schedule (publish_at, unpublish_at; publication.ts), a new one included. */
const scheduledTables = Object.values(schema).flatMap((value) => {
  if (!is(value, PgTable)) return []
  const { publishAt, unpublishAt } = getTableColumns(value) as Record<string, PgColumn | undefined>
  return publishAt && unpublishAt ? [{ table: value, publishAt, unpublishAt }] : []
})

export interface BoundaryCheck {
  /** A publish_at or unpublish_at came in (since, now]: what visitors see changed without an edit. */
  passed: boolean
  /** The database's clock at the check, to the microsecond as it writes it: the next check's `since`. */
  now: string
  /** Until the next boundary still to come, by the database's clock; null when none is scheduled. */
  nextInMs: number | null
}

/** Reads, in one statement on the database's clock, whether a schedule's moment passed since `since` and when the next one comes. */
export async function checkScheduleBoundaries(db: Database, since: string | null): Promise<BoundaryCheck> {
  const moments = sql.join(
    scheduledTables.flatMap(({ table, publishAt, unpublishAt }) => [
      sql`SELECT ${publishAt} AS at FROM ${table}`,
      sql`SELECT ${unpublishAt} AS at FROM ${table}`,
    ]),
    sql` UNION ALL `,
  )
  const result = await db.execute(sql`
    WITH moments AS (${moments})
    SELECT now()::text AS now,
      EXISTS (SELECT 1 FROM moments WHERE at > ${since}::timestamptz AND at <= now()) AS passed,
      (EXTRACT(EPOCH FROM (SELECT min(at) FROM moments WHERE at > now()) - now()) * 1000)::float8 AS next_in_ms`)
  const row = (result as unknown as { rows: { now: string; passed: boolean; next_in_ms: number | string | null }[] }).rows[0]
  if (!row) throw new Error('the schedule check answered no row')
  return {
    passed: row.passed === true,
    now: row.now,
    nextInMs: row.next_in_ms === null ? null : Number(row.next_in_ms),
  }
}

export interface ScheduleBoundaryWatchOptions {
  check: (since: string | null) => Promise<BoundaryCheck>
  onBoundary: () => void
  /** The longest wait between two checks, even with no boundary in sight (a schedule whose announcement was missed). */
  longestWaitMs?: number
  /** Past the boundary, so that the check finds it passed rather than a hair ahead. */
  marginMs?: number
  /** Where each check's outcome is told: the admins' dashboard shows a failing one (job-outcomes.server.ts). */
  outcomes?: JobOutcomes
}

export interface ScheduleBoundaryWatch {
  /**
   * Checks now and waits again for the next boundary: a schedule may have been set or changed. With `thenEmptied`
   * the caller empties the caches once the check is done (an announced change), so a moment found passed needs no
   * emptying of its own: two in a row would drop a page rendered in between for nothing.
   */
  recheck: (options?: { thenEmptied: boolean }) => Promise<JobOutcome>
  /** Resolves once the checks asked for so far are done and their outcomes told (an admin's run now reads them after). */
  settled: () => Promise<void>
  stop: () => Promise<void>
}

/**
 * Empties the caches when a scheduled item appears or disappears, to the moment and without an edit to announce it:
 * each check sleeps until the next boundary the database knows of (at most `longestWaitMs`), and a change announced
 * by any process rechecks at once. The first check only learns where it stands: the caches start empty.
 */
export function startScheduleBoundaryWatch({
  check,
  onBoundary,
  longestWaitMs = 60_000,
  marginMs = 10,
  outcomes,
}: ScheduleBoundaryWatchOptions): ScheduleBoundaryWatch {
  let since: string | null = null
  let timer: NodeJS.Timeout | undefined
  let stopped = false
  let current: Promise<JobOutcome> = Promise.resolve('done')

  const schedule = (delay: number) => {
    if (timer) clearTimeout(timer)
    if (stopped) return
    timer = setTimeout(() => void runOnce(), Math.max(0, delay))
    timer.unref?.()
  }

  const runOnce = ({ thenEmptied = false }: { thenEmptied?: boolean } = {}): Promise<JobOutcome> => {
    current = current.then(async (): Promise<JobOutcome> => {
      if (stopped) return 'done'
      const job = jobLogNames.scheduleBoundaries
      try {
        const found = await check(since)
        if (found.passed && !thenEmptied) onBoundary()
        since = found.now
        schedule(found.nextInMs === null ? longestWaitMs : Math.min(found.nextInMs + marginMs, longestWaitMs))
        return 'done'
      } catch (error) {
        if (isDatabaseUnavailable(error)) log.warn('backend', 'cannot check the schedules: the database is unavailable', { job })
        else log.error('backend', 'checking the schedules failed', { job, error })
        schedule(longestWaitMs)
        return 'failed'
      }
    })
    const checked = current
    // Told after the caller's own step on the outcome has begun: a change's emptying of the caches (content-change-
    // watch.server.ts) must not wait for the dashboard's record.
    current = checked.then(async (outcome) => {
      await outcomes?.record(outcome)
      return outcome
    })
    return checked
  }

  void runOnce()
  return {
    recheck: (options) => runOnce(options),
    settled: async () => void (await current),
    async stop() {
      stopped = true
      if (timer) clearTimeout(timer)
      await current
    },
  }
}
