import { deleteCookie, getCookie, getRequest, setCookie } from '@tanstack/react-start/server'
import * as v from 'valibot'
import { passwordResetTokenSchema } from '~/api/contract/password-reset-endpoints'
import { hostCookieName } from '~/security/cookie-prefix'
import { isHttpsRequest } from '~/server/headers/request-https.server'

/**
 * The mailed token, once the site has taken it out of the address (decision 28): HttpOnly, so no script reads it;
 * `__Host-` over HTTPS; as long as a link works at most. The reset page and its server functions read it.
 */
const COOKIE = 'password_reset'
const LIFETIME_SECONDS = 30 * 60

const https = () => isHttpsRequest(getRequest())
const options = () => ({ httpOnly: true, sameSite: 'lax' as const, path: '/', secure: https() })

export function readPasswordResetCookie(): string | undefined {
  const value = getCookie(hostCookieName(COOKIE, https()))
  return value && v.is(passwordResetTokenSchema, value) ? value : undefined
}

export function writePasswordResetCookie(token: string): void {
  setCookie(hostCookieName(COOKIE, https()), token, { ...options(), maxAge: LIFETIME_SECONDS })
}

export function clearPasswordResetCookie(): void {
  deleteCookie(hostCookieName(COOKIE, https()), options())
}
