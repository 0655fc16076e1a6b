import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Hono } from 'hono'
import { adminMemberEndpoints as api } from '~/api/contract/admin-member-endpoints'
import { recordAudit } from '../audit/audit-log'
import { maskEmail, maskName, maskPhone } from '../audit/mask'
import { offsetOf } from '../content/paging'
import type { Database } from '../db/database.server'
import { memberQuestions, pointEntries, sampleRequests } from '../db/member-area-schema'
import { memberSessions, members } from '../db/member-schema'
import { ApiError } from '../http/api-error'
import { liveSessionAt } from '../sign-in/member-sessions'
import { memberSignInMethods } from '../sign-in/member-sign-in-methods'
import { summarizeUserAgent } from '../sign-in/user-agent-summary'
import { implementStaff } from '../staff/implement-staff'
import { countStaffAction } from '../staff/staff-hourly-limit'
import { requireProofPastFreeReveals } from '../staff/staff-proof'
import { auditedQuery, memberSearchLimit, memberSearchWhere, wholeValueOf } from './member-search'

export interface MemberLookupOptions {
  clock: () => Date
  /** The members' idle timeout, so that only live sessions are listed. */
  sessionIdleMinutes: number
}

type MemberRow = typeof members.$inferSelect

const masked = (row: MemberRow) => ({
  id: row.id,
  name: maskName(row.name) ?? '',
  email: maskEmail(row.email),
  mobile: maskPhone(row.mobile),
  status: row.status,
  signUpMethod: row.signUpMethod,
  createdAt: row.createdAt.toISOString(),
})

async function findMember(db: Pick<Database, 'select'>, id: string): Promise<MemberRow> {
  const [row] = await db.select().from(members).where(eq(members.id, id))
  if (!row) throw new ApiError('NOT_FOUND')
  return row
}

/**
 * Members as staff see them: masked search and detail, a reveal with a reason, and their sessions; each read recorded
 * by implementStaff as the contract declares it, each change here in its transaction.
 */
export function registerMemberLookupRoutes(app: Hono, db: Database, options: MemberLookupOptions): void {
  const live = () => liveSessionAt(options.clock(), options.sessionIdleMinutes)

  implementStaff(app, api.memberSearch, async ({ query, actor, keepInRecord }) => {
    const whole = query.q ? wholeValueOf(query.q) : undefined
    if (whole) await countStaffAction(db, memberSearchLimit, actor, options.clock())
    const where = whole ? memberSearchWhere(whole) : undefined
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(members)
        .where(where)
        .orderBy(desc(members.createdAt), desc(members.id))
        .limit(query.size)
        .offset(offsetOf(query.page, query.size)),
      db.select({ total: count() }).from(members).where(where),
    ])
    // Only masked data is answered; who looked for whom is kept all the same (masked, and a keyed hash of it).
    const searched = query.q && whole ? await auditedQuery(db, query.q, whole) : {}
    keepInRecord({ ...searched, found: total?.total ?? 0 })
    return { items: rows.map(masked), page: query.page, size: query.size, total: total?.total ?? 0 }
  })

  implementStaff(app, api.memberDetail, async ({ params }) =>
    db.transaction(async (tx) => {
      const row = await findMember(tx, params.id)
      const [[balance], [waiting], [open], [sessions], signIn] = await Promise.all([
        tx
          .select({ points: sql<string>`coalesce(sum(${pointEntries.saved} - ${pointEntries.used}), 0)` })
          .from(pointEntries)
          .where(eq(pointEntries.memberId, row.id)),
        tx
          .select({ total: count() })
          .from(memberQuestions)
          .where(and(eq(memberQuestions.memberId, row.id), isNull(memberQuestions.answeredAt))),
        tx
          .select({ total: count() })
          .from(sampleRequests)
          .where(and(eq(sampleRequests.memberId, row.id), inArray(sampleRequests.status, ['received', 'reviewing']))),
        tx
          .select({ total: count() })
          .from(memberSessions)
          .where(and(eq(memberSessions.memberId, row.id), live())),
        memberSignInMethods(tx, row),
      ])
      return {
        ...masked(row),
        hasAddress: Boolean(row.zipcode || row.address1 || row.address2),
        marketingAgree: row.marketingAgree,
        withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
        pointBalance: Number(balance?.points ?? 0),
        questionsWaiting: waiting?.total ?? 0,
        samplesOpen: open?.total ?? 0,
        liveSessions: sessions?.total ?? 0,
        signIn,
      }
    }),
  )

  implementStaff(app, api.revealMember, async ({ params, body, actor, keepInRecord }) => {
    await requireProofPastFreeReveals(db, actor, options.clock())
    const row = await findMember(db, params.id)
    keepInRecord({ reason: body.reason })
    return {
      name: row.name,
      email: row.email,
      mobile: row.mobile,
      zipcode: row.zipcode,
      address1: row.address1,
      address2: row.address2,
      birthday: row.birthday,
    }
  })

  // Addresses and browsers are personal data: each look at them is recorded (the contract declares it).
  implementStaff(app, api.memberSessions, async ({ params }) => {
    await findMember(db, params.id)
    const rows = await db
      .select()
      .from(memberSessions)
      .where(and(eq(memberSessions.memberId, params.id), live()))
      .orderBy(desc(memberSessions.lastUsedAt))
    return {
      items: rows.map((row) => ({
        id: row.publicId,
        userAgent: row.userAgent,
        ...summarizeUserAgent(row.userAgent),
        ipAddress: row.clientIp,
        createdAt: row.createdAt.toISOString(),
        lastUsedAt: row.lastUsedAt.toISOString(),
        expiresAt: row.expiresAt.toISOString(),
      })),
    }
  })

  implementStaff(app, api.endMemberSession, async ({ params, actor, clientIp }) =>
    db.transaction(async (tx) => {
      const ended = await tx
        .update(memberSessions)
        .set({ revokedAt: options.clock() })
        .where(and(eq(memberSessions.memberId, params.id), eq(memberSessions.publicId, params.sessionId), live()))
        .returning({ id: memberSessions.publicId })
      if (!ended.length) throw new ApiError('NOT_FOUND')
      await recordAudit(tx, actor, clientIp, {
        action: 'member.session-end',
        targetType: 'member',
        targetId: params.id,
        detail: { sessionId: params.sessionId },
      })
      return { ended: true as const }
    }),
  )

  implementStaff(app, api.endAllMemberSessions, async ({ params, actor, clientIp }) =>
    db.transaction(async (tx) => {
      await findMember(tx, params.id)
      const ended = await tx
        .update(memberSessions)
        .set({ revokedAt: options.clock() })
        .where(and(eq(memberSessions.memberId, params.id), live()))
        .returning({ id: memberSessions.publicId })
      await recordAudit(tx, actor, clientIp, {
        action: 'member.session-end',
        targetType: 'member',
        targetId: params.id,
        detail: { all: true, ended: ended.length },
      })
      return { ended: ended.length }
    }),
  )
}
