import { createMiddleware } from '@tanstack/react-start'
import { pageCache } from '~/page-cache/page-cache.server'
import { isCacheablePage, pageCacheKey } from '~/page-cache/page-cache-rules'
import { fromCachedPage, nonceOfPolicy, toCachedPage } from '~/page-cache/page-nonce'
import { createNonce } from '~/security/nonce.server'
import { isHttpsRequest } from '~/security/request-https.server'

const CACHE_STATUS_HEADER = 'x-page-cache'

/**
 * Serves an anonymous visitor's page from memory when it was rendered a moment ago (docs/decisions/0013): the same
 * bytes, with a fresh CSP nonce. Outermost, so that a hit skips the rendering and every other middleware; what it
 * stores already carries their headers.
 */
export const pageCacheMiddleware = createMiddleware().server(async ({ request, next, handlerType }) => {
  if (!pageCache || handlerType !== 'router') return next()
  const key = pageCacheKey(request, new URL(request.url), isHttpsRequest(request))
  if (!key) return next()

  const cached = pageCache.get(key)
  if (cached) {
    const { status, headers, body } = fromCachedPage(cached, createNonce())
    headers.set(CACHE_STATUS_HEADER, 'hit')
    return new Response(body, { status, headers })
  }

  const result = await next()
  const nonce = nonceOfPolicy(result.response.headers.get('content-security-policy'))
  if (!nonce || !isCacheablePage(result.response)) return result
  const { status, statusText } = result.response
  const body = await result.response.text()
  const headers = new Headers(result.response.headers)
  pageCache.set(key, toCachedPage(status, headers, body, nonce))
  headers.set(CACHE_STATUS_HEADER, 'miss')
  return new Response(body, { status, statusText, headers })
})
