import { count, desc, eq, sql } from 'drizzle-orm'
import type { Hono } from 'hono'
import { adminMemberEndpoints as api } from '~/api/contract/admin-member-endpoints'
import { locales } from '~/i18n/locales'
import { recordAudit } from '../audit/audit-log'
import { offsetOf } from '../content/paging'
import type { Database } from '../db/database.server'
import { pointEntries } from '../db/member-area-schema'
import { members } from '../db/member-schema'
import type { LocalizedText } from '../db/schema'
import { staffAccounts } from '../db/staff-schema'
import { ApiError } from '../http/api-error'
import { pick } from '../http/localize'
import { implementStaff } from '../staff/implement-staff'
import { actorStaffId } from './actor-names'
import type { Tx } from './db-transaction'

async function balanceOf(db: Pick<Database, 'select'>, memberId: string): Promise<number> {
  const [row] = await db
    .select({ points: sql<string>`coalesce(sum(${pointEntries.saved} - ${pointEntries.used}), 0)` })
    .from(pointEntries)
    .where(eq(pointEntries.memberId, memberId))
  return Number(row?.points ?? 0)
}

/** The reason as the member reads it, in whichever language they read the site: the words staff typed. */
const everyLanguage = (text: string): LocalizedText => Object.fromEntries(locales.map((locale) => [locale, text]))

/** An active member, locked for the rest of the transaction: parallel grants and deductions of one member queue here. */
async function lockActiveMember(tx: Tx, id: string): Promise<void> {
  const [row] = await tx.select({ status: members.status }).from(members).where(eq(members.id, id)).for('update')
  if (row?.status !== 'active') throw new ApiError('NOT_FOUND')
}

/** A member's points as staff see them, and grants and deductions by hand that the member sees in their history. */
export function registerPointRoutes(app: Hono, db: Database, clock: () => Date): void {
  implementStaff(app, api.memberPoints, async ({ params, query, locale }) => {
    const [member] = await db.select({ id: members.id }).from(members).where(eq(members.id, params.id))
    if (!member) throw new ApiError('NOT_FOUND')
    const mine = eq(pointEntries.memberId, params.id)
    const [rows, [total], balance] = await Promise.all([
      db
        .select({ entry: pointEntries, staffName: staffAccounts.name })
        .from(pointEntries)
        .leftJoin(staffAccounts, eq(staffAccounts.id, pointEntries.staffId))
        .where(mine)
        .orderBy(desc(pointEntries.occurredAt), desc(pointEntries.id))
        .limit(query.size)
        .offset(offsetOf(query.page, query.size)),
      db.select({ total: count() }).from(pointEntries).where(mine),
      balanceOf(db, params.id),
    ])
    return {
      items: rows.map(({ entry, staffName }) => ({
        id: entry.id,
        date: entry.occurredAt.toISOString(),
        description: pick(entry.description, locale),
        saved: entry.saved,
        used: entry.used,
        staff: entry.staffId ? { id: entry.staffId, name: staffName ?? '' } : null,
      })),
      page: query.page,
      size: query.size,
      total: total?.total ?? 0,
      balance,
    }
  })

  implementStaff(app, api.adjustPoints, async ({ params, body, actor, clientIp }) =>
    db.transaction(async (tx) => {
      await lockActiveMember(tx, params.id)
      const before = await balanceOf(tx, params.id)
      const grant = body.kind === 'grant'
      // Checked under the member's lock: a burst of deductions is taken one by one, and none goes below zero.
      if (!grant && body.amount > before) throw new ApiError('INSUFFICIENT_POINTS')
      const [entry] = await tx
        .insert(pointEntries)
        .values({
          memberId: params.id,
          occurredAt: clock(),
          description: everyLanguage(body.reason),
          saved: grant ? body.amount : 0,
          used: grant ? 0 : body.amount,
          staffId: actorStaffId(actor),
        })
        .returning()
      if (!entry) throw new Error('the point entry was not stored')
      const after = before + (grant ? body.amount : -body.amount)
      await recordAudit(tx, actor, clientIp, {
        action: 'member.points',
        targetType: 'member',
        targetId: params.id,
        before: { balance: before },
        after: { balance: after, kind: body.kind, amount: body.amount, entryId: entry.id },
        detail: { reason: body.reason },
      })
      return {
        entry: {
          id: entry.id,
          date: entry.occurredAt.toISOString(),
          description: body.reason,
          saved: entry.saved,
          used: entry.used,
          staff: { id: actor.id, name: actor.name },
        },
        balance: after,
      }
    }),
  )
}
