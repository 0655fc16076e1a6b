import { createMiddleware } from '@tanstack/react-start'
import { requestKind, routeLabel } from '~/server/metrics/route-label'
import { siteMetrics } from '~/server/metrics/site-metrics.server'

/** Outermost: counts every request and the time to its response, page-cache hits included (docs/decisions/0070). */
export const metricsMiddleware = createMiddleware().server(async ({ request, next }) => {
  const started = performance.now()
  const result = await next()
  const { pathname } = new URL(request.url)
  const kind = requestKind(pathname)
  const route = routeLabel(pathname, result.response.status)
  const metrics = siteMetrics()
  metrics.requests.inc({ kind, route, status: String(result.response.status) })
  metrics.requestSeconds.observe({ kind, route }, (performance.now() - started) / 1000)
  return result
})
