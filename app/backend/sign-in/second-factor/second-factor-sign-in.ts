import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm'
import type { Session } from '~/api/contract/sign-in-endpoints'
import type { Database } from '../../db/database.server'
import { members } from '../../db/member-schema'
import { secondFactorTickets } from '../../db/second-factor-schema'
import { ApiError } from '../../http/api-error'
import { startSession } from '../member-sessions'
import { newOpaqueToken, sha256Hex } from '../opaque-token'
import { type ChangeContext, noteMemberSecurityChange } from '../security-history/member-security-change'
import { isDeviceOf, issueDeviceToken } from '../sign-in-device'
import { nowOf, type SignInOptions } from '../sign-in-options'
import { hasSecondFactor, withSecondFactorCode } from './member-second-factor'

/** How long the code step of a sign-in may take: long enough to open the app, short enough not to linger. */
export const SECOND_FACTOR_TICKET_TTL_MS = 5 * 60_000

export interface SecondFactorRequired {
  secondFactorRequired: true
  secondFactorTicket: string
}

/** How the first factor was proved: 'password', or the provider's name. */
export type FirstFactor = string

/**
 * Where every sign-in pathway ends once its first factor was right: a session, or, for a member whose second factor
 * is on, a single-use ticket (only its hash stored, SECOND_FACTOR_TICKET_TTL_MS) that POST /login/second-factor
 * redeems together with a code.
 */
export async function sessionOrSecondFactor(
  db: Pick<Database, 'insert' | 'select' | 'delete'>,
  memberId: string,
  method: FirstFactor,
  options: SignInOptions,
): Promise<Session | SecondFactorRequired> {
  const now = nowOf(options)
  if (!(await hasSecondFactor(db, memberId))) return startSession(db, memberId, now, options)
  // Tickets that served their time go as new ones come (the index on expires_at keeps this cheap).
  await db.delete(secondFactorTickets).where(lte(secondFactorTickets.expiresAt, new Date(now.getTime() - 60 * 60_000)))
  const ticket = newOpaqueToken()
  await db.insert(secondFactorTickets).values({
    ticketHash: sha256Hex(ticket),
    memberId,
    method,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SECOND_FACTOR_TICKET_TTL_MS),
  })
  return { secondFactorRequired: true, secondFactorTicket: ticket }
}

const liveTicket = (hash: string, now: Date) =>
  and(eq(secondFactorTickets.ticketHash, hash), isNull(secondFactorTickets.usedAt), gt(secondFactorTickets.expiresAt, now))

export interface SecondFactorBody {
  secondFactorTicket: string
  code: string
  deviceToken?: string
}

/**
 * POST /login/second-factor: the ticket of a sign-in whose first factor was right, and a code of the member's
 * authenticator (or an unused recovery code). A right code spends the ticket and answers the session, with the device
 * token a password sign-in answers. A recovery code's use is on the member's security page and in a notice mail
 * (decision 95): it is how someone without the authenticator gets in. A wrong one counts as a failed sign-in
 * (withSecondFactorCode) and against the ticket, which too many wrong codes spend; an unknown, expired or spent ticket
 * answers SECOND_FACTOR_TICKET_INVALID.
 */
export async function completeSecondFactor(
  db: Database,
  body: SecondFactorBody,
  clientIp: string | undefined,
  options: SignInOptions,
  notice: Pick<ChangeContext, 'letterhead' | 'locale'>,
): Promise<Session> {
  const now = nowOf(options)
  const hash = sha256Hex(body.secondFactorTicket)
  const [ticket] = await db.select().from(secondFactorTickets).where(liveTicket(hash, now))
  if (!ticket) throw new ApiError('SECOND_FACTOR_TICKET_INVALID')
  const limit = options.signInFailureLimit
  return withSecondFactorCode(
    db,
    ticket.memberId,
    body.code,
    {
      enabled: true,
      recovery: true,
      clientIp,
      // Counted in one statement, so parallel wrong codes cannot outrun the ticket's own limit either.
      onWrong: async () => {
        await db
          .update(secondFactorTickets)
          .set({
            failures: sql`${secondFactorTickets.failures} + 1`,
            usedAt: sql`CASE WHEN ${secondFactorTickets.failures} + 1 >= ${limit}::int THEN ${now.toISOString()}::timestamptz ELSE NULL END`,
          })
          .where(and(eq(secondFactorTickets.ticketHash, hash), isNull(secondFactorTickets.usedAt)))
      },
      onRight: async (tx, used) => {
        const spent = await tx
          .update(secondFactorTickets)
          .set({ usedAt: now })
          .where(liveTicket(hash, now))
          .returning({ memberId: secondFactorTickets.memberId })
        if (spent.length !== 1) throw new ApiError('SECOND_FACTOR_TICKET_INVALID')
        const session = await startSession(tx, ticket.memberId, now, options)
        if (used === 'recovery') {
          const [member] = await tx.select().from(members).where(eq(members.id, ticket.memberId))
          const context = { ...notice, at: now, userAgent: options.device?.userAgent ?? null }
          if (member) await noteMemberSecurityChange(tx, member, { kind: 'recovery-code-sign-in' }, context)
        }
        if (ticket.method !== 'password') return session
        const known = await isDeviceOf(tx, body.deviceToken, { member: ticket.memberId })
        return { ...session, deviceToken: known ? body.deviceToken : await issueDeviceToken(tx, { member: ticket.memberId }) }
      },
    },
    options,
  )
}
