import { and, desc, eq, ne } from 'drizzle-orm'
import type { Locale } from '~/i18n/locales'
import { recordAudit } from '../audit/audit-log'
import type { Database } from '../db/database.server'
import { staffAccounts, staffSessions } from '../db/staff-schema'
import { ApiError } from '../http/api-error'
import { assertNewPasswordAcceptable } from '../sign-in/new-password-policy'
import { hashPassword } from '../sign-in/password-hash'
import { sessionViews } from '../sign-in/session-view'
import { liveStaffSessionAt, type StaffActor, type StaffMemberActor } from './staff-actor'
import type { StaffOptions } from './staff-options'
import { staffById } from './staff-records'
import { noteStaffSecurityChange } from './staff-security-notice'
import { endAllStaffSessions } from './staff-sessions'

/** GET /admin/me/sessions: the staff member's live sessions, this one first, then the most recently used. */
export async function listOwnStaffSessions(db: Database, actor: StaffMemberActor, now: Date) {
  const rows = await db
    .select({
      tokenHash: staffSessions.tokenHash,
      publicId: staffSessions.id,
      userAgent: staffSessions.userAgent,
      clientIp: staffSessions.clientIp,
      createdAt: staffSessions.createdAt,
      lastUsedAt: staffSessions.lastUsedAt,
    })
    .from(staffSessions)
    .where(and(eq(staffSessions.staffId, actor.id), liveStaffSessionAt(now)))
    .orderBy(desc(staffSessions.lastUsedAt), desc(staffSessions.createdAt))
  return { items: sessionViews(rows, actor.sessionTokenHash) }
}

/** DELETE /admin/me/sessions/:id: ends one of the staff member's own live sessions; any other id answers 404. */
export async function endOwnStaffSession(db: Database, actor: StaffMemberActor, id: string, now: Date, clientIp?: string) {
  return db.transaction(async (tx) => {
    const ended = await tx
      .update(staffSessions)
      .set({ revokedAt: now })
      .where(and(eq(staffSessions.id, id), eq(staffSessions.staffId, actor.id), liveStaffSessionAt(now)))
      .returning({ id: staffSessions.id })
    if (ended.length === 0) throw new ApiError('NOT_FOUND')
    await recordAudit(tx, actor, clientIp, { action: 'staff.session-ended', targetType: 'staff', targetId: actor.id })
    return { ended: true as const }
  })
}

/** Ends the staff member's live sessions but the one the call came in; answers those ended. */
export function endSessionsButThis(tx: Pick<Database, 'update'>, actor: StaffMemberActor, now: Date) {
  return tx
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.staffId, actor.id), ne(staffSessions.tokenHash, actor.sessionTokenHash), liveStaffSessionAt(now)))
    .returning({ id: staffSessions.id })
}

/** POST /admin/me/sessions/end-others: the staff member signed out everywhere but here; audited with how many. */
export async function endOtherOwnStaffSessions(db: Database, actor: StaffMemberActor, now: Date, clientIp?: string) {
  return db.transaction(async (tx) => {
    const ended = await endSessionsButThis(tx, actor, now)
    await recordAudit(tx, actor, clientIp, {
      action: 'staff.sessions-ended',
      targetType: 'staff',
      targetId: actor.id,
      detail: { ended: ended.length, kept: 'this one' },
    })
    return { ended: ended.length }
  })
}

/**
 * PUT /admin/me/password: the staff member's own new password, checked as every new password is; their other sessions
 * end (whoever knew the old password is signed out), this one goes on. Audited with how many ended, and noticed to the
 * staff member by mail (decision 95).
 */
export async function changeOwnStaffPassword(
  db: Database,
  actor: StaffMemberActor,
  newPassword: string,
  { now, clientIp, locale, options }: { now: Date; clientIp?: string; locale: Locale; options: StaffOptions },
) {
  const account = await staffById(db, actor.id)
  await assertNewPasswordAcceptable(newPassword, account, 'newPassword', options.passwordContextWords)
  const passwordHash = await hashPassword(newPassword)
  return db.transaction(async (tx) => {
    await tx.update(staffAccounts).set({ passwordHash }).where(eq(staffAccounts.id, actor.id))
    const ended = await endSessionsButThis(tx, actor, now)
    await recordAudit(tx, actor, clientIp, {
      action: 'staff.password-changed',
      targetType: 'staff',
      targetId: actor.id,
      detail: { endedSessions: ended.length },
    })
    await noteStaffSecurityChange(
      tx,
      actor,
      { kind: 'password-changed', at: now, locale, userAgent: actor.sessionUserAgent },
      options,
    )
    return { endedSessions: ended.length }
  })
}

/** DELETE /admin/staff/:id/sessions: an admin signs another staff member (or themself) out everywhere; audited. */
export async function endStaffMemberSessions(db: Database, actor: StaffActor, staffId: string, now: Date, clientIp?: string) {
  await staffById(db, staffId)
  return db.transaction(async (tx) => {
    const ended = await endAllStaffSessions(tx, staffId, now)
    await recordAudit(tx, actor, clientIp, {
      action: 'staff.sessions-ended',
      targetType: 'staff',
      targetId: staffId,
      detail: { ended },
    })
    return { ended }
  })
}
