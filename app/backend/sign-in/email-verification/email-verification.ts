import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Locale } from '~/i18n/locales'
import { rateLimitKeyOfIp } from '~/server/http/client-address'
import type { Database } from '../../db/database.server'
import { emailVerificationTokens } from '../../db/email-verification-schema'
import { members } from '../../db/member-schema'
import { ApiError } from '../../http/api-error'
import { queueMails } from '../../mail/queue-mails'
import { reserveAll } from '../../security/rate-limit'
import type { MemberRow } from '../member-records'
import { newOpaqueToken, sha256Hex } from '../opaque-token'
import { composeVerificationMail, verificationLink } from './email-verification-mail'
import type { EmailVerificationOptions } from './email-verification-options'

const HOUR_MS = 3_600_000
const HOUR_SECONDS = 3600

type Writer = Pick<Database, 'insert' | 'update' | 'execute'>

/** Where and how a link is mailed: the member's language (the page they signed up or asked on) and the clock. */
export interface VerificationMailing {
  locale: Locale
  now: Date
  options: EmailVerificationOptions
}

/**
 * Queues a new link for the member's address in the caller's transaction (with the sign-up itself, so a member never
 * exists without one): the link before it stops working, only the token's SHA-256 is kept, and the outbox never sends
 * the mail after the link expired.
 */
export async function queueVerificationMail(
  tx: Writer,
  member: { id: string; email: string },
  { locale, now, options }: VerificationMailing,
): Promise<void> {
  const token = newOpaqueToken()
  const expiresAt = new Date(now.getTime() + options.linkHours * HOUR_MS)
  const row = { memberId: member.id, tokenHash: sha256Hex(token), email: member.email, createdAt: now, expiresAt }
  await tx
    .insert(emailVerificationTokens)
    .values(row)
    .onConflictDoUpdate({
      target: emailVerificationTokens.memberId,
      set: { tokenHash: row.tokenHash, email: row.email, createdAt: now, expiresAt },
    })
  const letter = { to: member.email, locale, brandName: options.brandName }
  const mail = composeVerificationMail(letter, verificationLink(options.siteUrl, locale, token), options.linkHours)
  await queueMails(tx, [{ ...mail, voidAfter: expiresAt }])
}

/** Marks the member's address verified (if it was not yet): the mailbox or a provider proved it. */
export async function markEmailVerified(tx: Pick<Database, 'update'>, memberId: string, now: Date): Promise<void> {
  await tx
    .update(members)
    .set({ emailVerifiedAt: now })
    .where(and(eq(members.id, memberId), isNull(members.emailVerifiedAt)))
}

/**
 * POST /me/email-verification: a new link, counted against the member and the client address (3 an hour each, a burst
 * gets no more). Nothing is counted or mailed for an address already verified, or a member without one.
 */
export async function sendEmailVerification(
  db: Database,
  member: MemberRow,
  clientIp: string | undefined,
  mailing: VerificationMailing,
): Promise<{ sent: boolean }> {
  const email = member.email
  if (!email || member.emailVerifiedAt) return { sent: false }
  const rule = (bucket: string, key: string) => ({ bucket, key, limit: mailing.options.sendLimit, windowSeconds: HOUR_SECONDS })
  const reservation = await reserveAll(
    db,
    [rule('email-verification-member', member.id), rule('email-verification-ip', rateLimitKeyOfIp(clientIp))],
    mailing.now,
  )
  if (!reservation.allowed) {
    throw new ApiError('RATE_LIMITED', undefined, { 'retry-after': String(reservation.retryAfterSeconds) })
  }
  await db.transaction((tx) => queueVerificationMail(tx, { id: member.id, email }, mailing))
  return { sent: true }
}

/**
 * POST /email-verification/confirm: spends the token (of two requests with it, one wins) and marks verified the
 * address it was mailed to, if the active member still has that address. An unknown, spent, expired or replaced
 * token answers NOT_FOUND.
 */
export async function confirmEmailVerification(db: Database, token: string, now: Date): Promise<{ verified: true }> {
  return db.transaction(async (tx) => {
    const [spent] = await tx
      .delete(emailVerificationTokens)
      .where(and(eq(emailVerificationTokens.tokenHash, sha256Hex(token)), gt(emailVerificationTokens.expiresAt, now)))
      .returning({ memberId: emailVerificationTokens.memberId, email: emailVerificationTokens.email })
    if (!spent) throw new ApiError('NOT_FOUND')
    const marked = await tx
      .update(members)
      .set({ emailVerifiedAt: now })
      .where(and(eq(members.id, spent.memberId), eq(members.email, spent.email), eq(members.status, 'active')))
      .returning({ id: members.id })
    if (!marked.length) throw new ApiError('NOT_FOUND')
    return { verified: true as const }
  })
}
