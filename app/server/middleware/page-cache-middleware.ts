import { createMiddleware } from '@tanstack/react-start'
import { acceptsGzip } from '~/server/compression/accept-encoding'
import { createNonce } from '~/server/headers/nonce.server'
import { isHttpsRequest } from '~/server/headers/request-https.server'
import { pageCache } from '~/server/page-cache/page-cache.server'
import { isCacheablePage, pageCacheKey } from '~/server/page-cache/page-cache-rules'
import { fromCachedPage, nonceOfPolicy, toCachedPage } from '~/server/page-cache/page-nonce'

const CACHE_STATUS_HEADER = 'x-page-cache'

function cachedResponse({ status, headers, body }: ReturnType<typeof fromCachedPage>, cacheStatus: 'hit' | 'miss') {
  headers.set(CACHE_STATUS_HEADER, cacheStatus)
  return new Response(body, { status, headers })
}

/**
 * Serves an anonymous visitor's page from memory when it was rendered a moment ago (docs/decisions/0013): the same
 * bytes, with a fresh CSP nonce. Outermost, so that a hit skips the rendering and every other middleware; what it
 * stores already carries their headers.
 */
export const pageCacheMiddleware = createMiddleware().server(async ({ request, next, handlerType }) => {
  if (!pageCache || handlerType !== 'router') return next()
  const key = pageCacheKey(request, new URL(request.url), isHttpsRequest(request))
  if (!key) return next()

  const gzip = acceptsGzip(request.headers.get('accept-encoding'))
  const cached = pageCache.get(key)
  if (cached) return cachedResponse(fromCachedPage(cached, createNonce(), { gzip }), 'hit')

  const renderedFrom = pageCache.generation
  const result = await next()
  const nonce = nonceOfPolicy(result.response.headers.get('content-security-policy'))
  if (!nonce || !isCacheablePage(result.response)) return result
  const page = toCachedPage(result.response.status, result.response.headers, await result.response.text(), nonce)
  pageCache.set(key, page, renderedFrom)
  // Served as a hit is: gzipped when asked, with the nonce it was rendered with.
  return cachedResponse(fromCachedPage(page, nonce, { gzip }), 'miss')
})
