import { type ActionOutcome, actionRefusal } from '~/api/action-outcome'
import type { ApiCallOptions } from '~/api/api-client.server'
import { api } from '~/api/api-client.server'
import { authEndpoints, type MemberInfo, type Session } from '~/api/contract/auth-endpoints'
import { log } from '~/logging/log.server'
import { clearSessionCookie, readSessionToken, writeDeviceCookie, writeSessionCookie } from './auth-cookies.server'
import { requestClientIp } from './request-client-ip.server'

/** What a sign-in, sign-up or social sign-up answers the page: the member, or a refusal fit to show. */
export type AuthOutcome = ActionOutcome<MemberInfo | null>

/**
 * Runs a call that answers a session (sign-in, sign-up, a social sign-up), keeps the token in the HttpOnly
 * cookie and answers the member; the token itself never reaches the page.
 */
export async function signInWith(call: (options: ApiCallOptions) => Promise<Session>): Promise<AuthOutcome> {
  try {
    const session = await call({ clientIp: requestClientIp() })
    writeSessionCookie(session)
    if (session.deviceToken) writeDeviceCookie(session.deviceToken)
    const member = await api(authEndpoints.me, {}, { token: session.accessToken })
    return { ok: true, data: member }
  } catch (error) {
    return actionRefusal(error)
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
    const failure = actionRefusal(error)
    if (failure.status !== 401) log.error('auth', 'sign-out could not revoke the token', { error: failure.message })
  }
}
