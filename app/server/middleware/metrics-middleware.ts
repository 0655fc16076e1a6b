import { createMiddleware } from '@tanstack/react-start'
import { recordRequest } from '~/server/metrics/request-metrics.server'

/**
 * Outermost: counts every request and the time to its response (docs/decisions/0070), labelled by the route the path
 * reaches, never the path (route-label.ts, decision 112); a kept page answered on Node's request is counted there
 * (page-cache-node-hit.ts).
 */
export const metricsMiddleware = createMiddleware().server(async ({ request, next }) => {
  const started = performance.now()
  const result = await next()
  recordRequest(new URL(request.url).pathname, result.response.status, started)
  return result
})
