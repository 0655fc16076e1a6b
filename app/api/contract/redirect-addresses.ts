/**
 * The rules of a redirect's two addresses (issue 40 §3, decision 90), in one place for the console's form, the API and
 * the server that answers them. Without valibot: the server's entry reads them on every request.
 *
 * A from-address is a path on this site with an optional query, kept as a URL parser writes it (Korean and spaces
 * percent-encoded) and without a trailing slash, so that `/회사/` and `/%ED%9A%8C%EC%82%AC` are one address. A
 * to-address is a path on this site (with its query and fragment) or an http(s) address elsewhere.
 */

export const REDIRECT_FROM_MAX_LENGTH = 500
export const REDIRECT_TO_MAX_LENGTH = 1_000
export const redirectStatuses = [301, 302] as const
export type RedirectStatus = (typeof redirectStatuses)[number]

/**
 * The site's own addresses, which a redirect may never take over: the console (an editor could lock everyone out),
 * the API, the providers' sign-in returns, server functions, built and public files, the home page.
 */
const reservedPrefixes = ['/admin', '/api', '/auth', '/assets', '/_serverFn', '/fonts', '/images', '/documents']

const base = 'http://redirect.invalid'
// biome-ignore lint/suspicious/noControlCharactersInRegex: controls are what the rule refuses
const UNTYPABLE = /[\s\u0000-\u001f\u007f]/

/** A path without its trailing slash (but `/` itself). */
const withoutTrailingSlash = (path: string) => (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path)

/** The key a request's path and query are looked up by: as `fromAddressOf` writes a from-address. */
export function redirectKeyOf(pathname: string, search: string): string {
  return withoutTrailingSlash(pathname) + (search === '?' ? '' : search)
}

export type FromAddressProblem = 'invalid' | 'reserved'

/** A from-address as kept, or what is wrong with it. */
export function fromAddressOf(typed: string): { address: string } | { problem: FromAddressProblem } {
  const text = typed.trim()
  if (!text.startsWith('/') || /^\/[/\\]/.test(text) || text.includes('#') || UNTYPABLE.test(text)) {
    return { problem: 'invalid' }
  }
  let url: URL
  try {
    url = new URL(text, base)
  } catch {
    return { problem: 'invalid' }
  }
  const address = redirectKeyOf(url.pathname, url.search)
  if (address.length > REDIRECT_FROM_MAX_LENGTH) return { problem: 'invalid' }
  if (isReserved(url.pathname)) return { problem: 'reserved' }
  return { address }
}

function isReserved(pathname: string): boolean {
  const path = withoutTrailingSlash(pathname)
  if (path === '/') return true
  const lower = path.toLowerCase()
  return reservedPrefixes.some((prefix) => lower === prefix.toLowerCase() || lower.startsWith(`${prefix.toLowerCase()}/`))
}

/** A to-address as kept (a path on this site, or an http(s) address), or undefined when it is neither. */
export function toAddressOf(typed: string): string | undefined {
  const text = typed.trim()
  if (text.length === 0 || text.length > REDIRECT_TO_MAX_LENGTH || UNTYPABLE.test(text)) return undefined
  if (text.startsWith('/')) {
    if (/^\/[/\\]/.test(text)) return undefined
    try {
      const url = new URL(text, base)
      return url.pathname + url.search + url.hash
    } catch {
      return undefined
    }
  }
  try {
    const url = new URL(text)
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname ? url.href : undefined
  } catch {
    return undefined
  }
}

/** A redirect as the rules read it. */
export interface RedirectRule {
  from: string
  to: string
}

/**
 * Which redirect answers a request's path and query: the one from exactly that address, else (for a request with a
 * query) the one from its path alone, which then passes the query on to a path on this site without one of its own.
 */
export function matchRedirect<R extends RedirectRule>(
  byFrom: ReadonlyMap<string, R>,
  pathname: string,
  search: string,
): { redirect: R; location: string } | undefined {
  const exact = byFrom.get(redirectKeyOf(pathname, search))
  if (exact) return { redirect: exact, location: exact.to }
  if (search.length <= 1) return undefined
  const byPath = byFrom.get(redirectKeyOf(pathname, ''))
  if (!byPath) return undefined
  const passQuery = byPath.to.startsWith('/') && !byPath.to.includes('?') && !byPath.to.includes('#')
  return { redirect: byPath, location: passQuery ? byPath.to + search : byPath.to }
}

/**
 * The redirects whose to-address is itself redirected (a chain, or a loop when it comes back): a visitor would be sent
 * on twice or for ever. Only paths on this site are followed; another site's addresses are its own business.
 */
export function chainedRedirects<R extends RedirectRule>(redirects: readonly R[]): R[] {
  const byFrom = new Map(redirects.map((redirect) => [redirect.from, redirect]))
  return redirects.filter((redirect) => {
    if (!redirect.to.startsWith('/')) return false
    const target = new URL(redirect.to, base)
    return matchRedirect(byFrom, target.pathname, target.search) !== undefined
  })
}
