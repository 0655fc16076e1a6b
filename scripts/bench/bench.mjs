// npm run bench — from one run:
//   1. requests per second and p99 latency of the main server-rendered pages (ko-KR and en-US),
//   2. and of the main API reads, each next to a static file of the same bytes served by the same server, at every
//      connection level (BENCH_CONNECTIONS, default 50,10; BENCH_SECONDS per measurement, default 5);
//   3. the first-load JavaScript of each page against its budget;
//   4. Lighthouse mobile scores and metrics, median of 3 runs (BENCH_LIGHTHOUSE=off skips it), at the default 4x CPU
//      slowdown and at the one Lighthouse's calculator suggests for this host (LIGHTHOUSE_CALIBRATED=off skips that);
//   5. a soak at half the measured peak (BENCH_SOAK_SECONDS, default 600; 0 skips it) with the server's memory;
//   6. publish-to-visible time on one process and on two on the same PostgreSQL (BENCH_PUBLISH=off skips it);
//   7. side by side (BENCH_SIDE_BY_SIDE=off skips it): each page's static twin, the site with its caches, without them
//      on PGlite and on PostgreSQL (one process on one core), in cluster mode on PostgreSQL, and Varnish in front;
//   8. the health check's latency at rest and under hostile pharmacy imports (BENCH_IMPORT_HEALTH=off skips it);
//   9. the site search's latency, each query new to the server (BENCH_SEARCH=off skips it).
// A failed request, a page over budget, a missed Lighthouse target, memory growth over 10%, a publish shown later than
// 1 s, an uncached page under its target, a health check slower than 100 ms under imports or a search slower than 50 ms
// at the 95th percentile sets exit code 1.
// The SSR HTML embeds a fresh CSP nonce per request; its static twin is simply the bytes of one captured answer.

import { apiTargets } from './api-reads.mjs'
import { printFirstLoadJs } from './first-load-js.mjs'
import { startFloors } from './floors.mjs'
import { HEALTH_BUDGET_MS, printImportHealth } from './import-health.mjs'
import {
  baseBuildDir,
  browserHeaders,
  compareWithFloors,
  connectionLevels,
  printTargets,
  startBench,
  startBenchServer,
} from './lib.mjs'
import { lighthousePages, printLighthouse } from './lighthouse.mjs'
import { pageTargets } from './pages.mjs'
import { PUBLISH_BUDGET_MS, printPublishToVisible } from './publish-to-visible.mjs'
import { printSearchLatency, SEARCH_BUDGET_MS } from './search-latency.mjs'
import { printSideBySide } from './side-by-side.mjs'
import { MEMORY_REPORT_SECONDS, memoryRecorder, runSoak, soakSeconds } from './soak.mjs'

/**
 * The peak of the soak's mix, one request of each target in turn: each costs 1/peak of a second of the server, so
 * the mix's peak is the count over the sum of those costs (measured at the first connection level).
 */
function mixPeak(targets, results) {
  const measured = results.filter((result) => result.connections === connectionLevels[0])
  return targets.length / measured.reduce((sum, result) => sum + 1 / result.rps, 0)
}

const started = performance.now()
let pages
let apis
let newsId
let server = await startBench(async (base) => {
  pages = await pageTargets(base)
  apis = await apiTargets(base)
  newsId = (await (await fetch(`${base}/api/v1/post/news?size=1`)).json()).data.items[0].id
  return [...pages, ...apis]
})

try {
  printTargets('SSR pages', pages)
  printTargets('API reads', apis)
  const results = []
  const floors = await startFloors(server.base, [...pages, ...apis], browserHeaders)
  let cached
  try {
    const pageHits = await compareWithFloors('SSR pages, kept (page-cache hits)', server, pages, floors, results)
    const apiHits = await compareWithFloors('API reads, kept (API-cache hits)', server, apis, floors, results)
    cached = { failures: pageHits.failures + apiHits.failures, refused: pageHits.refused + apiHits.refused }
  } finally {
    await floors.stop()
  }
  const failures = cached.failures
  const sideBySide =
    process.env.BENCH_SIDE_BY_SIDE === 'off'
      ? { failures: 0, missed: 0 }
      : await printSideBySide(server, pages, results, baseBuildDir())
  const overBudget = await printFirstLoadJs(server, pages)
  const lighthouseMisses =
    process.env.BENCH_LIGHTHOUSE === 'off' ? 0 : await printLighthouse(server.base, lighthousePages(newsId))
  let soak = { failures: 0, grew: false }
  if (soakSeconds > 0) {
    const targets = [...pages, ...apis]
    // A fresh server of its own, whose memory lines are each taken after a full collection (--expose-gc): a leak
    // shows as growth, not as the collector's sawtooth; the forced collections never touch the measurements above.
    await server.stop()
    const memory = memoryRecorder()
    server = await startBenchServer({
      env: { MEMORY_REPORT_SECONDS: String(MEMORY_REPORT_SECONDS) },
      onStdoutLine: memory.onStdoutLine,
      nodeArgs: ['--expose-gc'],
    })
    soak = await runSoak(
      server.base,
      targets.map((target) => target.path),
      Math.round(mixPeak(targets, results) / 2),
      memory,
    )
  }
  const publishMisses = process.env.BENCH_PUBLISH === 'off' ? 0 : await printPublishToVisible(baseBuildDir())
  const importHealthMisses = process.env.BENCH_IMPORT_HEALTH === 'off' ? 0 : await printImportHealth(baseBuildDir())
  const searchMisses = process.env.BENCH_SEARCH === 'off' ? 0 : await printSearchLatency(baseBuildDir())
  const failed = failures + soak.failures + sideBySide.failures
  if (failed) console.error(`\n${failed} requests failed`)
  if (cached.refused) console.error(`\n${cached.refused} figure(s) refused: nginx on the same bytes was under 5x them`)
  if (overBudget) console.error(`\n${overBudget} page(s) over their first-load JavaScript budget`)
  if (lighthouseMisses) console.error(`\n${lighthouseMisses} Lighthouse figure(s) missed their target`)
  if (sideBySide.missed) console.error(`\n${sideBySide.missed} uncached figure(s) under their target`)
  if (publishMisses) console.error(`\n${publishMisses} publish-to-visible figure(s) over the ${PUBLISH_BUDGET_MS} ms budget`)
  if (importHealthMisses) {
    console.error(
      `\n${importHealthMisses} miss(es) under hostile imports (health over ${HEALTH_BUDGET_MS} ms, or an import not refused)`,
    )
  }
  if (searchMisses) console.error(`\n${searchMisses} search miss(es): p95 over ${SEARCH_BUDGET_MS} ms, or a search not answered`)
  const missed = publishMisses || sideBySide.missed || importHealthMisses || searchMisses
  if (failed || cached.refused || overBudget || lighthouseMisses || soak.grew || missed) {
    process.exitCode = 1
  }
  console.log(`\nfinished in ${((performance.now() - started) / 1000).toFixed(0)} s`)
} finally {
  await server.stop()
}
