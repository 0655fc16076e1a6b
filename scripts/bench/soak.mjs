// The soak of `npm run bench`: BENCH_SOAK_SECONDS (600) at half the measured peak, cycling through the bench's pages
// and API reads; the server prints its memory every 10 s (MEMORY_REPORT_SECONDS) and the soak reports RSS, heap and
// array buffers over time, then from minute 2 to the end: the growth of RSS, of the heap's floor (each minute's lowest
// sample, each taken after a full collection), and the trend of the array buffers' floor.

import autocannon from 'autocannon'
import { browserHeaders } from './lib.mjs'

export const soakSeconds = Number(process.env.BENCH_SOAK_SECONDS ?? 600)
export const MEMORY_REPORT_SECONDS = 10
const WARM_UP_SECONDS = 120

/** Collects the server's `memory: {...}` lines (pass as startServer's onStdoutLine). */
export function memoryRecorder() {
  const samples = []
  return {
    samples,
    onStdoutLine(line) {
      if (line.startsWith('memory: ')) samples.push(JSON.parse(line.slice('memory: '.length)))
    },
  }
}

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`
const percent = (from, to) => `${(((to - from) / from) * 100).toFixed(1)}%`

/** Memory may grow this much from the end of the warm-up to the end of the soak (issue 8: under 10%). */
const GROWTH_LIMIT = 0.1
/**
 * The array buffers must show no upward trend (issue 8): the fitted line over the settled soak may rise by at most
 * this share of its start, the noise of a sawtooth sampled every 10 s.
 */
const TREND_LIMIT = 0.05

/** Each whole minute's lowest value of `keys`, timed at the minute's first sample. */
function minuteFloors(samples, keys) {
  const minutes = []
  for (let start = 0; start + 6 <= samples.length; start += 6) {
    const minute = samples.slice(start, start + 6)
    minutes.push({ at: minute[0].at, ...Object.fromEntries(keys.map((key) => [key, Math.min(...minute.map((s) => s[key]))])) })
  }
  return minutes
}

/** The growth of `key`'s floors from the first minute to the last, and of their fitted line over the same span. */
function floorReport(floors, key) {
  const from = floors[0][key]
  const to = floors.at(-1)[key]
  const slope = slopePerMinute(floors.map((floor) => [floor.at, floor[key]]))
  const span = (floors.at(-1).at - floors[0].at) / 60_000
  const trendGrowth = (slope * span) / from
  return {
    growth: (to - from) / from,
    trendGrowth,
    text: `${floors.map((floor) => mb(floor[key])).join(' · ')} (${percent(from, to)}; trend ${(slope / 1024).toFixed(0)} kB/min, ${(trendGrowth * 100).toFixed(1)}% over ${span.toFixed(0)} min)`,
  }
}

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
  if (settled.length < 12) {
    console.log('  (too short to measure growth after the warm-up)')
    return { failures, grew: false }
  }
  const first = settled[0]
  const last = settled.at(-1)
  // Each sample is taken after a full collection (the server runs with --expose-gc), but the bodies of requests in
  // flight at that moment are still held: each minute's lowest sample (its floor) is what the process keeps. RSS moves
  // in steps and is compared sample to sample.
  const floors = minuteFloors(settled, ['heapUsed', 'arrayBuffers'])
  const heap = floorReport(floors, 'heapUsed')
  const buffers = floorReport(floors, 'arrayBuffers')
  const rssGrowth = (last.rss - first.rss) / first.rss
  const minutes = (sample) => ((sample.at - started) / 60_000).toFixed(1)
  console.log(`  from minute ${minutes(first)} to ${minutes(last)}:`)
  console.log(`    RSS ${mb(first.rss)} → ${mb(last.rss)} (${percent(first.rss, last.rss)})`)
  console.log(`    heap, lowest of each minute: ${heap.text}`)
  console.log(`    array buffers, lowest of each minute: ${buffers.text}`)
  const grew = rssGrowth > GROWTH_LIMIT || heap.growth > GROWTH_LIMIT || buffers.trendGrowth > TREND_LIMIT
  if (grew)
    console.log(`  MEMORY GREW (limits: ${GROWTH_LIMIT * 100}% for RSS and heap, a ${TREND_LIMIT * 100}% trend of array buffers)`)
  return { failures, grew }
}
