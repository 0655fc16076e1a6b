import { and, eq, gt } from 'drizzle-orm'
import type * as v from 'valibot'
import type { passwordResetConfirmBody } from '~/api/contract/password-reset-endpoints'
import type { SocialProvider } from '~/api/contract/sign-in-endpoints'
import type { Locale } from '~/i18n/locales'
import { rateLimitKeyOfIp } from '~/server/http/client-address'
import type { Database } from '../../db/database.server'
import { memberSocialAccounts, members } from '../../db/member-schema'
import { passwordResetTokens } from '../../db/password-reset-schema'
import { ApiError } from '../../http/api-error'
import { queueMails } from '../../mail/queue-mails'
import { answerNoSoonerThan } from '../../security/answer-floor'
import { reserveAll } from '../../security/rate-limit'
import { markEmailVerified } from '../email-verification/email-verification'
import { mayMailMember } from '../email-verification/member-mail-gate'
import { activeMemberByEmail } from '../member-records'
import { revokeAllSessions } from '../member-sessions'
import { assertNewPasswordAcceptable } from '../new-password-policy'
import { newOpaqueToken, sha256Hex } from '../opaque-token'
import { hashPassword } from '../password-hash'
import { type ChangeContext, noteMemberSecurityChange } from '../security-history/member-security-change'
import { nowOf, type SignInOptions } from '../sign-in-options'
import { composeResetMail, composeSocialOnlyMail, PASSWORD_RESET_SOCIAL_KIND, resetLink } from './password-reset-mail'
import type { PasswordResetOptions } from './password-reset-options'

const MINUTE_MS = 60_000
const HOUR_SECONDS = 3600

type Options = Pick<SignInOptions, 'clock' | 'passwordContextWords'>

/**
 * Counts the request against its client address and its email address, atomically (a burst gets no more than the
 * limit), whether the email is a member's or not: a refusal says nothing about the account. Refused requests count
 * nothing.
 */
async function reserveRequest(
  db: Database,
  email: string,
  clientIp: string | undefined,
  limit: number,
  at: Date | undefined,
): Promise<void> {
  const rule = (bucket: string, key: string) => ({ bucket, key, limit, windowSeconds: HOUR_SECONDS })
  const reservation = await reserveAll(
    db,
    [rule('password-reset-ip', rateLimitKeyOfIp(clientIp)), rule('password-reset-email', sha256Hex(email))],
    at,
  )
  if (!reservation.allowed) {
    throw new ApiError('RATE_LIMITED', undefined, { 'retry-after': String(reservation.retryAfterSeconds) })
  }
}

/** The providers a member without a password signs in with: the linked accounts, else the one they signed up with. */
async function providersOf(db: Database, member: { id: string; signUpMethod: string }): Promise<SocialProvider[]> {
  const linked = await db
    .select({ provider: memberSocialAccounts.provider })
    .from(memberSocialAccounts)
    .where(eq(memberSocialAccounts.memberId, member.id))
  const providers = [...new Set(linked.map((row) => row.provider))].sort()
  if (providers.length || member.signUpMethod === 'email') return providers
  return [member.signUpMethod as SocialProvider]
}

/**
 * POST /password-reset. For an active member with a password: a new token (the one before it stops working), of which
 * only the SHA-256 is stored, and the mail with its link queued in the same transaction; the mail's text is cleared
 * once sent, and it is never sent after the link expired. For a member without a password: a mail naming their
 * provider, no token, and only to a verified address (it verifies nothing, decision 48). For anybody else: nothing. The answer is the same in every case, and never comes sooner than
 * `answerFloorMs`.
 */
export async function requestPasswordReset(
  db: Database,
  email: string,
  request: { clientIp: string | undefined; locale: Locale },
  options: Options,
  reset: PasswordResetOptions,
): Promise<{ accepted: true }> {
  const started = performance.now()
  await reserveRequest(db, email, request.clientIp, reset.requestLimit, options.clock ? nowOf(options) : undefined)
  const member = await activeMemberByEmail(db, email)
  if (member?.email) {
    const letter = { to: member.email, locale: request.locale, brandName: reset.brandName }
    const now = nowOf(options)
    if (member.passwordHash) {
      const token = newOpaqueToken()
      const expiresAt = new Date(now.getTime() + reset.tokenMinutes * MINUTE_MS)
      const mail = composeResetMail(letter, resetLink(reset.siteUrl, request.locale, token), reset.tokenMinutes)
      await db.transaction(async (tx) => {
        const row = { memberId: member.id, tokenHash: sha256Hex(token), createdAt: now, expiresAt }
        await tx
          .insert(passwordResetTokens)
          .values(row)
          .onConflictDoUpdate({
            target: passwordResetTokens.memberId,
            set: { tokenHash: row.tokenHash, createdAt: now, expiresAt },
          })
        await queueMails(tx, [{ ...mail, voidAfter: expiresAt }])
      })
    } else if (mayMailMember(member, PASSWORD_RESET_SOCIAL_KIND)) {
      const providers = await providersOf(db, member)
      if (providers.length) await queueMails(db, [composeSocialOnlyMail(letter, providers, reset.siteUrl)])
    }
  }
  await answerNoSoonerThan(started, reset.answerFloorMs)
  return { accepted: true }
}

/** The active member with a password whose token this is, while it works. */
async function memberOfToken(db: Pick<Database, 'select'>, tokenHash: string, now: Date) {
  const [row] = await db
    .select({
      id: members.id,
      email: members.email,
      name: members.name,
      passwordHash: members.passwordHash,
      expiresAt: passwordResetTokens.expiresAt,
    })
    .from(passwordResetTokens)
    .innerJoin(members, eq(members.id, passwordResetTokens.memberId))
    .where(
      and(eq(passwordResetTokens.tokenHash, tokenHash), gt(passwordResetTokens.expiresAt, now), eq(members.status, 'active')),
    )
  if (!row?.email || !row.passwordHash) throw new ApiError('PASSWORD_RESET_INVALID')
  return { ...row, email: row.email }
}

/** POST /password-reset/check: whether the token still works, and the account's email (for the page's password manager). */
export async function checkPasswordReset(
  db: Database,
  token: string,
  options: Options,
): Promise<{ email: string; expiresAt: string }> {
  const member = await memberOfToken(db, sha256Hex(token), nowOf(options))
  return { email: member.email, expiresAt: member.expiresAt.toISOString() }
}

/**
 * POST /password-reset/confirm: a new password that passes the same checks as at sign-up (a refusal is a field error
 * on `newPassword`, and the token stays good), then, in one transaction, the token spent (deleted: of two requests
 * with it, one wins), the password replaced, every session of the member ended, and the change on their security page
 * and in a notice mail (decision 95). Nobody is signed in.
 */
export async function confirmPasswordReset(
  db: Database,
  body: v.InferOutput<typeof passwordResetConfirmBody>,
  options: Options,
  context: Omit<ChangeContext, 'at'>,
): Promise<{ reset: true }> {
  const now = nowOf(options)
  const tokenHash = sha256Hex(body.token)
  const member = await memberOfToken(db, tokenHash, now)
  await assertNewPasswordAcceptable(body.newPassword, member, 'newPassword', options.passwordContextWords)
  const passwordHash = await hashPassword(body.newPassword)
  await db.transaction(async (tx) => {
    const spent = await tx
      .delete(passwordResetTokens)
      .where(
        and(
          eq(passwordResetTokens.tokenHash, tokenHash),
          eq(passwordResetTokens.memberId, member.id),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({ memberId: passwordResetTokens.memberId })
    if (!spent.length) throw new ApiError('PASSWORD_RESET_INVALID')
    await tx.update(members).set({ passwordHash }).where(eq(members.id, member.id))
    await revokeAllSessions(tx, member.id, now)
    // The link reached the mailbox and was used: the address is the member's (decision 48).
    await markEmailVerified(tx, member.id, now)
    const verified = { ...member, emailVerifiedAt: now }
    await noteMemberSecurityChange(tx, verified, { kind: 'password-reset' }, { ...context, at: now })
  })
  return { reset: true }
}
