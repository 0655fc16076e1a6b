import { isPreviewAddress } from '~/api/contract/preview-token'
import { isConsolePath } from '~/config/console-paths'
import { isMemberPath } from '~/config/member-paths'
import { isDocumentRequest, langFromUrl, type RequestHead } from '~/i18n/lang-redirect'

/**
 * The search's results (decision 84): as many addresses as what visitors type, each rendered in milliseconds from the
 * texts the backend keeps; kept, a stream of queries would push out the pages everyone reads.
 */
const SEARCH_PATH = '/search'

/**
 * The key of a request the page cache may answer, or undefined when it must be rendered: only a plain GET of a
 * page in a language named by the address, from a visitor with no cookie at all (so never a member, nor a sign-in
 * or sign-up in progress), outside the member pages and the search's results, and never a draft's preview (`?preview=`, whose answer is
 * `no-store` as well). The key holds all of the request a page's rendering reads (docs/decisions/0026): the address's
 * path and query, and whether it came over HTTPS. A fragment is refused before the page cache (request-target.ts);
 * here too it means no key, since the router renders it and the key lacks it.
 */
export function pageCacheKey(request: RequestHead, url: URL, https: boolean): string | undefined {
  if (request.method !== 'GET' || url.hash || !isDocumentRequest(request, url)) return undefined
  if (request.headers.has('cookie') || request.headers.has('authorization')) return undefined
  if (isMemberPath(url.pathname) || isConsolePath(url.pathname) || url.pathname === SEARCH_PATH) return undefined
  if (isPreviewAddress(url) || !langFromUrl(url)) return undefined
  return `${https ? 'https' : 'http'} ${url.pathname}${url.search}`
}

/** Only a complete, public HTML page that sets no cookie is kept. */
export function isCacheablePage(response: Response): boolean {
  if (response.status !== 200) return false
  if (!response.headers.get('content-type')?.startsWith('text/html')) return false
  if (response.headers.has('set-cookie')) return false
  const cacheControl = response.headers.get('cache-control') ?? ''
  return !/\b(private|no-store|no-cache)\b/.test(cacheControl)
}
