import { getCookie, getRequest, setCookie } from '@tanstack/react-start/server'
import { bearerTokenSyntax } from '~/security/bearer-token-syntax'
import { secureCookieName } from '~/security/cookie-prefix'
import { isHttpsRequest } from '~/server/headers/request-https.server'

/**
 * Only server-function calls carry a device cookie: the sign-in's function is its only reader, and pages stay
 * cookie-free for the page cache after a sign-out (decision 22).
 */
const DEVICE_COOKIE_PATH = '/_serverFn'
/** A year, renewed at each sign-in. */
const DEVICE_SECONDS = 365 * 24 * 3600

/**
 * The device token an API answered at the last sign-in in this browser (a member's, decision 22; a staff member's,
 * decision 101), sent back with the next one so that a guesser holding the account back does not hold this browser.
 */
export function deviceCookie(name: string) {
  const https = () => isHttpsRequest(getRequest())
  return {
    read(): string | undefined {
      const value = getCookie(secureCookieName(name, https()))
      return value && bearerTokenSyntax.test(value) ? value : undefined
    },
    write(deviceToken: string): void {
      setCookie(secureCookieName(name, https()), deviceToken, {
        httpOnly: true,
        sameSite: 'lax',
        secure: https(),
        path: DEVICE_COOKIE_PATH,
        maxAge: DEVICE_SECONDS,
      })
    },
  }
}
