import { and, asc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm'
import { accessReviewRules, type offHoursReasons } from '~/api/contract/access-review-endpoints'
import { actionsHandling, type Handling } from '~/api/contract/personal-data'
import { monthsAfter, seoulMonthStart } from '~/i18n/korean-months'
import type { Database } from '../../db/database.server'
import { rowsOf } from '../../db/result-rows'
import { auditLog, downloadReasons, staffAccounts } from '../../db/staff-schema'

/**
 * A Korean month's flagged access records (docs/decisions/0110): bulk views, off-hours handling and every download of
 * personal data. The rules are the contract's (accessReviewRules); Korea keeps no daylight saving time, so its clock is
 * UTC's plus nine hours, which PGlite and PostgreSQL compute alike without a time zone database.
 */

type Actor = { kind: 'staff' | 'machine'; id: string | null; email: string | null }
type ActorRow = { actor_kind: string; actor_id: string | null; actor_email: string | null }

const actorOf = (row: ActorRow): Actor => ({
  kind: row.actor_kind === 'staff' ? 'staff' : 'machine',
  id: row.actor_id,
  email: row.actor_email,
})
const iso = (value: Date | string) => new Date(value).toISOString()
/** A Korean wall-clock time (`2026-11-21T22:00`) as the moment it names. */
const koreanMoment = (local: string) => new Date(`${local}:00+09:00`).toISOString()
const listOf = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )

/** The month's entries that handled personal data in any of `kinds`, one row per subject each names (or one without). */
function handled(month: string, kinds: Handling[]): SQL {
  const start = seoulMonthStart(month)
  const end = seoulMonthStart(monthsAfter(month, 1))
  return sql`
    SELECT a.id, a.actor_kind, a.actor_id, a.actor_email, a.at,
      (a.at AT TIME ZONE 'UTC') + interval '9 hours' AS local,
      a.target_type || ':' || s.subject AS subject
    FROM audit_log a
    LEFT JOIN LATERAL (
      SELECT a.target_id AS subject WHERE a.target_id IS NOT NULL
      UNION ALL
      SELECT jsonb_array_elements_text(
        CASE WHEN jsonb_typeof(a.detail -> 'subjects') = 'array' THEN a.detail -> 'subjects' ELSE '[]'::jsonb END
      )
    ) s ON true
    WHERE a.at >= ${start.toISOString()}::timestamptz AND a.at < ${end.toISOString()}::timestamptz
      AND a.actor_kind <> 'anonymous' AND a.action IN (${listOf(actionsHandling(...kinds))})`
}

/** Each staff member's hours and days of the month in which they viewed more distinct subjects than the rules allow. */
export async function bulkViews(db: Pick<Database, 'execute'>, month: string) {
  const { bulkViewsPerHour, bulkViewsPerDay } = accessReviewRules
  const rows = rowsOf<ActorRow & { bucket: 'hour' | 'day'; start: string; subjects: number; entries: number }>(
    await db.execute(sql`
      WITH viewed AS (${handled(month, ['view'])})
      SELECT actor_kind, actor_id, actor_email, bucket, to_char(start, 'YYYY-MM-DD"T"HH24:MI') AS start,
        count(DISTINCT subject)::int AS subjects, count(DISTINCT id)::int AS entries
      FROM (
        SELECT viewed.*, 'hour' AS bucket, date_trunc('hour', local) AS start FROM viewed
        UNION ALL
        SELECT viewed.*, 'day' AS bucket, date_trunc('day', local) AS start FROM viewed
      ) windows
      GROUP BY actor_kind, actor_id, actor_email, bucket, start
      HAVING count(DISTINCT subject) > CASE bucket WHEN 'hour' THEN ${bulkViewsPerHour}::int ELSE ${bulkViewsPerDay}::int END
      ORDER BY start, bucket DESC, actor_email`),
  )
  return rows.map((row) => ({
    actor: actorOf(row),
    window: row.bucket,
    start: koreanMoment(row.start),
    subjects: row.subjects,
    entries: row.entries,
  }))
}

/** Why a Korean day is off hours all day (a fixed-date holiday, a weekend), or `night` for a working day's evening. */
export function offHoursReasonOf(day: string): (typeof offHoursReasons)[number] {
  if ((accessReviewRules.holidays as readonly string[]).includes(day.slice(5))) return 'holiday'
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay()
  return weekday === 0 || weekday === 6 ? 'weekend' : 'night'
}

/** Each staff member's days of the month on which they handled personal data outside office hours. */
export async function offHoursDays(db: Pick<Database, 'execute'>, month: string) {
  const { officeHours, holidays } = accessReviewRules
  const rows = rowsOf<ActorRow & { day: string; first: Date | string; last: Date | string; entries: number; subjects: number }>(
    await db.execute(sql`
      WITH handled AS (${handled(month, ['view', 'change', 'input', 'delete', 'print', 'download'])})
      SELECT actor_kind, actor_id, actor_email, to_char(local, 'YYYY-MM-DD') AS day, min(at) AS first, max(at) AS last,
        count(DISTINCT id)::int AS entries, count(DISTINCT subject)::int AS subjects
      FROM handled
      WHERE extract(hour FROM local) < ${officeHours.from}::int OR extract(hour FROM local) >= ${officeHours.to}::int
        OR extract(isodow FROM local) >= 6 OR to_char(local, 'MM-DD') IN (${listOf(holidays)})
      GROUP BY actor_kind, actor_id, actor_email, day
      ORDER BY day, actor_email`),
  )
  return rows.map((row) => ({
    actor: actorOf(row),
    day: row.day,
    reason: offHoursReasonOf(row.day),
    first: iso(row.first),
    last: iso(row.last),
    entries: row.entries,
    subjects: row.subjects,
  }))
}

/** The month's downloads of personal data: the audit entries of a download handling, between its start and its end. */
export function downloadsOf(month: string): SQL | undefined {
  return and(
    gte(auditLog.at, seoulMonthStart(month)),
    lt(auditLog.at, seoulMonthStart(monthsAfter(month, 1))),
    inArray(auditLog.action, actionsHandling('download')),
  )
}

/** How many rows an export's entry says it held. */
function exportedRows(detail: unknown): number | null {
  const rows = (detail as { rows?: unknown } | null)?.rows
  return typeof rows === 'number' ? rows : null
}

/** Every download of personal data in the month, oldest first, with the reason confirmed for it (and by whom). */
export async function monthDownloads(db: Pick<Database, 'select'>, month: string) {
  const rows = await db
    .select({
      entry: auditLog,
      reason: downloadReasons.reason,
      confirmedAt: downloadReasons.confirmedAt,
      confirmedBy: staffAccounts.email,
    })
    .from(auditLog)
    .leftJoin(downloadReasons, eq(downloadReasons.auditEntryId, auditLog.id))
    .leftJoin(staffAccounts, eq(staffAccounts.id, downloadReasons.confirmedBy))
    .where(downloadsOf(month))
    .orderBy(asc(auditLog.at), asc(auditLog.id))
  return rows.map(({ entry, reason, confirmedAt, confirmedBy }) => ({
    id: entry.id,
    at: entry.at.toISOString(),
    actor: actorOf({ actor_kind: entry.actorKind, actor_id: entry.actorId, actor_email: entry.actorEmail }),
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    clientIp: entry.clientIp,
    rows: exportedRows(entry.detail),
    reason:
      reason && confirmedAt ? { text: reason, confirmedBy: confirmedBy ?? '', confirmedAt: confirmedAt.toISOString() } : null,
  }))
}
