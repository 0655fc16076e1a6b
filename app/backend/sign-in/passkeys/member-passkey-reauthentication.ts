import type { AuthenticationResponse } from '~/api/contract/passkey-endpoints'
import type { Database } from '../../db/database.server'
import { assertWithinRateLimit } from '../../security/rate-limit'
import type { SignedIn } from '../member-sessions'
import { authenticatedAgain } from '../reauthentication'
import { nowOf, type SignInOptions } from '../sign-in-options'
import { authenticationOptions, verifiedAuthentication } from './passkey-ceremonies'
import type { PasskeySite } from './passkey-site'

/** Re-authentication challenges one member may ask for in ten minutes: each is a row until it is spent or expires. */
const CHALLENGES_PER_TEN_MINUTES = 30

/**
 * POST /me/reauthenticate/passkey/options: a challenge for a signed-in member (their session may be stale: that is why
 * they ask), counted per member. It names no passkey: the browser offers the ones it holds for this site, and only the
 * member's own is taken.
 */
export async function memberReauthenticationOptions(db: Database, site: PasskeySite, signedIn: SignedIn, options: SignInOptions) {
  await assertWithinRateLimit(
    db,
    { bucket: 'passkey-reauth-member', key: signedIn.member.id, limit: CHALLENGES_PER_TEN_MINUTES, windowSeconds: 600 },
    options.clock ? nowOf(options) : undefined,
  )
  return authenticationOptions(db, site, 'member-reauthentication', nowOf(options))
}

/**
 * POST /me/reauthenticate/passkey: an answer to that challenge with one of the member's own passkeys authenticates them
 * again, as their password typed again does; another member's passkey, or any answer the ceremony refuses, is
 * PASSKEY_REFUSED and the session stays as it was.
 */
export async function reauthenticateWithPasskey(
  db: Database,
  site: PasskeySite,
  signedIn: SignedIn,
  response: AuthenticationResponse,
  options: SignInOptions,
) {
  const now = nowOf(options)
  await verifiedAuthentication(db, site, response, 'member-reauthentication', (row) => row.memberId === signedIn.member.id, now)
  return authenticatedAgain(db, signedIn, options)
}
