// The soak of `npm run bench`: BENCH_SOAK_SECONDS (600) at half the measured peak, cycling through the bench's pages
// and API reads; the server prints its memory every 10 s (MEMORY_REPORT_SECONDS) and the soak reports RSS, heap and
// array buffers over time, the growth from minute 2 to the end, and the trend of the array buffers after minute 2.

import autocannon from 'autocannon'
import { browserHeaders } from './lib.mjs'

export const soakSeconds = Number(process.env.BENCH_SOAK_SECONDS ?? 600)
export const MEMORY_REPORT_SECONDS = 10
const WARM_UP_SECONDS = 120

/** Collects the server's `memory {...}` lines (pass as startServer's onStdoutLine). */
export function memoryRecorder() {
  const samples = []
  return {
    samples,
    onStdoutLine(line) {
      if (line.startsWith('memory ')) samples.push(JSON.parse(line.slice('memory '.length)))
    },
  }
}

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`
const percent = (from, to) => `${(((to - from) / from) * 100).toFixed(1)}%`

/** Least-squares slope, in units per minute. */
function slopePerMinute(points) {
  const n = points.length
  if (n < 2) return 0
  const meanX = points.reduce((sum, [x]) => sum + x, 0) / n
  const meanY = points.reduce((sum, [, y]) => sum + y, 0) / n
  const numerator = points.reduce((sum, [x, y]) => sum + (x - meanX) * (y - meanY), 0)
  const denominator = points.reduce((sum, [x]) => sum + (x - meanX) ** 2, 0)
  return denominator ? (numerator / denominator) * 60_000 : 0
}

/**
 * Runs the soak against `base` at `rate` requests per second over `paths`, then prints the memory report.
 * Answers the number of failed requests and whether memory grew past the target (10%).
 */
export async function runSoak(base, paths, rate, recorder) {
  console.log(`\nSoak: ${soakSeconds} s at ${rate} requests/s (half the peak), ${paths.length} URLs in turn`)
  const started = Date.now()
  const result = await autocannon({
    url: base,
    connections: 20,
    overallRate: rate,
    duration: soakSeconds,
    requests: paths.map((path) => ({ method: 'GET', path, headers: browserHeaders })),
  })
  const failures = result.errors + result.timeouts + result.non2xx
  const during = recorder.samples.filter((sample) => sample.at >= started)
  console.log(`  ${result.requests.total} requests, ${failures} failed, p99 ${result.latency.p99} ms`)
  console.log('  minute     RSS          heap used    array buffers')
  for (const sample of during.filter((_, index) => index % 6 === 0)) {
    console.log(
      `  ${((sample.at - started) / 60_000).toFixed(1).padStart(6)}  ${mb(sample.rss).padStart(10)}  ${mb(sample.heapUsed).padStart(12)}  ${mb(sample.arrayBuffers).padStart(12)}`,
    )
  }
  const settled = during.filter((sample) => sample.at - started >= WARM_UP_SECONDS * 1000)
  const first = settled[0]
  const last = settled.at(-1)
  if (!first || !last || first === last) {
    console.log('  (too short to measure growth after the warm-up)')
    return { failures, grew: false }
  }
  // The heap saws up and down with each collection: its growth compares the mean of the first settled minute
  // with the mean of the last one, not two single samples.
  const meanHeap = (samples) => samples.reduce((sum, sample) => sum + sample.heapUsed, 0) / samples.length
  const firstMinute = settled.filter((sample) => sample.at - first.at < 60_000)
  const lastMinute = settled.filter((sample) => last.at - sample.at < 60_000)
  const rssGrowth = (last.rss - first.rss) / first.rss
  const heapGrowth = (meanHeap(lastMinute) - meanHeap(firstMinute)) / meanHeap(firstMinute)
  const bufferTrend = slopePerMinute(settled.map((sample) => [sample.at, sample.arrayBuffers]))
  const heapTrend = slopePerMinute(settled.map((sample) => [sample.at, sample.heapUsed]))
  console.log(
    `  from minute ${((first.at - started) / 60_000).toFixed(1)} to ${((last.at - started) / 60_000).toFixed(1)}: RSS ${mb(first.rss)} → ${mb(last.rss)} (${percent(first.rss, last.rss)}); heap, mean of a minute, ${mb(meanHeap(firstMinute))} → ${mb(meanHeap(lastMinute))} (${percent(meanHeap(firstMinute), meanHeap(lastMinute))}, trend ${(heapTrend / 1024).toFixed(0)} kB/min); array buffers ${mb(first.arrayBuffers)} → ${mb(last.arrayBuffers)} (trend ${(bufferTrend / 1024).toFixed(1)} kB/min)`,
  )
  const grew = rssGrowth > 0.1 || heapGrowth > 0.1
  if (grew) console.log('  MEMORY GREW more than 10%')
  return { failures, grew }
}
