import { api } from '~/api/api-client.server'
import { UnauthorizedError } from '~/api/api-errors'
import { type MemberInfo, signInEndpoints } from '~/api/contract/sign-in-endpoints'
import { log } from '~/server/logging/log.server'
import { clearSessionCookie, readSessionToken } from './sign-in-cookies.server'

/**
 * Who the visitor is. `unavailable`: there is a session, but the API could not say whose (an outage, not a sign-out).
 * `expired`: this request brought a session the API no longer takes (it ended, timed out or was revoked).
 */
export interface MemberLookup {
  member: MemberInfo | null
  unavailable: boolean
  expired?: boolean
}

/**
 * Resolves the member of this request through `me` (docs/decisions/0012). A refused token (401) signs the visitor
 * out and clears the cookie; an outage is logged and keeps the cookie, so a member is not signed out by a blip.
 */
export async function resolveCurrentMember(): Promise<MemberLookup> {
  const token = readSessionToken()
  if (!token) return { member: null, unavailable: false }
  try {
    return { member: await api(signInEndpoints.me, {}, { token }), unavailable: false }
  } catch (error) {
    if (error instanceof UnauthorizedError) {
      // An everyday event (the token expired, was revoked, or is unknown), so info, not a warning; never the token.
      log.info('auth', 'the API refused the session token (expired, revoked or unknown); the cookie was cleared')
      clearSessionCookie()
      return { member: null, unavailable: false, expired: true }
    }
    log.error('auth', 'the member could not be resolved', { error })
    return { member: null, unavailable: true }
  }
}
