import { and, count, eq, gte, inArray, isNotNull, isNull, ne, type SQL, sql } from 'drizzle-orm'
import type { Hono } from 'hono'
import { adminDashboardEndpoints as api, DASHBOARD_MONTHS, DASHBOARD_WEEKS } from '~/api/contract/admin-dashboard-endpoints'
import { inquiryTypes } from '~/api/contract/inquiry-form'
import { withdrawalReasons } from '~/api/contract/member-area-endpoints'
import { rowsOf } from '~/backend/db/result-rows'
import { KOREA_OFFSET_MS } from '~/i18n/korean-calendar'
import type { Database } from '../db/database.server'
import { inquiries, mailOutbox } from '../db/inquiry-schema'
import { memberQuestions, sampleRequests, withdrawalFeedback } from '../db/member-area-schema'
import { implementStaff } from '../staff/implement-staff'

const DAY_MS = 86_400_000

/** The Monday (a Korean calendar day, YYYY-MM-DD) of the ISO week `weeksBack` weeks before the one of `now`. */
function mondayOf(now: Date, weeksBack: number): string {
  const korea = new Date(now.getTime() + KOREA_OFFSET_MS)
  const sinceMonday = (korea.getUTCDay() + 6) % 7
  const monday = Date.UTC(korea.getUTCFullYear(), korea.getUTCMonth(), korea.getUTCDate()) - sinceMonday * DAY_MS
  return new Date(monday - weeksBack * 7 * DAY_MS).toISOString().slice(0, 10)
}

/** ISO 8601 week of a Monday: the week belongs to the year of its Thursday. */
function isoWeekOf(monday: string): string {
  const thursday = new Date(Date.parse(`${monday}T00:00:00Z`) + 3 * DAY_MS)
  const year = thursday.getUTCFullYear()
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * DAY_MS)) + 1
  return `${year}-W${String(week).padStart(2, '0')}`
}

/** The month (YYYY-MM, in Korea) `monthsBack` months before the one of `now`. */
function monthOf(now: Date, monthsBack: number): string {
  const korea = new Date(now.getTime() + KOREA_OFFSET_MS)
  const month = new Date(Date.UTC(korea.getUTCFullYear(), korea.getUTCMonth() - monthsBack, 1))
  return month.toISOString().slice(0, 7)
}

/** How many of the rows `waiting` selects came how long before `now` (the buckets of `waitingAges`). */
function countByAge(db: Database, table: typeof inquiries | typeof memberQuestions, waiting: SQL, now: Date) {
  const since = (days: number) => new Date(now.getTime() - days * DAY_MS)
  const createdAt = table.createdAt
  return db
    .select({
      underADay: sql<number>`count(*) FILTER (WHERE ${createdAt} > ${since(1)})::int`,
      upToThreeDays: sql<number>`count(*) FILTER (WHERE ${createdAt} <= ${since(1)} AND ${createdAt} > ${since(3)})::int`,
      upToAWeek: sql<number>`count(*) FILTER (WHERE ${createdAt} <= ${since(3)} AND ${createdAt} > ${since(7)})::int`,
      overAWeek: sql<number>`count(*) FILTER (WHERE ${createdAt} <= ${since(7)})::int`,
    })
    .from(table)
    .where(waiting)
    .then(([row]) => ({
      underADay: Number(row?.underADay ?? 0),
      upToThreeDays: Number(row?.upToThreeDays ?? 0),
      upToAWeek: Number(row?.upToAWeek ?? 0),
      overAWeek: Number(row?.overAWeek ?? 0),
    }))
}

/** What waits for the staff, and the charts of inquiries per week and of withdrawal reasons per month. */
export function registerDashboardRoute(app: Hono, db: Database, clock: () => Date): void {
  implementStaff(app, api.dashboard, async () => {
    const now = clock()
    const weeks = Array.from({ length: DASHBOARD_WEEKS }, (_, index) => mondayOf(now, DASHBOARD_WEEKS - 1 - index))
    const months = Array.from({ length: DASHBOARD_MONTHS }, (_, index) => monthOf(now, DASHBOARD_MONTHS - 1 - index))
    const firstMonday = new Date(`${weeks[0]}T00:00:00+09:00`)
    // The week of a moment in Korea: its Korean wall-clock time, truncated to the Monday (Korea keeps no summer time).
    const week = sql<string>`to_char(date_trunc('week', (${inquiries.createdAt} AT TIME ZONE 'UTC') + interval '9 hours'), 'YYYY-MM-DD')`
    const [
      [newInquiries],
      [questionsWaiting],
      [samplesToReview],
      [mailsFailed],
      [mailsWaiting],
      inquiryAges,
      questionAges,
      perWeek,
      perMonth,
    ] = await Promise.all([
      db.select({ total: count() }).from(inquiries).where(eq(inquiries.status, 'new')),
      db.select({ total: count() }).from(memberQuestions).where(isNull(memberQuestions.answeredAt)),
      db
        .select({ total: count() })
        .from(sampleRequests)
        .where(inArray(sampleRequests.status, ['received', 'reviewing'])),
      db
        .select({ total: count() })
        .from(mailOutbox)
        .where(and(isNull(mailOutbox.sentAt), isNotNull(mailOutbox.lastError))),
      db.select({ total: count() }).from(mailOutbox).where(isNull(mailOutbox.sentAt)),
      countByAge(db, inquiries, ne(inquiries.status, 'done'), now),
      countByAge(db, memberQuestions, isNull(memberQuestions.answeredAt), now),
      db
        .select({ week, type: inquiries.type, total: count() })
        .from(inquiries)
        .where(gte(inquiries.createdAt, firstMonday))
        .groupBy(week, inquiries.type),
      db
        .execute(
          sql`SELECT ${withdrawalFeedback.month} AS month, reason, count(*)::int AS total
              FROM ${withdrawalFeedback}, unnest(${withdrawalFeedback.reasons}) AS reason
              WHERE ${withdrawalFeedback.month} >= ${months[0]}
              GROUP BY 1, 2`,
        )
        .then(rowsOf<{ month: string; reason: string; total: number }>),
    ])
    const weekCounts = new Map(perWeek.map((row) => [`${row.week} ${row.type}`, Number(row.total)]))
    const monthCounts = new Map(perMonth.map((row) => [`${row.month} ${row.reason}`, Number(row.total)]))
    return {
      counts: {
        newInquiries: newInquiries?.total ?? 0,
        questionsWaiting: questionsWaiting?.total ?? 0,
        samplesToReview: samplesToReview?.total ?? 0,
        mailsFailed: mailsFailed?.total ?? 0,
        mailsWaiting: mailsWaiting?.total ?? 0,
      },
      waitingByAge: { inquiries: inquiryAges, questions: questionAges },
      inquiriesPerWeek: weeks.map((start) => ({
        week: isoWeekOf(start),
        start,
        counts: inquiryTypes.map((category) => ({ category, count: weekCounts.get(`${start} ${category}`) ?? 0 })),
      })),
      withdrawalReasonsPerMonth: months.map((month) => ({
        month,
        counts: withdrawalReasons.map((reason) => ({ reason, count: monthCounts.get(`${month} ${reason}`) ?? 0 })),
      })),
    }
  })
}
