import { requestLabels } from './route-label'
import { siteMetrics } from './site-metrics.server'

/** Counts one answered request and the time it took since `startedMs` (performance.now()). */
export type RequestRecorder = (startedMs: number) => void

/**
 * The recorder of the answers of one path with one status, by kind, route (the route tree's, never the path: route-label.ts)
 * and status, with its series looked up once: a kept page, whose path and status never change, keeps its recorder
 * (page-cache-node-hit.ts).
 */
export function requestRecorder(pathname: string, status: number): RequestRecorder {
  const { kind, route } = requestLabels(pathname)
  const metrics = siteMetrics()
  const counted = metrics.requests.labels({ kind, route, status: String(status) })
  const timed = metrics.requestSeconds.labels({ kind, route })
  return (startedMs) => {
    counted.inc()
    timed.observe((performance.now() - startedMs) / 1000)
  }
}

/** Counts one answered request and the time it took since `startedMs` (performance.now()), by kind, route and status. */
export function recordRequest(pathname: string, status: number, startedMs: number): void {
  requestRecorder(pathname, status)(startedMs)
}
