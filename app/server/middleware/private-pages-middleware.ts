import { createMiddleware } from '@tanstack/react-start'
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
 * either (`X-Robots-Tag`, beside its pages' robots meta and robots.txt).
 */
export const privatePagesMiddleware = createMiddleware().server(async ({ request, next, handlerType }) => {
  const result = await next()
  if (handlerType !== 'router') return result
  const pathname = new URL(request.url).pathname
  const inConsole = isConsolePath(pathname)
  if (!inConsole && !isMemberPath(pathname) && !hasSessionCookie(request)) return result
  const headers = new Headers(result.response.headers)
  headers.set('cache-control', 'private, no-store')
  if (inConsole) headers.set('x-robots-tag', 'noindex, nofollow')
  const { status, statusText, body } = result.response
  return new Response(body, { status, statusText, headers })
})
