import { and, eq, gt } from 'drizzle-orm'
import { STAFF_RESET_LINK_MINUTES } from '~/api/contract/staff-self-service-endpoints'
import type { Locale } from '~/i18n/locales'
import { rateLimitKeyOfIp } from '~/server/http/client-address'
import { recordAudit } from '../audit/audit-log'
import { maskEmail } from '../audit/mask'
import type { Database } from '../db/database.server'
import { staffAccounts, staffPasswordResets } from '../db/staff-schema'
import { ApiError } from '../http/api-error'
import { queueMails } from '../mail/queue-mails'
import { answerNoSoonerThan } from '../security/answer-floor'
import { reserveAll } from '../security/rate-limit'
import { assertNewPasswordAcceptable } from '../sign-in/new-password-policy'
import { newOpaqueToken, sha256Hex } from '../sign-in/opaque-token'
import { hashPassword } from '../sign-in/password-hash'
import { staffMailLocale } from './staff-invitation-mail'
import { type StaffOptions, staffCountAt, staffNow } from './staff-options'
import { composeStaffResetMail, staffResetLink } from './staff-password-reset-mail'
import { type StaffRow, staffByEmail } from './staff-records'
import { matchStaffCode, spendStaffCode } from './staff-second-factor'
import { noteStaffSecurityChange } from './staff-security-notice'
import { endAllStaffSessions } from './staff-sessions'
import { staffActorOf } from './staff-sign-in'
import { reserveStaffAttempt } from './staff-sign-in-limit'

/** How many requests an hour one address or one email may make (as members'). */
export const STAFF_RESET_REQUESTS_PER_HOUR = 5
/** The least time a request's answer takes, whether the email is a staff member's or not. */
const ANSWER_FLOOR_MS = 400
const MINUTE_MS = 60_000

/**
 * POST /admin/password-reset: for an active staff account, a new single-use token (only its SHA-256 kept; the one
 * before it stops working) and the mail with its link queued in the same transaction, never sent once the link
 * expired; for any other email, nothing. Counted per client address and per email, whoever it is; the answer is the
 * same, and never sooner than ANSWER_FLOOR_MS, in every case.
 */
export async function requestStaffPasswordReset(
  db: Database,
  email: string,
  request: { clientIp: string | undefined; locale: Locale },
  options: StaffOptions,
): Promise<{ accepted: true }> {
  const started = performance.now()
  const rule = (bucket: string, key: string) => ({
    bucket,
    key,
    limit: STAFF_RESET_REQUESTS_PER_HOUR,
    windowSeconds: 3600,
  })
  const reservation = await reserveAll(
    db,
    [rule('staff-password-reset-ip', rateLimitKeyOfIp(request.clientIp)), rule('staff-password-reset-email', sha256Hex(email))],
    staffCountAt(options),
  )
  if (!reservation.allowed) {
    throw new ApiError('RATE_LIMITED', undefined, { 'retry-after': String(reservation.retryAfterSeconds) })
  }
  const account = await staffByEmail(db, email)
  if (account?.status === 'active') await mailResetLink(db, account, request, options)
  await answerNoSoonerThan(started, ANSWER_FLOOR_MS)
  return { accepted: true }
}

async function mailResetLink(
  db: Database,
  account: StaffRow,
  request: { clientIp: string | undefined; locale: Locale },
  options: StaffOptions,
) {
  const token = newOpaqueToken()
  const now = staffNow(options)
  const expiresAt = new Date(now.getTime() + STAFF_RESET_LINK_MINUTES * MINUTE_MS)
  const locale = staffMailLocale(request.locale)
  const mail = composeStaffResetMail(
    { to: account.email, locale, brandName: options.brandName },
    staffResetLink(options.siteUrl, token, locale),
    STAFF_RESET_LINK_MINUTES,
  )
  await db.transaction(async (tx) => {
    const row = { staffId: account.id, tokenHash: sha256Hex(token), createdAt: now, expiresAt }
    await tx
      .insert(staffPasswordResets)
      .values(row)
      .onConflictDoUpdate({ target: staffPasswordResets.staffId, set: { tokenHash: row.tokenHash, createdAt: now, expiresAt } })
    await queueMails(tx, [{ ...mail, voidAfter: expiresAt }])
    await recordAudit(tx, { kind: 'anonymous', email: maskEmail(account.email) ?? undefined }, request.clientIp, {
      action: 'staff.password-reset-requested',
      targetType: 'staff',
      targetId: account.id,
    })
  })
}

/** The active staff account a token resets, while the token works; else PASSWORD_RESET_INVALID. */
async function accountOfToken(db: Pick<Database, 'select'>, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ account: staffAccounts, expiresAt: staffPasswordResets.expiresAt })
    .from(staffPasswordResets)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffPasswordResets.staffId))
    .where(
      and(
        eq(staffPasswordResets.tokenHash, tokenHash),
        gt(staffPasswordResets.expiresAt, now),
        eq(staffAccounts.status, 'active'),
      ),
    )
  if (!row) throw new ApiError('PASSWORD_RESET_INVALID')
  return row
}

/** POST /admin/password-reset/check: whether the token still works, and whose it is (for the password manager). */
export async function checkStaffPasswordReset(db: Database, token: string, options: StaffOptions) {
  const { account, expiresAt } = await accountOfToken(db, sha256Hex(token), staffNow(options))
  return { email: account.email, expiresAt: expiresAt.toISOString() }
}

/**
 * POST /admin/password-reset/confirm: the new password (the members' rules; a refusal is a field error and the token
 * stays good) and a code of the account's second factor, so that a mailbox alone changes nothing (ASVS 6.4.3). The code
 * counts as a sign-in attempt (the same limits per address and account); a wrong one answers CODE_MISMATCH, audited.
 * Right: in one transaction the code and the token are spent (of two requests, one wins), the password replaced and
 * every session of the account ended; the holder is told by mail (decision 95). Nobody is signed in.
 */
export async function confirmStaffPasswordReset(
  db: Database,
  body: { token: string; newPassword: string; code: string },
  { clientIp, locale }: { clientIp: string | undefined; locale: Locale },
  options: StaffOptions,
): Promise<{ reset: true }> {
  const now = staffNow(options)
  const tokenHash = sha256Hex(body.token)
  const { account } = await accountOfToken(db, tokenHash, now)
  await assertNewPasswordAcceptable(body.newPassword, account, 'newPassword', options.passwordContextWords)
  const attempt = await reserveStaffAttempt(db, { clientIp, account: account.email }, options)
  const match = await matchStaffCode(db, account, body.code, now)
  if (!match) {
    await recordAudit(db, { kind: 'anonymous', email: maskEmail(account.email) ?? undefined }, clientIp, {
      action: 'staff.password-reset-failed',
      targetType: 'staff',
      targetId: account.id,
      detail: { reason: 'code' },
    })
    throw new ApiError('CODE_MISMATCH')
  }
  const passwordHash = await hashPassword(body.newPassword)
  await db.transaction(async (tx) => {
    if (!(await spendStaffCode(tx, account.id, match, now))) throw new ApiError('CODE_MISMATCH')
    const spent = await tx
      .delete(staffPasswordResets)
      .where(and(eq(staffPasswordResets.tokenHash, tokenHash), gt(staffPasswordResets.expiresAt, now)))
      .returning({ staffId: staffPasswordResets.staffId })
    if (spent.length === 0) throw new ApiError('PASSWORD_RESET_INVALID')
    await tx.update(staffAccounts).set({ passwordHash, updatedAt: now }).where(eq(staffAccounts.id, account.id))
    const ended = await endAllStaffSessions(tx, account.id, now)
    await recordAudit(tx, staffActorOf(account), clientIp, {
      action: 'staff.password-reset',
      targetType: 'staff',
      targetId: account.id,
      detail: { secondFactor: match.kind, endedSessions: ended },
    })
    await noteStaffSecurityChange(tx, account, { kind: 'password-reset', at: now, locale }, options)
  })
  await attempt.release()
  return { reset: true }
}
