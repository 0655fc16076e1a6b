import { deleteCookie, getCookie, getRequest, setCookie } from '@tanstack/react-start/server'
import { bearerTokenSyntax } from '~/security/bearer-token-syntax'
import { hostCookieName } from '~/security/cookie-prefix'
import { isHttpsRequest } from '~/server/headers/request-https.server'
import { deviceCookie } from '../sign-in/device-cookie.server'

/** The staff session's cookie (decision 31): never the member's, and sent on same-site requests only. */
const STAFF_COOKIE = 'staff_session'
/** The staff session's absolute lifetime; the API ends it earlier after 30 idle minutes. */
const STAFF_SESSION_SECONDS = 12 * 3600

const https = () => isHttpsRequest(getRequest())
const cookieName = () => hostCookieName(STAFF_COOKIE, https())
// Strict: a link from another site (an invitation mail, say) opens the console without the session, never with it.
const cookieOptions = () => ({ httpOnly: true, sameSite: 'strict' as const, path: '/', secure: https() })

export function readStaffToken(): string | undefined {
  const value = getCookie(cookieName())
  return value && bearerTokenSyntax.test(value) ? value : undefined
}

/** As long as the session may last, never longer than 12 hours. */
export function writeStaffCookie(session: { accessToken: string; expiresAt: string }, now = Date.now()): void {
  const seconds = Math.floor((Date.parse(session.expiresAt) - now) / 1000)
  const maxAge = Math.max(1, Math.min(Number.isFinite(seconds) ? seconds : 0, STAFF_SESSION_SECONDS))
  setCookie(cookieName(), session.accessToken, { ...cookieOptions(), maxAge })
}

export function clearStaffCookie(): void {
  deleteCookie(cookieName(), cookieOptions())
}

/** The device token of the last sign-in to the console in this browser (decision 101), sent with the next sign-in and proof. */
const staffDevice = deviceCookie('staff_device')
export const readStaffDeviceCookie = staffDevice.read
export const writeStaffDeviceCookie = staffDevice.write
