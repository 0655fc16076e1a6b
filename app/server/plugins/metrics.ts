import { definePlugin } from 'nitro'
import { siteMetrics } from '~/server/metrics/site-metrics.server'

/**
 * Defines the metrics at boot: a worker then answers the launcher's request for its figures (METRICS_PORT) even before
 * it has served a request, so a scrape never waits on it.
 */
export default definePlugin(() => {
  siteMetrics()
})
