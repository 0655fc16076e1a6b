// The site with Varnish in front (deploy/varnish/site.vcl, issue 26): the same pages measured through the shared
// cache, as anonymous visitors get them from it. The lead's bench.mjs calls measureThroughVarnish with the page
// targets (pages.mjs) and a running server's base URL; each page is asked once first, so that the measure is of hits.

import { startVarnish } from '../varnish/start-varnish.mjs'
import { connectionLevels, measure, onServerCpu } from './lib.mjs'

/** Varnish's port (BENCH_VARNISH_PORT), beside the bench's own servers. */
const varnishPort = Number(process.env.BENCH_VARNISH_PORT || 3313)

/**
 * Rows `{ variant: 'varnish', label, connections, rps, p50, p99, failed }`, one per target and connection level
 * (BENCH_CONNECTIONS), measured through Varnish in front of the server at `baseUrl` (http://127.0.0.1:port).
 */
export async function measureThroughVarnish(targets, baseUrl) {
  // Varnish on the servers' CPU, as nginx is on the same bytes (floors.mjs): the ratio compares the two on one core.
  const varnish = await onServerCpu(() =>
    startVarnish({ port: varnishPort, backendPort: Number(new URL(baseUrl).port), memoryMb: 256 }),
  )
  const rows = []
  try {
    for (const target of targets) {
      const url = `${varnish.origin}${target.path}`
      const first = await fetch(url, { headers: { 'accept-encoding': 'gzip' } })
      await first.arrayBuffer()
      if (!first.ok) throw new Error(`${target.label}: ${url} answered ${first.status} through Varnish`)
      for (const connections of connectionLevels) {
        const result = await measure(url, connections)
        rows.push({
          variant: 'varnish',
          label: target.label,
          connections,
          rps: result.rps,
          p50: result.p50,
          p99: result.p99,
          failed: result.failures,
        })
      }
    }
  } finally {
    varnish.stop()
  }
  return rows
}
