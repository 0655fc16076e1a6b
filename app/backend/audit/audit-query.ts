import { and, count, desc, eq, gte, like, lt, type SQL } from 'drizzle-orm'
import type { AuditEntry } from '~/api/contract/staff-endpoints'
import type { Database } from '../db/database.server'
import { auditLog } from '../db/staff-schema'

/** The filters of GET /admin/audit. Dates are days of Asia/Seoul, the staff's time zone (decision 33). */
export interface AuditQuery {
  page: number
  size: number
  staff?: string
  /** `staff.sign-in` for that action exactly; `staff.*` for every action that starts with `staff.`. */
  action?: string
  from?: string
  to?: string
}

/** The start of a day (YYYY-MM-DD) in Korea, which keeps no daylight saving time. */
const seoulDayStart = (day: string) => new Date(`${day}T00:00:00+09:00`)
const DAY_MS = 24 * 60 * 60_000

/** A LIKE pattern that matches its text literally, then anything. */
const prefixPattern = (prefix: string) => `${prefix.replace(/[\\%_]/g, (char) => `\\${char}`)}%`

function actionFilter(action: string): SQL {
  return action.endsWith('*') ? like(auditLog.action, prefixPattern(action.slice(0, -1))) : eq(auditLog.action, action)
}

const iso = (date: Date) => date.toISOString()

/** One page of the log, newest first (ties by id), with the number of entries the filters match. */
export async function readAuditLog(db: Pick<Database, 'select'>, query: AuditQuery) {
  const conditions = [
    query.staff ? eq(auditLog.actorId, query.staff) : undefined,
    query.action ? actionFilter(query.action) : undefined,
    query.from ? gte(auditLog.at, seoulDayStart(query.from)) : undefined,
    query.to ? lt(auditLog.at, new Date(seoulDayStart(query.to).getTime() + DAY_MS)) : undefined,
  ]
  const where = and(...conditions)
  const [total] = await db.select({ count: count() }).from(auditLog).where(where)
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(query.size)
    .offset((query.page - 1) * query.size)
  const items: AuditEntry[] = rows.map((row) => ({ ...row, at: iso(row.at) }))
  return { items, page: query.page, size: query.size, total: Number(total?.count ?? 0) }
}
