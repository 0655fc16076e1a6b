import { createMiddleware } from '@tanstack/react-start'
import { isPreviewAddress } from '~/api/contract/preview-token'
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

/**
 * A member page, a staff console page, or any page rendered for a signed-in visitor (the header shows the member), is
 * never stored by a browser's or a shared cache: `Cache-Control: private, no-store`. The console is never indexed
 * either (`X-Robots-Tag`, beside its pages' robots meta and robots.txt), nor is a draft shown through a preview link
 * (`?preview=`, docs/decisions/0040), which is never stored either.
 */
export const privatePagesMiddleware = createMiddleware().server(async ({ request, next, handlerType }) => {
  const result = await next()
  if (handlerType !== 'router') return result
  const url = new URL(request.url)
  const inConsole = isConsolePath(url.pathname)
  const preview = isPreviewAddress(url)
  if (!inConsole && !preview && !isMemberPath(url.pathname) && !hasSessionCookie(request)) return result
  const headers = new Headers(result.response.headers)
  headers.set('cache-control', 'private, no-store')
  if (inConsole || preview) headers.set('x-robots-tag', 'noindex, nofollow')
  const { status, statusText, body } = result.response
  return new Response(body, { status, statusText, headers })
})
