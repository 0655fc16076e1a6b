import { createMiddleware } from '@tanstack/react-start'
import { isPreviewAddress } from '~/api/contract/preview-token'
import { sitePathOf } from '~/api/contract/site-route-match'
import { isConsolePath } from '~/config/console-paths'
import { env } from '~/config/env.server'
import { isMemberPath } from '~/config/member-paths'
import { hostCookieName } from '~/security/cookie-prefix'

/** Either name of the session cookie (bare, or `__Host-` over HTTPS): when in doubt, the page is private. */
function hasSessionCookie(request: Request): boolean {
  const names = [env.SESSION_COOKIE_NAME, hostCookieName(env.SESSION_COOKIE_NAME, true)].map((name) => `${name}=`)
  const cookies = request.headers.get('cookie') ?? ''
  return cookies.split(';').some((part) => names.some((name) => part.trim().startsWith(name)))
}

/** The response with `Cache-Control: private, no-store`, and `X-Robots-Tag: noindex` when `unindexed`. */
function keptOutOfCaches(response: Response, unindexed = false): Response {
  const headers = new Headers(response.headers)
  headers.set('cache-control', 'private, no-store')
  if (unindexed) headers.set('x-robots-tag', 'noindex, nofollow')
  const { status, statusText, body } = response
  return new Response(body, { status, statusText, headers })
}

/**
 * What no browser's or shared cache may store: `Cache-Control: private, no-store` (decision 106).
 *
 * - **Every server function's answer** (`/_serverFn/…`), whatever the function and whoever calls it: most answer
 *   personal data (a member's, a staff member's), and a rule for all of them cannot forget a new one, as a list of
 *   them could. None of them is a public read a cache should keep: those are pages and `GET /api/v1` reads, which say
 *   `public` themselves.
 * - A member page, a staff console page (in any spelling that reaches one), or any page rendered for a signed-in
 *   visitor (the header shows the member).
 *   The console is never indexed either (`X-Robots-Tag`, beside its pages' robots meta and robots.txt), nor is a
 *   draft shown through a preview link (`?preview=`, docs/decisions/0040), which is never stored either.
 */
export const privatePagesMiddleware = createMiddleware().server(async ({ request, next, handlerType }) => {
  const result = await next()
  if (handlerType === 'serverFn') return keptOutOfCaches(result.response)
  const url = new URL(request.url)
  const path = sitePathOf(url.pathname)
  const inConsole = isConsolePath(path)
  const preview = isPreviewAddress(url)
  if (!inConsole && !preview && !isMemberPath(path) && !hasSessionCookie(request)) return result
  return keptOutOfCaches(result.response, inConsole || preview)
})
