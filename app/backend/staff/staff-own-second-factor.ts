import { and, eq } from 'drizzle-orm'
import type { Locale } from '~/i18n/locales'
import { recordAudit } from '../audit/audit-log'
import type { Database } from '../db/database.server'
import { staffAccounts } from '../db/staff-schema'
import { ApiError } from '../http/api-error'
import { newRecoveryCodes, replaceRecoveryCodes, staffRecoveryCodeStore } from '../sign-in/second-factor/recovery-codes'
import { openTotpKey } from '../sign-in/second-factor/sealed-secret'
import { matchingTimeStep } from '../sign-in/second-factor/totp'
import type { StaffMemberActor } from './staff-actor'
import { type StaffOptions, staffNow } from './staff-options'
import { endSessionsButThis } from './staff-own-sessions'
import { staffById } from './staff-records'
import { newSealedKey } from './staff-second-factor'
import { noteStaffSecurityChange } from './staff-security-notice'
import { reserveStaffAttempt } from './staff-sign-in-limit'

/**
 * POST /admin/me/second-factor: a new TOTP key for the caller's own account (a new phone), kept sealed beside the one
 * in use, which goes on working until a code of the new one proves it was scanned. Asking again replaces the pending key.
 */
export async function startOwnSecondFactorChange(db: Database, actor: StaffMemberActor, options: StaffOptions) {
  const { sealed, otpauthUri } = await newSealedKey(db, actor.id, actor.email, options.brandName)
  await db.update(staffAccounts).set({ pendingTotpSecret: sealed }).where(eq(staffAccounts.id, actor.id))
  return { otpauthUri }
}

/**
 * POST /admin/me/second-factor/confirm: a code of the pending key. It counts as a sign-in attempt; a wrong one answers
 * CODE_MISMATCH, and no pending key NOT_FOUND. Right: the new key replaces the old (the code's step used), ten new
 * recovery codes replace the old ones (answered once), and every other session of the caller ends; audited, and
 * noticed to the staff member by mail (decision 95).
 */
export async function confirmOwnSecondFactorChange(
  db: Database,
  actor: StaffMemberActor,
  code: string,
  { clientIp, locale }: { clientIp: string | undefined; locale: Locale },
  options: StaffOptions,
) {
  const account = await staffById(db, actor.id)
  const pending = account.pendingTotpSecret
  if (!pending) throw new ApiError('NOT_FOUND')
  const attempt = await reserveStaffAttempt(db, { clientIp, account: account.email }, options)
  const now = staffNow(options)
  const step = matchingTimeStep(await openTotpKey(db, account.id, pending), code.replace(/\s/g, ''), now, null)
  if (step === undefined) throw new ApiError('CODE_MISMATCH')
  const fresh = await newRecoveryCodes()
  const answer = await db.transaction(async (tx) => {
    const moved = await tx
      .update(staffAccounts)
      .set({ totpSecret: pending, pendingTotpSecret: null, totpLastStep: step, updatedAt: now })
      .where(and(eq(staffAccounts.id, actor.id), eq(staffAccounts.pendingTotpSecret, pending)))
      .returning({ id: staffAccounts.id })
    // A parallel confirmation (or a new key asked for meanwhile) came first.
    if (moved.length === 0) throw new ApiError('NOT_FOUND')
    const recoveryCodes = await replaceRecoveryCodes(tx, staffRecoveryCodeStore, actor.id, fresh, now)
    const ended = await endSessionsButThis(tx, actor, now)
    await recordAudit(tx, actor, clientIp, {
      action: 'staff.second-factor-changed',
      targetType: 'staff',
      targetId: actor.id,
      detail: { endedSessions: ended.length },
    })
    await noteStaffSecurityChange(
      tx,
      actor,
      { kind: 'second-factor-changed', at: now, locale, userAgent: actor.sessionUserAgent },
      options,
    )
    return { recoveryCodes, endedSessions: ended.length }
  })
  await attempt.release()
  return answer
}
