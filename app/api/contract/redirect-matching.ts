import { addressUrl, type RedirectRule, staysHere, withoutTrailingSlash } from './redirect-addresses'
import { lenientKeyOf } from './site-own-addresses'

/**
 * How a request finds the redirect of its old address (decisions 90 and 116), and the chain rule that follows the same
 * matching. Without valibot: the server's entry matches every request.
 *
 * A request and a stored from-address are compared by one key: the path without its trailing slash, and the query's
 * parameters in one order (an old link may carry them in any), empty ones dropped and `%xx` in capitals. Where the
 * previous site ignored letter case (an IIS site ignores it for every address: the site's `REDIRECT_LETTER_CASE=any`)
 * the whole key is in lower case, so `/Default.ASPX?ID=3` finds `/default.aspx?id=3`.
 */
export const redirectLetterCases = ['exact', 'any'] as const
export type RedirectLetterCase = (typeof redirectLetterCases)[number]

/** A query's parameters in one order, however they came: as their text sorts, the empty ones (`&&`, a last `&`) left out. */
function canonicalQuery(search: string): string {
  const parameters = search
    .slice(1)
    .split('&')
    .filter((parameter) => parameter !== '')
  return parameters.length === 0 ? '' : `?${parameters.sort().join('&')}`
}

const capitalEscapes = (text: string) => text.replaceAll(/%[0-9a-f]{2}/gi, (percentEscape) => percentEscape.toUpperCase())

/** The key a request's path and query (a URL's `pathname` and `search`) are looked up by. */
export function redirectKeyOf(pathname: string, search: string, letterCase: RedirectLetterCase): string {
  const spelled = letterCase === 'any' ? (text: string) => text.toLowerCase() : capitalEscapes
  return spelled(withoutTrailingSlash(pathname)) + canonicalQuery(spelled(search))
}

/** The key of a kept from-address: a stored one, whatever order its query was typed in, is read in today's form. */
export function fromKeyOf(from: string, letterCase: RedirectLetterCase): string {
  const url = addressUrl(from)
  return redirectKeyOf(url.pathname, url.search, letterCase)
}

/** The redirects by their from-address's key, and how keys are spelled: one lookup answers a request. */
export interface RedirectTable<R extends RedirectRule> {
  letterCase: RedirectLetterCase
  byKey: ReadonlyMap<string, R>
}

/**
 * The table of `redirects`; of two whose from-addresses share a key (kept before the matching compared them so, or
 * by a backend that did not), the first answers and the later ones are `shadowed`.
 */
export function redirectTableOf<R extends RedirectRule>(
  redirects: readonly R[],
  letterCase: RedirectLetterCase,
): { table: RedirectTable<R>; shadowed: R[] } {
  const byKey = new Map<string, R>()
  const shadowed: R[] = []
  for (const redirect of redirects) {
    const key = fromKeyOf(redirect.from, letterCase)
    if (byKey.has(key)) shadowed.push(redirect)
    else byKey.set(key, redirect)
  }
  return { table: { letterCase, byKey }, shadowed }
}

/**
 * Which redirect answers a request's path and query: the one from exactly that address, else (for a request with a
 * query) the one from its path alone, which then passes the query on to a path on this site without one of its own.
 */
export function matchRedirect<R extends RedirectRule>(
  { letterCase, byKey }: RedirectTable<R>,
  pathname: string,
  search: string,
): { redirect: R; location: string } | undefined {
  const exact = byKey.get(redirectKeyOf(pathname, search, letterCase))
  if (exact) return { redirect: exact, location: exact.to }
  if (search.length <= 1) return undefined
  const byPath = byKey.get(redirectKeyOf(pathname, '', letterCase))
  if (!byPath) return undefined
  // Never to another host: the visitor's query may hold a token (a password reset's).
  const passQuery = staysHere(byPath.to) && !byPath.to.includes('?') && !byPath.to.includes('#')
  return { redirect: byPath, location: passQuery ? byPath.to + search : byPath.to }
}

/**
 * The key a path and query are compared by for a chain: the path in any spelling (site-own-addresses.ts), the query in
 * any order and case. More lenient than any matching, so that no setting of the letter case hides a chain.
 */
const chainKeyOf = (pathname: string, search: string) => lenientKeyOf(pathname) + canonicalQuery(search.toLowerCase())

/**
 * The redirect of `redirects` a visitor sent to `to` would be sent on by, matched as `matchRedirect` does but in any
 * spelling of the path (its case, `%xx`, a trailing slash or dot...); only paths here are followed, another site's
 * addresses are its own business.
 */
export function redirectReachedBy<R extends RedirectRule>(redirects: readonly R[]): (to: string) => R | undefined {
  const byFrom = new Map<string, R>()
  for (const redirect of redirects) {
    const url = addressUrl(redirect.from)
    byFrom.set(chainKeyOf(url.pathname, url.search), redirect)
  }
  return (to) => {
    if (!staysHere(to)) return undefined
    const target = addressUrl(to)
    return byFrom.get(chainKeyOf(target.pathname, target.search)) ?? byFrom.get(chainKeyOf(target.pathname, ''))
  }
}

/**
 * The redirects whose to-address is itself redirected (a chain, or a loop when it comes back): a visitor would be sent
 * on twice or for ever.
 */
export function chainedRedirects<R extends RedirectRule>(redirects: readonly R[]): R[] {
  const reachedBy = redirectReachedBy(redirects)
  return redirects.filter((redirect) => reachedBy(redirect.to) !== undefined)
}
