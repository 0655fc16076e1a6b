import * as v from 'valibot'
import { passwordResetTokenSchema } from '~/api/contract/password-reset-endpoints'
import { writePasswordResetCookie } from './password-reset-cookie.server'

/**
 * GET /password/reset?lang=…&token=…, the mailed link: the token goes into an HttpOnly cookie and the browser comes
 * back to the same address without it (decision 28), so the token is never in a rendered page, the browser's history,
 * the address bar, a Referer, the page cache's keys or a shared screen. Without a token: undefined, the page renders.
 */
export function takeTokenOutOfAddress(request: Request): Response | undefined {
  const url = new URL(request.url)
  const token = url.searchParams.get('token')
  if (token === null) return undefined
  if (v.is(passwordResetTokenSchema, token)) writePasswordResetCookie(token)
  url.searchParams.delete('token')
  return new Response(null, {
    status: 303,
    headers: { location: `${url.pathname}${url.search}`, 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' },
  })
}
