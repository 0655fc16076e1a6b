import type { ItemRef } from './item-pages'
import { siteOwnAddress } from './site-own-addresses'

/**
 * The rules of a redirect's two addresses (issue 40 §3, decisions 90 and 111), in one place for the console's form,
 * the API and the server that answers them. Without valibot: the server's entry reads them on every request.
 *
 * A from-address is a path on this site with an optional query, kept as a URL parser writes it (Korean and spaces
 * percent-encoded) and without a trailing slash, so that `/회사/` and `/%ED%9A%8C%EC%82%AC` are one address; never an
 * address the site answers itself, in any spelling, but the page of an item that is no longer public (decision 116). A
 * to-address is a path on this site (with its query and fragment) as a browser resolves it, or an http(s) address
 * elsewhere. How a request is matched to a from-address: redirect-matching.ts.
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
export const withoutTrailingSlash = (path: string) => (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path)

/**
 * What is wrong with a from-address: not a path here, or one of the site's own addresses (a page, with the address the
 * site writes it with, or a file), which no redirect may take over (decision 111).
 */
export type FromAddressProblem = { problem: 'invalid' } | { problem: 'reserved'; page: string | undefined }

/**
 * A from-address that is an item's page (a news article's, a patent's, a paper's: decision 116), with the address the
 * site writes it with and the items it names: redirected only when none of them is public, and by the editor's choice.
 */
export interface ItemPageAddress {
  page: string
  items: ItemRef[]
}

/** A from-address as kept (with the item page it is, if any), or what is wrong with it. */
export function fromAddressOf(typed: string): { address: string; itemPage?: ItemPageAddress } | FromAddressProblem {
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
  const address = withoutTrailingSlash(url.pathname) + (url.search === '?' ? '' : url.search)
  if (address.length > REDIRECT_FROM_MAX_LENGTH || OTHER_HOST.test(address)) return { problem: 'invalid' }
  const own = siteOwnAddress(url.pathname)
  if (own?.kind === 'item') return { address, itemPage: { page: own.page, items: own.items } }
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
export const staysHere = (location: string) => URL.canParse(location, base) && new URL(location, base).origin === BASE_ORIGIN

/** A redirect as the rules read it. */
export interface RedirectRule {
  from: string
  to: string
}

/** A kept address read as a URL (its path and query), on no site in particular. */
export const addressUrl = (address: string) => new URL(address, base)
