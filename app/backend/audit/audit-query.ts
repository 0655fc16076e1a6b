import { and, count, desc, eq, gte, ilike, inArray, like, lt, or, type SQL, sql } from 'drizzle-orm'
import type * as v from 'valibot'
import { auditActionLabels } from '~/api/contract/audit-action-labels'
import { auditActions } from '~/api/contract/audit-actions'
import type { auditExport } from '~/api/contract/audit-endpoints'
import { handlingOf } from '~/api/contract/personal-data'
import type { AuditEntry } from '~/api/contract/staff-endpoints'
import { consoleLocales } from '~/i18n/console-locales'
import { seoulDayStart } from '~/i18n/korean-calendar'
import { subjectKey } from '../content/editing/content-titles'
import type { Database } from '../db/database.server'
import { auditLog } from '../db/staff-schema'
import { subjectNames } from './audit-subject-names'

type Filters = v.InferOutput<typeof auditExport.query>

/** The filters of GET /admin/audit and its export. Dates are days of Asia/Seoul, the staff's time zone (decision 33). */
export type AuditQuery = Filters & { page: number; size: number }

/** The start of a day (YYYY-MM-DD) in Korea, which keeps no daylight saving time. */
const DAY_MS = 24 * 60 * 60_000

/** Text for a LIKE pattern, matched literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`)

function actionFilter(action: string): SQL {
  return action.endsWith('*') ? like(auditLog.action, `${literal(action.slice(0, -1))}%`) : eq(auditLog.action, action)
}

/** The actions whose name, in either console language, holds the words (case aside). */
export function actionsNamed(words: string): string[] {
  const needle = words.toLocaleLowerCase()
  return auditActions.filter((action) =>
    consoleLocales.some((locale) => auditActionLabels[action]({}, { locale }).toLocaleLowerCase().includes(needle)),
  )
}

/**
 * Words: an action named by them, or them, literally, in the action's code as each row prints it (`staff.login`), the
 * acting email, the subject's id or the kept values.
 */
function wordsFilter(words: string): SQL | undefined {
  const pattern = `%${literal(words)}%`
  const named = actionsNamed(words)
  return or(
    named.length > 0 ? inArray(auditLog.action, named) : undefined,
    ilike(auditLog.action, pattern),
    ilike(auditLog.actorEmail, pattern),
    ilike(auditLog.targetId, pattern),
    sql`${auditLog.before}::text ILIKE ${pattern}`,
    sql`${auditLog.after}::text ILIKE ${pattern}`,
    sql`${auditLog.detail}::text ILIKE ${pattern}`,
  )
}

/** An entry about the subject: its record, or one of the subjects its list showed (an access record's `subjects`). */
function subjectFilter(subject: string): SQL | undefined {
  return or(eq(auditLog.targetId, subject), sql`${auditLog.detail}->'subjects' @> jsonb_build_array(${subject}::text)`)
}

/** Every filter given, together. */
export function auditWhere(query: Filters): SQL | undefined {
  return and(
    query.staff ? eq(auditLog.actorId, query.staff) : undefined,
    query.action ? actionFilter(query.action) : undefined,
    query.subjectType ? eq(auditLog.targetType, query.subjectType) : undefined,
    query.subject ? subjectFilter(query.subject) : undefined,
    query.words ? wordsFilter(query.words) : undefined,
    query.from ? gte(auditLog.at, seoulDayStart(query.from)) : undefined,
    query.to ? lt(auditLog.at, new Date(seoulDayStart(query.to).getTime() + DAY_MS)) : undefined,
  )
}

export const auditOrder = [desc(auditLog.at), desc(auditLog.id)] as const

const iso = (date: Date) => date.toISOString()

/** The subjects a list's entry showed (an access record's `subjects`, decision 109); none for any other entry. */
function shownSubjects(detail: unknown): string[] {
  const subjects = typeof detail === 'object' && detail !== null ? (detail as { subjects?: unknown }).subjects : undefined
  return Array.isArray(subjects) ? subjects.filter((id): id is string => typeof id === 'string') : []
}

/** One page of the log, newest first (ties by id), with the number of entries the filters match. */
export async function readAuditLog(db: Pick<Database, 'select'>, query: AuditQuery) {
  const where = auditWhere(query)
  const [total] = await db.select({ count: count() }).from(auditLog).where(where)
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(...auditOrder)
    .limit(query.size)
    .offset((query.page - 1) * query.size)
  const titles = await subjectNames(
    db,
    rows.flatMap((row) => [
      { type: row.targetType, id: row.targetId },
      ...shownSubjects(row.detail).map((id) => ({ type: row.targetType, id })),
    ]),
  )
  const nameOf = (type: string | null, id: string | null) => (type && id ? titles.get(subjectKey(type, id)) : undefined)
  const items: AuditEntry[] = rows.map((row) => {
    const subjectName = nameOf(row.targetType, row.targetId)
    const shownNames = Object.fromEntries(
      shownSubjects(row.detail).flatMap((id) => {
        const name = nameOf(row.targetType, id)
        return name ? [[id, name] as const] : []
      }),
    )
    const handling = handlingOf(row.action)
    return {
      ...row,
      at: iso(row.at),
      ...(subjectName ? { subjectName } : {}),
      ...(Object.keys(shownNames).length > 0 ? { shownNames } : {}),
      ...(handling ? { handling } : {}),
    }
  })
  return { items, page: query.page, size: query.size, total: Number(total?.count ?? 0) }
}
