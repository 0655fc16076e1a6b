import { createFileRoute } from '@tanstack/react-router'
import { isMemberPath } from '~/config/member-paths'
import { signOutCurrentVisitor } from '~/features/sign-in/sign-in-session.server'
import { langFromUrl } from '~/i18n/lang-redirect'
import { getLocale } from '~/paraglide/runtime'
import { safeRedirectTarget } from '~/security/safe-redirect'

/** The page the form was on (a same-origin post carries it in Referer), as a path on this site. */
function pageOfForm(request: Request): string {
  try {
    const referer = new URL(request.headers.get('referer') ?? '')
    if (referer.origin !== new URL(request.url).origin) return '/'
    return safeRedirectTarget(`${referer.pathname}${referer.search}`, '/')
  } catch {
    return '/'
  }
}

/**
 * POST /auth/logout: the header's 'sign out' is a plain form (no script needed; the CSRF middleware refuses a
 * cross-site post). Back to the page it was on, or home from a member page, in the page's language: the form's address
 * names it (the locale middleware runs this in it), else the page's own address does.
 */
async function logout({ request }: { request: Request }): Promise<Response> {
  const target = pageOfForm(request)
  await signOutCurrentVisitor()
  const lang = langFromUrl(new URL(request.url)) ?? langFromUrl(new URL(target, 'http://same.invalid')) ?? getLocale()
  const home = `/?lang=${lang}`
  const location = isMemberPath(new URL(target, 'http://same.invalid').pathname) || target === '/' ? home : target
  return new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } })
}

export const Route = createFileRoute('/auth/logout')({
  server: { handlers: { POST: logout } },
})
