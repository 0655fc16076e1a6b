import { deleteCookie, getCookie, getRequest, setCookie } from '@tanstack/react-start/server'
import type { Session } from '~/api/contract/sign-in-endpoints'
import { env } from '~/config/env.server'
import { bearerTokenSyntax } from '~/security/bearer-token-syntax'
import { hostCookieName } from '~/security/cookie-prefix'
import { isHttpsRequest } from '~/server/headers/request-https.server'
import { deviceCookie } from './device-cookie.server'

/** The OAuth state of a sign-in in progress (single use, 10 minutes), and a social sign-up's consent ticket. */
const OAUTH_STATE_COOKIE = 'oauth_state'
const SIGNUP_TICKET_COOKIE = 'social_signup'
const SHORT_LIVED_SECONDS = 10 * 60
/** The device token of the last password sign-in in this browser (decision 22). */
const memberDevice = deviceCookie('member_device')

const https = () => isHttpsRequest(getRequest())

function baseOptions() {
  // Secure whenever the visitor came over HTTPS; plain http only on a developer's machine.
  return { httpOnly: true, sameSite: 'lax' as const, path: '/', secure: https() }
}

/** A site-wide cookie's name: `__Host-` prefixed over HTTPS. */
const siteCookie = (name: string) => hostCookieName(name, https())

export function readSessionToken(): string | undefined {
  const value = getCookie(siteCookie(env.SESSION_COOKIE_NAME))
  return value && bearerTokenSyntax.test(value) ? value : undefined
}

/** The token's cookie lasts as long as the token (about a day), never longer. */
export function writeSessionCookie(session: Session, now = Date.now()): void {
  const seconds = Math.floor((Date.parse(session.expiresAt) - now) / 1000)
  const maxAge = Math.max(1, Math.min(seconds, env.SESSION_TTL_HOURS * 3600))
  setCookie(siteCookie(env.SESSION_COOKIE_NAME), session.accessToken, { ...baseOptions(), maxAge })
}

export function clearSessionCookie(): void {
  deleteCookie(siteCookie(env.SESSION_COOKIE_NAME), baseOptions())
}

export const readDeviceCookie = memberDevice.read
export const writeDeviceCookie = memberDevice.write

export function readOAuthStateCookie(): string | undefined {
  return getCookie(siteCookie(OAUTH_STATE_COOKIE)) || undefined
}

export function writeOAuthStateCookie(value: string): void {
  setCookie(siteCookie(OAUTH_STATE_COOKIE), value, { ...baseOptions(), maxAge: SHORT_LIVED_SECONDS })
}

export function clearOAuthStateCookie(): void {
  deleteCookie(siteCookie(OAUTH_STATE_COOKIE), baseOptions())
}

export function readSignupTicketCookie(): string | undefined {
  return getCookie(siteCookie(SIGNUP_TICKET_COOKIE)) || undefined
}

export function writeSignupTicketCookie(ticket: string): void {
  setCookie(siteCookie(SIGNUP_TICKET_COOKIE), ticket, { ...baseOptions(), maxAge: SHORT_LIVED_SECONDS })
}

export function clearSignupTicketCookie(): void {
  deleteCookie(siteCookie(SIGNUP_TICKET_COOKIE), baseOptions())
}

/** A sign-in waiting for its second factor (decision 29): the API's ticket, single use, about 5 minutes. */
const SECOND_FACTOR_COOKIE = 'second_factor'
const SECOND_FACTOR_SECONDS = 5 * 60

export function readSecondFactorCookie(): string | undefined {
  const value = getCookie(siteCookie(SECOND_FACTOR_COOKIE))
  return value && bearerTokenSyntax.test(value) ? value : undefined
}

export function writeSecondFactorCookie(ticket: string): void {
  setCookie(siteCookie(SECOND_FACTOR_COOKIE), ticket, { ...baseOptions(), maxAge: SECOND_FACTOR_SECONDS })
}

export function clearSecondFactorCookie(): void {
  deleteCookie(siteCookie(SECOND_FACTOR_COOKIE), baseOptions())
}
