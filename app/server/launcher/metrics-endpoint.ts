import { createServer, type Server } from 'node:http'
import { AggregatorRegistry } from 'prom-client'
import { log } from '../logging/log.server'

/**
 * `GET /metrics` on 127.0.0.1:METRICS_PORT, served by the launcher: every worker's figures summed (prom-client's
 * aggregator asks each worker over the cluster's channel), so each is counted once however many run. On loopback only:
 * Prometheus on the same machine, or a tunnel; never the public port (docs/decisions/0070).
 */
export function startMetricsEndpoint(port: number): Server {
  const aggregator = new AggregatorRegistry()
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n')
      return
    }
    aggregator.clusterMetrics().then(
      (text) => response.writeHead(200, { 'content-type': aggregator.contentType }).end(text),
      (error: unknown) => {
        log.warn('server', 'the workers did not report their metrics', { error: String(error) })
        response.writeHead(503, { 'content-type': 'text/plain' }).end('the workers did not answer\n')
      },
    )
  })
  server.listen(port, '127.0.0.1', () => log.info('server', 'metrics on loopback', { url: `http://127.0.0.1:${port}/metrics` }))
  server.unref()
  return server
}
