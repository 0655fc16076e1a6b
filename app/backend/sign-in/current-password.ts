import type { Database } from '../db/database.server'
import { ApiError } from '../http/api-error'
import { reserveRateLimit } from '../security/rate-limit'
import type { MemberRow } from './member-records'
import { verifyAgainstDummy, verifyPassword } from './password-hash'
import { nowOf, type SignInOptions } from './sign-in-options'

type CheckOptions = Pick<SignInOptions, 'signInFailureLimit' | 'clock'>

/** Wrong current passwords a member may type per minute, as many as failed sign-ins: a stolen token cannot guess it. */
const ruleOf = (memberId: string, limit: number) => ({ bucket: 'member-password', key: memberId, limit, windowSeconds: 60 })

/**
 * Checks the password the member typed to confirm a change (PUT /me/password, DELETE /me). A wrong one, or a member
 * without a password (social sign-up), answers WRONG_PASSWORD (403, not 401: the site takes a 401 for "signed out").
 * The attempt is counted before the check and taken back when it is right, so parallel guesses cannot outrun the limit.
 */
export async function assertCurrentPassword(db: Database, member: MemberRow, password: string, options: CheckOptions) {
  const at = options.clock ? nowOf(options) : undefined
  const attempt = await reserveRateLimit(db, ruleOf(member.id, options.signInFailureLimit), at)
  if (!attempt.allowed) {
    throw new ApiError('RATE_LIMITED', undefined, { 'retry-after': String(attempt.retryAfterSeconds) })
  }
  let verified: boolean
  try {
    verified = member.passwordHash ? await verifyPassword(password, member.passwordHash) : await verifyAgainstDummy(password)
  } catch (error) {
    await attempt.release()
    throw error
  }
  if (!verified) throw new ApiError('WRONG_PASSWORD')
  await attempt.release()
}
