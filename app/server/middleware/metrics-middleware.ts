import { createMiddleware } from '@tanstack/react-start'
import { recordRequest } from '~/server/metrics/request-metrics.server'

/**
 * Outermost: counts every request and the time to its response (docs/decisions/0070); a page-cache hit answered at the
 * server's entry is counted there (page-cache-entry.ts).
 */
export const metricsMiddleware = createMiddleware().server(async ({ request, next }) => {
  const started = performance.now()
  const result = await next()
  recordRequest(new URL(request.url).pathname, result.response.status, started)
  return result
})
