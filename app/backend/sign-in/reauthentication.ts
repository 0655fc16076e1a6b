import type { Database } from '../db/database.server'
import { ApiError } from '../http/api-error'
import { assertCurrentPassword } from './current-password'
import { revokeSession, type SignedIn, startSession } from './member-sessions'
import { nowOf, type SignInOptions } from './sign-in-options'

const MINUTE_MS = 60_000

type ReauthenticationOptions = Pick<SignInOptions, 'reauthenticationMinutes' | 'signInFailureLimit' | 'sessionTtlHours' | 'clock'>

/**
 * Before a sensitive change (the phone number; ending sessions; closing an account that has no password): the session's last
 * authentication must be at most SESSION_REAUTH_MINUTES old, else REAUTHENTICATION_REQUIRED (403). A sign-in, or the
 * password typed again, is an authentication; a request with the token alone is not.
 */
export function assertRecentlyAuthenticated({ session }: SignedIn, options: ReauthenticationOptions): void {
  const age = nowOf(options).getTime() - session.authenticatedAt.getTime()
  if (age > options.reauthenticationMinutes * MINUTE_MS) throw new ApiError('REAUTHENTICATION_REQUIRED')
}

/**
 * POST /me/reauthenticate: the member's password (WRONG_PASSWORD otherwise, limited like every current password). As
 * any authentication, it ends this session and starts a new one for the same device, authenticated now (ASVS 7.2.4).
 * A member without a password signs in again with their provider instead.
 */
export async function reauthenticate(db: Database, signedIn: SignedIn, password: string, options: ReauthenticationOptions) {
  await assertCurrentPassword(db, signedIn.member, password, options)
  return authenticatedAgain(db, signedIn, options)
}

/**
 * The member proved it is them again (their password, or one of their passkeys): this session ends and a new one starts
 * for the same device, authenticated now.
 */
export async function authenticatedAgain(db: Database, signedIn: SignedIn, options: ReauthenticationOptions) {
  const now = nowOf(options)
  const { userAgent, clientIp } = signedIn.session
  const session = await db.transaction(async (tx) => {
    await revokeSession(tx, signedIn.tokenHash, now)
    return startSession(tx, signedIn.member.id, now, { ...options, device: { userAgent, clientIp } })
  })
  return { authenticatedAt: now.toISOString(), session }
}
