import { acceptsGzip } from '~/server/compression/accept-encoding'
import { isHttpsRequest } from '~/server/headers/request-https.server'
import { recordRequest } from '~/server/metrics/request-metrics.server'
import { siteMetrics } from '~/server/metrics/site-metrics.server'
import { cachedPageResponse } from './cached-page'
import { pageCache } from './page-cache.server'
import { pageCacheKey } from './page-cache-rules'

/**
 * A page-cache hit answered at the server's entry, before the framework's routing and middleware (issue 41): what the
 * cache keeps is a whole answer, every header a rendering adds already in it, so the chain had nothing left to do for
 * it but cost about three quarters of the hit's time. The same rule picks who gets a kept page (page-cache-rules.ts);
 * a miss goes on to the page cache's middleware, which renders and keeps the page.
 */
export function pageCacheHit(request: Request): Response | undefined {
  if (!pageCache) return undefined
  const started = performance.now()
  const url = new URL(request.url)
  const key = pageCacheKey(request, url, isHttpsRequest(request))
  const cached = key ? pageCache.get(key) : undefined
  if (!cached) return undefined
  siteMetrics().cache.inc({ cache: 'page', result: 'hit' })
  const response = cachedPageResponse(cached, { gzip: acceptsGzip(request.headers.get('accept-encoding')) }, 'hit')
  recordRequest(url.pathname, response.status, started)
  return response
}
