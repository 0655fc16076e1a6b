import type { Session } from '~/api/contract/auth-endpoints'
import type { Database } from '../db/database.server'
import { ApiError } from '../http/api-error'
import { type AuthOptions, nowOf } from './auth-options'
import { activeMemberByEmail } from './member-records'
import { startSession } from './member-sessions'
import { verifyAgainstDummy, verifyPassword } from './password-hash'
import { assertSignInAllowed, countSignInFailure } from './sign-in-limit'

/**
 * POST /login. An unknown email, a social-only member and a wrong password all cost one password check and
 * answer the same INVALID_CREDENTIALS, and each counts as a failure for the client and the account.
 */
export async function logIn(
  db: Database,
  credentials: { email: string; password: string },
  clientIp: string | undefined,
  options: AuthOptions,
): Promise<Session> {
  const attempt = { clientIp, email: credentials.email }
  await assertSignInAllowed(db, attempt, options)
  const member = await activeMemberByEmail(db, credentials.email)
  const verified = member?.passwordHash
    ? await verifyPassword(credentials.password, member.passwordHash)
    : await verifyAgainstDummy(credentials.password)
  if (!member || !verified) {
    await countSignInFailure(db, attempt, options)
    throw new ApiError('INVALID_CREDENTIALS')
  }
  return startSession(db, member.id, nowOf(options), options.sessionTtlHours)
}
