import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Database } from '../../db/database.server'
import { socialSignupTickets } from '../../db/member-schema'
import { newOpaqueToken, sha256Hex } from '../opaque-token'
import type { SocialProfile } from './social-profile'

export const SIGNUP_TICKET_TTL_MS = 15 * 60_000

/** A ticket for a first social sign-in that still needs the consents; only its hash is stored. */
export async function issueSignupTicket(db: Pick<Database, 'insert'>, profile: SocialProfile, now: Date): Promise<string> {
  const ticket = newOpaqueToken()
  await db.insert(socialSignupTickets).values({
    ticketHash: sha256Hex(ticket),
    provider: profile.provider,
    subject: profile.subject,
    email: profile.email,
    emailVerified: profile.emailVerified,
    name: profile.name,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SIGNUP_TICKET_TTL_MS),
  })
  return ticket
}

/** Marks the ticket used and returns its profile; undefined when it is unknown, expired or already used. */
export async function redeemSignupTicket(
  db: Pick<Database, 'update'>,
  ticket: string,
  now: Date,
): Promise<SocialProfile | undefined> {
  const [row] = await db
    .update(socialSignupTickets)
    .set({ usedAt: now })
    .where(
      and(
        eq(socialSignupTickets.ticketHash, sha256Hex(ticket)),
        isNull(socialSignupTickets.usedAt),
        gt(socialSignupTickets.expiresAt, now),
      ),
    )
    .returning()
  if (!row) return undefined
  return { provider: row.provider, subject: row.subject, email: row.email, emailVerified: row.emailVerified, name: row.name }
}
