// npm run bench — from one run: requests per second and p99 latency of the main server-rendered pages (ko-KR and
// en-US) and of the main API reads, each next to a static file of the same bytes served by the same server, at every
// connection level (BENCH_CONNECTIONS, default 50,10; BENCH_SECONDS per measurement, default 5); then the
// first-load JavaScript of each page against its budget. A failed request or a page over budget sets exit code 1.
// The SSR HTML embeds a fresh CSP nonce per request; its static twin is simply the bytes of one captured answer.

import { apiTargets } from './api-reads.mjs'
import { printFirstLoadJs } from './first-load-js.mjs'
import { compareWithTwins, printTargets, startBench } from './lib.mjs'
import { pageTargets } from './pages.mjs'

const started = performance.now()
let pages
let apis
const server = await startBench(async (base) => {
  pages = await pageTargets(base)
  apis = await apiTargets(base)
  return [...pages, ...apis]
})

try {
  printTargets('SSR pages', pages)
  printTargets('API reads', apis)
  const failures = (await compareWithTwins('SSR pages', server, pages)) + (await compareWithTwins('API reads', server, apis))
  const overBudget = await printFirstLoadJs(server, pages)
  if (failures) console.error(`\n${failures} requests failed`)
  if (overBudget) console.error(`\n${overBudget} page(s) over their first-load JavaScript budget`)
  if (failures || overBudget) process.exitCode = 1
  console.log(`\nfinished in ${((performance.now() - started) / 1000).toFixed(0)} s`)
} finally {
  await server.stop()
}
