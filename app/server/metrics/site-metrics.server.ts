import { AggregatorRegistry, Counter, Gauge, Histogram, register } from 'prom-client'

/**
 * Every figure the site reports to Prometheus (issue 38 §3, docs/decisions/0070), defined once here: the launcher
 * serves them on METRICS_PORT (loopback), summed over its workers, so each is counted once however many processes
 * run. The gauges every worker reads alike from the database (the outbox) are taken from one worker, not summed.
 * Nothing a visitor typed is a label: routes are patterns, codes come from fixed lists.
 */

const seconds = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

/** What the backend tells when the figures are read (set once it has started; unset, the gauges stay 0). */
export interface MetricProbes {
  outbox?: () => Promise<{ backlog: number; oldestAgeSeconds: number }>
  pool?: () => { total: number; idle: number; waiting: number }
}

function defineMetrics(probes: MetricProbes) {
  // A worker answers the launcher's requests for its figures once an aggregator exists in it.
  new AggregatorRegistry()
  // Both outbox figures from one query, read when the backlog is (it is registered first, so collected first).
  let outboxOldestSeconds: Gauge
  const outboxBacklog = new Gauge({
    name: 'site_mail_outbox_backlog',
    help: 'Mails waiting to be sent (not sent, not given up)',
    aggregator: 'max',
    async collect() {
      const outbox = await probes.outbox?.()
      if (!outbox) return
      this.set(outbox.backlog)
      outboxOldestSeconds.set(outbox.oldestAgeSeconds)
    },
  })
  outboxOldestSeconds = new Gauge({
    name: 'site_mail_outbox_oldest_age_seconds',
    help: 'Age of the oldest mail waiting to be sent; 0 when none waits',
    aggregator: 'max',
  })
  return {
    requests: new Counter({
      name: 'site_http_requests_total',
      help: 'Requests answered, by kind (page, server-function, api, other), route pattern and status',
      labelNames: ['kind', 'route', 'status'] as const,
    }),
    requestSeconds: new Histogram({
      name: 'site_http_request_duration_seconds',
      help: 'Time to the response, by kind and route pattern',
      labelNames: ['kind', 'route'] as const,
      buckets: seconds,
    }),
    cache: new Counter({
      name: 'site_cache_lookups_total',
      help: 'Lookups in the page cache and the API cache of public reads, by cache and result (hit or miss)',
      labelNames: ['cache', 'result'] as const,
    }),
    purges: new Counter({
      name: 'site_shared_cache_purges_total',
      help: 'Purges sent to the shared cache in front (PURGE_URL), by outcome (ok or failed)',
      labelNames: ['outcome'] as const,
    }),
    querySeconds: new Histogram({
      name: 'site_db_query_duration_seconds',
      help: 'Time of each database query',
      buckets: seconds,
    }),
    pool: new Gauge({
      name: 'site_db_pool_connections',
      help: "The PostgreSQL pool's connections, by state (total, idle, waiting: queries waiting for one)",
      labelNames: ['state'] as const,
      collect() {
        const pool = probes.pool?.()
        if (!pool) return
        for (const state of ['total', 'idle', 'waiting'] as const) this.set({ state }, pool[state])
      },
    }),
    outboxBacklog,
    outboxOldestSeconds,
    signInFailures: new Counter({
      name: 'site_sign_in_failures_total',
      help: 'Sign-ins refused for a wrong email, password or code, by who (member or staff)',
      labelNames: ['who'] as const,
    }),
    refusals: new Counter({
      name: 'site_refusals_total',
      help: "Requests a control refused, by the refusal's code (RATE_LIMITED, PAYLOAD_TOO_LARGE, CSRF_REJECTED, …)",
      labelNames: ['code'] as const,
    }),
    jobRuns: new Counter({
      name: 'site_job_runs_total',
      help: 'Runs of the background jobs, by job and outcome (ok or failed)',
      labelNames: ['job', 'outcome'] as const,
    }),
    jobLastSuccess: new Gauge({
      name: 'site_job_last_success_timestamp_seconds',
      help: 'When each job last ran without failing (Unix time); a backup counts when its archive was written',
      labelNames: ['job'] as const,
      aggregator: 'max',
    }),
  }
}

export type SiteMetrics = ReturnType<typeof defineMetrics>

/** Kept on globalThis: the server bundle may hold this module twice, and prom-client refuses a metric named twice. */
const slot = globalThis as typeof globalThis & { __siteMetrics?: SiteMetrics; __siteMetricProbes?: MetricProbes }

export function siteMetrics(): SiteMetrics {
  slot.__siteMetricProbes ??= {}
  slot.__siteMetrics ??= defineMetrics(slot.__siteMetricProbes)
  return slot.__siteMetrics
}

/** Tells the gauges read at scrape time where to look (the backend, once started). */
export function setMetricProbes(probes: MetricProbes): void {
  siteMetrics()
  Object.assign(slot.__siteMetricProbes ?? {}, probes)
}

/** This process's figures in the text format (tests; the launcher serves every worker's through its aggregator). */
export function metricsText(): Promise<string> {
  siteMetrics()
  return register.metrics()
}
