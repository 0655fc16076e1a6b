// npm run bench:api — only the API reads of `npm run bench`: requests per second and p99 latency of the news list,
// a pharmacy search and a news article, each next to a static JSON file of the same bytes served by the same server.

import { apiTargets } from './api-reads.mjs'
import { compareWithTwins, printTargets, startBench } from './lib.mjs'

let targets
const server = await startBench(async (base) => {
  targets = await apiTargets(base)
  return targets
})
try {
  printTargets('API reads', targets)
  const failures = await compareWithTwins('API reads', server, targets)
  if (failures) {
    console.error(`\n${failures} requests failed`)
    process.exitCode = 1
  }
} finally {
  await server.stop()
}
