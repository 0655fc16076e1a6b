import { requestKind, routeLabel } from './route-label'
import { siteMetrics } from './site-metrics.server'

/** Counts one answered request and the time it took since `startedMs` (performance.now()), by kind, route and status. */
export function recordRequest(pathname: string, status: number, startedMs: number): void {
  const kind = requestKind(pathname)
  const route = routeLabel(pathname, status)
  const metrics = siteMetrics()
  metrics.requests.inc({ kind, route, status: String(status) })
  metrics.requestSeconds.observe({ kind, route }, (performance.now() - startedMs) / 1000)
}
