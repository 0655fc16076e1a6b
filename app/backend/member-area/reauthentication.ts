import { eq } from 'drizzle-orm'
import type { Database } from '../db/database.server'
import { memberSessions } from '../db/member-schema'
import { ApiError } from '../http/api-error'
import { type AuthOptions, nowOf } from '../members/auth-options'
import type { SignedIn } from '../members/member-sessions'
import { assertCurrentPassword } from './current-password'

const MINUTE_MS = 60_000

type ReauthenticationOptions = Pick<AuthOptions, 'reauthenticationMinutes' | 'signInFailureLimit' | 'clock'>

/**
 * Before a sensitive change (the phone number; closing an account that has no password): the session's last
 * authentication must be at most SESSION_REAUTH_MINUTES old, else REAUTHENTICATION_REQUIRED (403). A sign-in, or the
 * password typed again, is an authentication; a request with the token alone is not.
 */
export function assertRecentlyAuthenticated({ session }: SignedIn, options: ReauthenticationOptions): void {
  const age = nowOf(options).getTime() - session.authenticatedAt.getTime()
  if (age > options.reauthenticationMinutes * MINUTE_MS) throw new ApiError('REAUTHENTICATION_REQUIRED')
}

/**
 * POST /me/reauthenticate: the member's password (WRONG_PASSWORD otherwise, limited like every current password)
 * makes this session freshly authenticated. A member without a password signs in again with their provider instead.
 */
export async function reauthenticate(db: Database, signedIn: SignedIn, password: string, options: ReauthenticationOptions) {
  await assertCurrentPassword(db, signedIn.member, password, options)
  const now = nowOf(options)
  await db.update(memberSessions).set({ authenticatedAt: now }).where(eq(memberSessions.tokenHash, signedIn.tokenHash))
  return { authenticatedAt: now.toISOString() }
}
