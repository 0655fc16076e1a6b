// wrk, Debian's load generator in C, for every throughput of the bench (issue 41): a generator in JavaScript topped
// out at 6,000–10,000 requests/s on these bytes and measured itself, not the servers. wrk runs on CPU 0 with one
// thread; the servers it measures run on CPU 1 (lib.mjs), so neither takes the other's core.

import { execFile } from 'node:child_process'
import { join } from 'node:path'

export const LOAD_CPU = '0'
const reportScript = join(import.meta.dirname, 'wrk-report.lua')

/**
 * Requests per second, latency (ms) and failures of `connections` connections on `url` for `seconds`, with `headers`.
 * A failure is a connection, read or write error, a timeout, or an answer other than 2xx and 3xx.
 */
export function wrk(url, { connections, seconds, headers = {} }) {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`])
  const args = ['-c', LOAD_CPU, 'wrk', '-t1', `-c${connections}`, `-d${seconds}s`, '--timeout', '10s', '-s', reportScript]
  return new Promise((done, fail) => {
    execFile('taskset', [...args, ...headerArgs, url], { maxBuffer: 1 << 20 }, (error, stdout, stderr) => {
      if (error) return fail(new Error(`wrk failed on ${url}: ${stderr || error.message}`))
      const line = stdout.split('\n').find((text) => text.startsWith('WRK_JSON '))
      if (!line) return fail(new Error(`wrk printed no report for ${url}: ${stdout}`))
      const report = JSON.parse(line.slice('WRK_JSON '.length))
      done({
        requests: report.requests,
        rps: report.requests / (report.durationUs / 1e6),
        p50: report.p50Us / 1000,
        p99: report.p99Us / 1000,
        failures: report.connect + report.read + report.write + report.status + report.timeout,
      })
    })
  })
}
