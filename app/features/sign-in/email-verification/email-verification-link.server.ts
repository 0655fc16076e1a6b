import * as v from 'valibot'
import { passwordResetTokenSchema } from '~/api/contract/password-reset-endpoints'
import { writeEmailVerificationCookie } from './email-verification-cookie.server'

/**
 * GET /email/verify?lang=…&token=…, the mailed link: the token goes into an HttpOnly cookie and the browser comes back
 * to the same address without it, so it is never in a rendered page, the history, a Referer or the page cache's keys.
 * Nothing is verified by the GET itself (a mail scanner following links must not do it): the page's button does.
 */
export function takeVerificationTokenOutOfAddress(request: Request): Response | undefined {
  const url = new URL(request.url)
  const token = url.searchParams.get('token')
  if (token === null) return undefined
  if (v.is(passwordResetTokenSchema, token)) writeEmailVerificationCookie(token)
  url.searchParams.delete('token')
  return new Response(null, {
    status: 303,
    headers: { location: `${url.pathname}${url.search}`, 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' },
  })
}
