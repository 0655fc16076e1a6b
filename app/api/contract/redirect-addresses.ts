import { lenientKeyOf, siteOwnAddress } from './site-own-addresses'

/**
 * The rules of a redirect's two addresses (issue 40 §3, decisions 90 and 111), in one place for the console's form,
 * the API and the server that answers them. Without valibot: the server's entry reads them on every request.
 *
 * A from-address is a path on this site with an optional query, kept as a URL parser writes it (Korean and spaces
 * percent-encoded) and without a trailing slash, so that `/회사/` and `/%ED%9A%8C%EC%82%AC` are one address; never an
 * address the site answers itself, in any spelling. A to-address is a path on this site (with its query and fragment)
 * as a browser resolves it, or an http(s) address elsewhere.
 */
export const REDIRECT_FROM_MAX_LENGTH = 500
export const REDIRECT_TO_MAX_LENGTH = 1_000
export const redirectStatuses = [301, 302] as const
export type RedirectStatus = (typeof redirectStatuses)[number]

const base = 'http://redirect.invalid'
const BASE_ORIGIN = new URL(base).origin
// biome-ignore lint/suspicious/noControlCharactersInRegex: controls are what the rule refuses
const UNTYPABLE = /[\s\u0000-\u001f\u007f]/
/** A path a browser would read as another host's address (`//host`, `/\host`). */
const OTHER_HOST = /^\/[/\\]/

/** A path without its trailing slash (but `/` itself). */
const withoutTrailingSlash = (path: string) => (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path)

/** The key a request's path and query are looked up by: as `fromAddressOf` writes a from-address. */
export function redirectKeyOf(pathname: string, search: string): string {
  return withoutTrailingSlash(pathname) + (search === '?' ? '' : search)
}

/**
 * What is wrong with a from-address: not a path here, or one of the site's own addresses (a page, with the address the
 * site writes it with, or a file), which no redirect may take over (decision 111).
 */
export type FromAddressProblem = { problem: 'invalid' } | { problem: 'reserved'; page: string | undefined }

/** A from-address as kept, or what is wrong with it. */
export function fromAddressOf(typed: string): { address: string } | FromAddressProblem {
  const text = typed.trim()
  if (!text.startsWith('/') || OTHER_HOST.test(text) || text.includes('#') || UNTYPABLE.test(text)) {
    return { problem: 'invalid' }
  }
  let url: URL
  try {
    url = new URL(text, base)
  } catch {
    return { problem: 'invalid' }
  }
  const address = redirectKeyOf(url.pathname, url.search)
  if (address.length > REDIRECT_FROM_MAX_LENGTH || OTHER_HOST.test(address)) return { problem: 'invalid' }
  const own = siteOwnAddress(url.pathname)
  if (own) return { problem: 'reserved', page: own.kind === 'page' ? own.page : undefined }
  return { address }
}

/** An address's length as typed: a kept one, whose Korean is percent-encoded, counts as it was typed. */
function typedLength(text: string): number {
  try {
    return decodeURI(text).length
  } catch {
    return text.length
  }
}

/** A to-address as kept: a path here, or an http(s) address on another site (`offSite`, which an editor must choose). */
export interface ToAddress {
  address: string
  offSite: boolean
}

/** A path here as a browser resolves it, written so that it resolves to the same again; undefined if it leaves the site. */
function pathHere(url: URL): ToAddress | undefined {
  const address = url.pathname + url.search + url.hash
  if (url.origin !== BASE_ORIGIN || OTHER_HOST.test(address) || new URL(address, base).href !== url.href) return undefined
  return { address, offSite: false }
}

/**
 * A to-address as kept, checked as a browser will resolve it from the redirect's `Location` (WHATWG URL): a path here
 * (`/.//evil.example` resolves to `//evil.example`, another host: refused), or an http(s) address elsewhere. With the
 * site's own address (`siteUrl`), an address on its host is kept as the path it names, so that the rules see a loop
 * or a chain through it. Undefined when it is neither.
 */
export function toAddressOf(typed: string, siteUrl?: string): ToAddress | undefined {
  const text = typed.trim()
  if (text.length === 0 || typedLength(text) > REDIRECT_TO_MAX_LENGTH || UNTYPABLE.test(text)) return undefined
  try {
    if (text.startsWith('/')) return OTHER_HOST.test(text) ? undefined : pathHere(new URL(text, base))
    const url = new URL(text)
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !url.hostname) return undefined
    if (siteUrl && url.host === new URL(siteUrl).host) return pathHere(new URL(url.pathname + url.search + url.hash, base))
    return { address: url.href, offSite: true }
  } catch {
    return undefined
  }
}

export type RedirectTargetProblem = 'invalid' | 'off_site'

/**
 * A redirect's to-address as kept, or what is wrong with it: not an address, or another site's when the editor did not
 * choose to send visitors off the site (`offSite`, an explicit choice the audit log records, decision 111).
 */
export function redirectTargetOf(
  typed: string,
  offSite: boolean,
  siteUrl?: string,
): { target: ToAddress } | { problem: RedirectTargetProblem } {
  const target = toAddressOf(typed, siteUrl)
  if (!target) return { problem: 'invalid' }
  return target.offSite && !offSite ? { problem: 'off_site' } : { target }
}

/** Whether a browser sent to `location` stays on this site. */
const staysHere = (location: string) => URL.canParse(location, base) && new URL(location, base).origin === BASE_ORIGIN

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
  // Never to another host: the visitor's query may hold a token (a password reset's).
  const passQuery = staysHere(byPath.to) && !byPath.to.includes('?') && !byPath.to.includes('#')
  return { redirect: byPath, location: passQuery ? byPath.to + search : byPath.to }
}

/** The key a path and query are compared by for a chain: the path in any spelling (site-own-addresses.ts). */
const chainKeyOf = (pathname: string, search: string) => lenientKeyOf(pathname) + (search === '?' ? '' : search)

/**
 * The redirect of `redirects` a visitor sent to `to` would be sent on by, matched as `matchRedirect` does but in any
 * spelling of the path (its case, `%xx`, a trailing slash or dot...); only paths here are followed, another site's
 * addresses are its own business.
 */
export function redirectReachedBy<R extends RedirectRule>(redirects: readonly R[]): (to: string) => R | undefined {
  const byFrom = new Map<string, R>()
  for (const redirect of redirects) {
    const url = new URL(redirect.from, base)
    byFrom.set(chainKeyOf(url.pathname, url.search), redirect)
  }
  return (to) => {
    if (!staysHere(to)) return undefined
    const target = new URL(to, base)
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
