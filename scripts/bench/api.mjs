// npm run bench:api — only the API reads of `npm run bench`: requests per second and p99 latency of the news list,
// a pharmacy search and a news article, each beside its floors on the same bytes (a bare Node server, nginx).

import { apiTargets } from './api-reads.mjs'
import { startFloors } from './floors.mjs'
import { browserHeaders, compareWithFloors, printTargets, startBench } from './lib.mjs'

let targets
const server = await startBench(async (base) => {
  targets = await apiTargets(base)
  return targets
})
try {
  printTargets('API reads', targets)
  const floors = await startFloors(server.base, targets, browserHeaders)
  try {
    const { failures, refused } = await compareWithFloors('API reads, kept (API-cache hits)', server, targets, floors)
    if (failures) console.error(`\n${failures} requests failed`)
    if (refused) console.error(`\n${refused} figure(s) refused: nginx on the same bytes was under 5x them`)
    if (failures || refused) process.exitCode = 1
  } finally {
    await floors.stop()
  }
} finally {
  await server.stop()
}
