import type { Database } from '../db/database.server'
import { ApiError } from '../http/api-error'
import { type AuthOptions, nowOf } from '../members/auth-options'
import type { MemberRow } from '../members/member-records'
import { verifyAgainstDummy, verifyPassword } from '../members/password-hash'
import { peekRateLimit, rateLimit } from '../security/rate-limit'

type CheckOptions = Pick<AuthOptions, 'signInFailureLimit' | 'clock'>

/** Wrong current passwords a member may type per minute, as many as failed sign-ins: a stolen token cannot guess it. */
const ruleOf = (memberId: string, limit: number) => ({ bucket: 'member-password', key: memberId, limit, windowSeconds: 60 })

/**
 * Checks the password the member typed to confirm a change (PUT /me/password, DELETE /me). A wrong one, or a member
 * without a password (social sign-up), answers WRONG_PASSWORD (403, not 401: the site takes a 401 for "signed out").
 */
export async function assertCurrentPassword(db: Database, member: MemberRow, password: string, options: CheckOptions) {
  const rule = ruleOf(member.id, options.signInFailureLimit)
  const at = options.clock ? nowOf(options) : undefined
  const verdict = await peekRateLimit(db, rule, at)
  if (!verdict.allowed) {
    throw new ApiError('RATE_LIMITED', undefined, { 'retry-after': String(verdict.retryAfterSeconds) })
  }
  const verified = member.passwordHash ? await verifyPassword(password, member.passwordHash) : await verifyAgainstDummy(password)
  if (verified) return
  await rateLimit(db, rule, at)
  throw new ApiError('WRONG_PASSWORD')
}
