import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { metricsText } from '~/server/metrics/site-metrics.server'

/** The metric names an expression uses (a histogram's series by its own name). */
function metricsNamedIn(text: string): Set<string> {
  return new Set([...text.matchAll(/\bsite_[a-z_]+/g)].map(([name]) => name.replace(/_(bucket|sum|count)$/, '')))
}

describe('the Grafana dashboard and the Prometheus alerts in deploy/', () => {
  it('name only metrics the site reports', async () => {
    const reported = new Set([...(await metricsText()).matchAll(/^# TYPE (\S+) /gm)].map(([, name]) => name as string))
    const dashboard = JSON.parse(readFileSync('deploy/grafana/site-dashboard.json', 'utf8')) as {
      panels: Array<{ targets: Array<{ expr: string }> }>
    }
    const dashboardNames = metricsNamedIn(
      dashboard.panels.flatMap((panel) => panel.targets.map((target) => target.expr)).join('\n'),
    )
    const alertNames = metricsNamedIn(readFileSync('deploy/prometheus/site-alerts.yml', 'utf8'))
    expect(dashboardNames.size).toBeGreaterThanOrEqual(10)
    expect(alertNames.size).toBeGreaterThanOrEqual(6)
    for (const name of [...dashboardNames, ...alertNames]) expect(reported, name).toContain(name)
    // And every metric the site reports is on the dashboard.
    for (const name of reported) expect(dashboardNames, name).toContain(name)
  })
})
