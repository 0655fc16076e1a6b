import { deleteCookie, getCookie, getRequest, setCookie } from '@tanstack/react-start/server'
import * as v from 'valibot'
import { passwordResetTokenSchema } from '~/api/contract/password-reset-endpoints'
import { hostCookieName } from '~/security/cookie-prefix'
import { isHttpsRequest } from '~/server/headers/request-https.server'

/**
 * The mailed verification token, once the site has taken it out of the address (as the reset's, decision 28):
 * HttpOnly, `__Host-` over HTTPS, for as long as a link works at most. The page's button spends it.
 */
const COOKIE = 'email_verification'
const LIFETIME_SECONDS = 24 * 3600

const https = () => isHttpsRequest(getRequest())
const options = () => ({ httpOnly: true, sameSite: 'lax' as const, path: '/', secure: https() })

export function readEmailVerificationCookie(): string | undefined {
  const value = getCookie(hostCookieName(COOKIE, https()))
  return value && v.is(passwordResetTokenSchema, value) ? value : undefined
}

export function writeEmailVerificationCookie(token: string): void {
  setCookie(hostCookieName(COOKIE, https()), token, { ...options(), maxAge: LIFETIME_SECONDS })
}

export function clearEmailVerificationCookie(): void {
  deleteCookie(hostCookieName(COOKIE, https()), options())
}
