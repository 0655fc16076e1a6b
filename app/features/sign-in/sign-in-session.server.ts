import type * as v from 'valibot'
import { type ActionOutcome, actionRefusal } from '~/api/action-outcome'
import type { ApiCallOptions } from '~/api/api-client.server'
import { api } from '~/api/api-client.server'
import { type MemberInfo, type Session, type secondFactorRequiredSchema, signInEndpoints } from '~/api/contract/sign-in-endpoints'
import { log } from '~/server/logging/log.server'
import { requestClientIp } from './request-client-ip.server'
import { requestUserAgent } from './request-user-agent.server'
import type { SecondFactorStep } from './second-factor-step'
import {
  clearSessionCookie,
  readSessionToken,
  writeDeviceCookie,
  writeSecondFactorCookie,
  writeSessionCookie,
} from './sign-in-cookies.server'

/** What a sign-in, sign-up or social sign-up answers the page: the member, or a refusal fit to show. */
export type AuthOutcome = ActionOutcome<MemberInfo | null>

/**
 * Runs a call that answers a session (sign-in, sign-up, a social sign-up), keeps the token in the HttpOnly
 * cookie and answers the member; the token itself never reaches the page.
 */
export async function signInWith(call: (options: ApiCallOptions) => Promise<Session>): Promise<AuthOutcome> {
  try {
    const session = await call({ clientIp: requestClientIp(), userAgent: requestUserAgent() })
    await replaceSessionCookie(session)
    if (session.deviceToken) writeDeviceCookie(session.deviceToken)
    const member = await api(signInEndpoints.me, {}, { token: session.accessToken })
    return { ok: true, data: member }
  } catch (error) {
    return actionRefusal(error)
  }
}

type SecondFactorRequired = v.InferOutput<typeof secondFactorRequiredSchema>

export type SignInOutcome = ActionOutcome<MemberInfo | null | SecondFactorStep>

/**
 * As signInWith, for a call that may answer a second-factor ticket instead of a session (decision 29): the ticket goes
 * into its HttpOnly cookie, never to the page, and the page is told to ask for the code.
 */
export async function signInOrSecondFactor(
  call: (options: ApiCallOptions) => Promise<Session | SecondFactorRequired>,
): Promise<SignInOutcome> {
  let answer: Session | SecondFactorRequired
  try {
    answer = await call({ clientIp: requestClientIp(), userAgent: requestUserAgent() })
  } catch (error) {
    return actionRefusal(error)
  }
  if (!('secondFactorRequired' in answer)) return signInWith(async () => answer)
  writeSecondFactorCookie(answer.secondFactorTicket)
  return { ok: true, data: { secondFactorRequired: true } }
}

/**
 * Puts a new sign-in's token in the cookie and ends the session it replaces in this browser (signing in again, e.g.
 * to re-authenticate with a provider), so the member's list of sessions holds one entry per browser.
 */
export async function replaceSessionCookie(session: Session): Promise<void> {
  const replaced = readSessionToken()
  writeSessionCookie(session)
  if (replaced && replaced !== session.accessToken) await revokeToken(replaced)
}

/** Ends a session at the API; one already ended (401) is what was wanted. */
async function revokeToken(token: string): Promise<void> {
  try {
    await api(signInEndpoints.logout, {}, { token })
  } catch (error) {
    const failure = actionRefusal(error)
    if (failure.status !== 401) log.error('auth', 'sign-out could not revoke the token', { error: failure.message })
  }
}

/** Signs the visitor out: the cookie goes at once, and the API revokes the token (one it could not still expires within a day). */
export async function signOutCurrentVisitor(): Promise<void> {
  const token = readSessionToken()
  clearSessionCookie()
  if (token) await revokeToken(token)
}
