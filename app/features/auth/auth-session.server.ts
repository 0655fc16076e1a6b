import type { ApiCallOptions } from '~/api/api-client.server'
import { api } from '~/api/api-client.server'
import { ApiRequestError } from '~/api/api-errors'
import { authEndpoints, type Session } from '~/api/contract/auth-endpoints'
import { clearSessionCookie, readSessionToken, writeSessionCookie } from './auth-cookies.server'
import type { AuthOutcome } from './auth-outcome'
import { requestClientIp } from './request-client-ip.server'

/** An API failure as the page shows it; anything that is not an API answer is a bug and goes on up. */
export function authFailure(error: unknown): Extract<AuthOutcome, { ok: false }> {
  if (error instanceof ApiRequestError) return { ok: false, status: error.status, code: error.code, message: error.message }
  throw error
}

/**
 * Runs a call that answers a session (sign-in, sign-up, a social sign-up), keeps the token in the HttpOnly
 * cookie and answers the member; the token itself never reaches the page.
 */
export async function signInWith(call: (options: ApiCallOptions) => Promise<Session>): Promise<AuthOutcome> {
  try {
    const session = await call({ clientIp: requestClientIp() })
    writeSessionCookie(session)
    const member = await api(authEndpoints.me, {}, { token: session.accessToken })
    return { ok: true, member }
  } catch (error) {
    return authFailure(error)
  }
}

/** Signs the visitor out: the cookie goes at once, and the API revokes the token (one it could not still expires within a day). */
export async function signOutCurrentVisitor(): Promise<void> {
  const token = readSessionToken()
  clearSessionCookie()
  if (!token) return
  try {
    await api(authEndpoints.logout, {}, { token })
  } catch (error) {
    const failure = authFailure(error)
    if (failure.status !== 401) console.error('auth: sign-out could not revoke the token:', failure.message)
  }
}
