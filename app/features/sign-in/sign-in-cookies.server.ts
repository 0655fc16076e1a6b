import { deleteCookie, getCookie, getRequest, setCookie } from '@tanstack/react-start/server'
import type { Session } from '~/api/contract/sign-in-endpoints'
import { env } from '~/config/env.server'
import { hostCookieName, secureCookieName } from '~/security/cookie-prefix'
import { isHttpsRequest } from '~/server/headers/request-https.server'

/** The OAuth state of a sign-in in progress (single use, 10 minutes), and a social sign-up's consent ticket. */
const OAUTH_STATE_COOKIE = 'oauth_state'
const SIGNUP_TICKET_COOKIE = 'social_signup'
const SHORT_LIVED_SECONDS = 10 * 60
/**
 * The device token of the last password sign-in in this browser (decision 22): a year, renewed at each sign-in. Only
 * the sign-in's server function reads it, so only server-function calls carry it: pages stay cookie-free for the
 * page cache after a sign-out.
 */
const DEVICE_COOKIE = 'member_device'
const DEVICE_COOKIE_PATH = '/_serverFn'
const DEVICE_SECONDS = 365 * 24 * 3600

const https = () => isHttpsRequest(getRequest())

function baseOptions() {
  // Secure whenever the visitor came over HTTPS; plain http only on a developer's machine.
  return { httpOnly: true, sameSite: 'lax' as const, path: '/', secure: https() }
}

/** A site-wide cookie's name: `__Host-` prefixed over HTTPS. */
const siteCookie = (name: string) => hostCookieName(name, https())

/**
 * A bearer token's syntax (RFC 6750 b64token), whatever API issued it, and a generous length. A cookie value outside
 * it was not set by this site and cannot go into an Authorization header (a header refuses non-Latin-1 text), so it
 * counts as no session.
 */
const bearerTokenSyntax = /^[\w.~+/-]{1,4096}=*$/

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

export function readDeviceCookie(): string | undefined {
  const value = getCookie(secureCookieName(DEVICE_COOKIE, https()))
  return value && bearerTokenSyntax.test(value) ? value : undefined
}

export function writeDeviceCookie(deviceToken: string): void {
  setCookie(secureCookieName(DEVICE_COOKIE, https()), deviceToken, {
    ...baseOptions(),
    path: DEVICE_COOKIE_PATH,
    maxAge: DEVICE_SECONDS,
  })
}

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
