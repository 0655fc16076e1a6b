import { createMiddleware } from '@tanstack/react-start'
import { acceptsGzip } from '~/server/compression/accept-encoding'
import { isHttpsRequest } from '~/server/headers/request-https.server'
import { siteMetrics } from '~/server/metrics/site-metrics.server'
import { cachedPageResponse, toCachedPage } from '~/server/page-cache/cached-page'
import { pageCache } from '~/server/page-cache/page-cache.server'
import { isCacheablePage, pageCacheKey } from '~/server/page-cache/page-cache-rules'

/** A page with a nonce in its policy is one visitor's own: never kept (the pages this cache takes carry hashes). */
const carriesNonce = (response: Response) => /'nonce-/.test(response.headers.get('content-security-policy') ?? '')

/**
 * Serves an anonymous visitor's page from memory when it was rendered a moment ago (docs/decisions/0013): the same
 * bytes as a shared cache would serve (0054). Outermost, so that a hit skips the rendering and every other middleware;
 * what it stores already carries their headers.
 */
export const pageCacheMiddleware = createMiddleware().server(async ({ request, next, handlerType }) => {
  if (!pageCache || handlerType !== 'router') return next()
  const key = pageCacheKey(request, new URL(request.url), isHttpsRequest(request))
  if (!key) return next()

  const gzip = acceptsGzip(request.headers.get('accept-encoding'))
  const cached = pageCache.get(key)
  siteMetrics().cache.inc({ cache: 'page', result: cached ? 'hit' : 'miss' })
  // Answered at the server's entry (page-cache-entry.ts) unless kept meanwhile.
  if (cached) return cachedPageResponse(cached, { gzip }, 'hit')

  const renderedFrom = pageCache.generation
  const result = await next()
  if (carriesNonce(result.response) || !isCacheablePage(result.response)) return result
  const page = toCachedPage(result.response.status, result.response.headers, await result.response.text())
  pageCache.set(key, page, renderedFrom)
  // Served as a hit is: gzipped when asked.
  return cachedPageResponse(page, { gzip }, 'miss')
})
