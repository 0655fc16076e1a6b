import { and, count, desc, eq, gte, sql } from 'drizzle-orm'
import type { PointPeriod } from '~/api/contract/member-area-endpoints'
import type { Locale } from '~/i18n/locales'
import { offsetOf } from '../content/paging'
import type { Database } from '../db/database.server'
import { pointEntries } from '../db/member-area-schema'
import { pick } from '../http/localize'
import { monthsBefore } from '../retention/retention-dates'

const DAY_MS = 86_400_000
/** Korea has no daylight saving time: its day starts at 15:00 UTC the day before. */
const KOREA_OFFSET_MS = 9 * 3_600_000

/**
 * Where a period starts: `today` at midnight in Korea (the site's home, whatever the language), `15d` 15 days
 * ago, `1m`, `3m` and `6m` the same moment 1, 3 or 6 calendar months ago.
 */
export function periodStart(period: PointPeriod, now: Date): Date {
  switch (period) {
    case 'today':
      return new Date(Math.floor((now.getTime() + KOREA_OFFSET_MS) / DAY_MS) * DAY_MS - KOREA_OFFSET_MS)
    case '15d':
      return new Date(now.getTime() - 15 * DAY_MS)
    case '1m':
      return monthsBefore(now, 1)
    case '3m':
      return monthsBefore(now, 3)
    case '6m':
      return monthsBefore(now, 6)
  }
}

interface PointQuery {
  page: number
  size: number
  period: PointPeriod
}

/** A line of the history, in the reader's language. */
export const pointEntryOf = (row: typeof pointEntries.$inferSelect, locale: Locale) => ({
  id: row.id,
  date: row.occurredAt.toISOString(),
  description: pick(row.description, locale),
  saved: row.saved,
  used: row.used,
})

/** GET /me/points: the member's entries of the period, newest first, and the balance over all time. */
export async function pointHistory(db: Database, memberId: string, query: PointQuery, now: Date, locale: Locale) {
  const mine = eq(pointEntries.memberId, memberId)
  const inPeriod = and(mine, gte(pointEntries.occurredAt, periodStart(query.period, now)))
  const [rows, [totals], [balance]] = await Promise.all([
    db
      .select()
      .from(pointEntries)
      .where(inPeriod)
      .orderBy(desc(pointEntries.occurredAt), desc(pointEntries.id))
      .limit(query.size)
      .offset(offsetOf(query.page, query.size)),
    db.select({ total: count() }).from(pointEntries).where(inPeriod),
    db
      .select({ points: sql<string>`coalesce(sum(${pointEntries.saved} - ${pointEntries.used}), 0)` })
      .from(pointEntries)
      .where(mine),
  ])
  return {
    items: rows.map((row) => pointEntryOf(row, locale)),
    page: query.page,
    size: query.size,
    total: totals?.total ?? 0,
    balance: Number(balance?.points ?? 0),
  }
}
