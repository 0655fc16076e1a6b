import { isPreviewAddress } from '~/api/contract/preview-token'
import { type SiteRoute, type SiteRouteId, siteRouteOf } from '~/api/contract/site-route-match'
import { isConsolePath } from '~/config/console-paths'
import { isMemberPath } from '~/config/member-paths'
import { isDocumentRequest, langFromUrl, type RequestHead } from '~/i18n/lang-redirect'

/**
 * The search's results (decision 84): as many addresses as what visitors type, each rendered in milliseconds from the
 * texts the backend keeps; kept, a stream of queries would push out the pages everyone reads.
 */
const SEARCH_ROUTE: SiteRouteId = '/search'

/** The routes whose pages are never kept: the members' and the console's, and the search's results. */
const neverKept = (route: SiteRoute) => isMemberPath(route.fullPath) || isConsolePath(route.fullPath) || route.id === SEARCH_ROUTE

/**
 * The key of a request the page cache may answer, or undefined when it must be rendered: only a plain GET of a
 * page in a language named by the address, from a visitor with no cookie at all (so never a member, nor a sign-in
 * or sign-up in progress), and never a draft's preview (`?preview=`, whose answer is `no-store` as well). The page is
 * the route the router reaches (site-route-match.ts, decision 112), never a member's, the console's or the search's
 * results, and its address is spelled as the site writes it: another spelling (`/News`, `/%73earch`, `/news/`) reaches
 * the same route but may render otherwise (its links are made of the address), so it is rendered every time, never
 * kept. The key holds all of the request a page's rendering reads (docs/decisions/0026): the address's path and query,
 * and whether it came over HTTPS. A fragment is refused before the page cache (request-target.ts); here too it means
 * no key, since the router renders it and the key lacks it.
 */
export function pageCacheKey(request: RequestHead, url: URL, https: boolean): string | undefined {
  if (request.method !== 'GET' || url.hash || !isDocumentRequest(request, url)) return undefined
  if (request.headers.has('cookie') || request.headers.has('authorization')) return undefined
  const match = siteRouteOf(url.pathname)
  if (!match || match.canonicalPath !== url.pathname || neverKept(match.route)) return undefined
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
