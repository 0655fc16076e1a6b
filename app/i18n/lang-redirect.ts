import { sitePathOf } from '~/api/contract/site-route-match'
import { toSameSitePath } from '~/security/safe-redirect'
import { languagesAt } from './language-scopes'
import { detectLocale, type Locale, parseLocale } from './locales'

const nonDocumentPrefixes = ['/api/', '/_serverFn', '/assets/', '/fonts/', '/media/', '/files/']

/**
 * What the rules about a request read of it before its body: a platform Request is one, and so is a view of Node's
 * request made at the server's entry (page-cache-node-hit.ts), which answers before any Request is made.
 */
export interface RequestHead {
  readonly method: string
  readonly headers: Pick<Headers, 'get' | 'has'>
}

/** A page a browser navigates to, as opposed to an API call, asset or file. */
export function isDocumentRequest(request: RequestHead, url: URL): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  if (nonDocumentPrefixes.some((prefix) => url.pathname.startsWith(prefix))) return false
  const lastSegment = url.pathname.slice(url.pathname.lastIndexOf('/') + 1)
  if (lastSegment.includes('.')) return false
  const dest = request.headers.get('sec-fetch-dest')
  if (dest && dest !== 'document' && dest !== 'iframe') return false
  const accept = request.headers.get('accept') ?? '*/*'
  return /(^|,)\s*(\*\/\*|text\/html)/.test(accept)
}

/** The single valid `lang` of a URL, or undefined when it is missing, repeated or not a supported code. */
export function langFromUrl(url: URL): Locale | undefined {
  const values = url.searchParams.getAll('lang')
  return values.length === 1 ? parseLocale(values[0]) : undefined
}

/**
 * Where a document request without a valid `lang` must go: the same path and query with the detected locale.
 * Undefined when the request already carries a valid one. The staff console takes Korean or English only: the one it
 * was last read in, else the browser's language when it is one of them, else Korean; the public site's choice is not
 * the console's (decision 114).
 */
export function langRedirectLocation(request: Request, url: URL): string | undefined {
  const lang = langFromUrl(url)
  const scope = languagesAt(sitePathOf(url.pathname))
  if (lang && scope.locales.includes(lang)) return undefined
  const locale = detectLocale(
    { cookieHeader: request.headers.get('cookie'), acceptLanguage: request.headers.get('accept-language') },
    scope,
  )
  const search = new URLSearchParams(url.search)
  search.delete('lang')
  search.set('lang', locale)
  return `${toSameSitePath(url.pathname)}?${search.toString()}`
}
