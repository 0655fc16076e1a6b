// The framework's own floor for issue 26's uncached target (docs/decisions/0059): a bare TanStack Start app
// (scripts/bench/framework-floor/) renders a page of the news list's size (about 24 kB, 53 router links, a query's data
// dehydrated for the browser) from data made in memory, with no database and no translations, but with what the
// site must do for any page (issue 41): the same security headers with a fresh nonce, and gzip at the site's level
// (src/start.ts); one process pinned to one core like the site's uncached variants. What the site's
// uncached pages can reach on this machine is below this.

import { join } from 'node:path'
import { connectionLevels, measure, root, run, startServerOnOneCore, warmUpUncached } from './lib.mjs'

const appDir = join(root, 'scripts', 'bench', 'framework-floor')
const outputDir = join(root, '.output-bench', 'framework-floor')
const port = Number(process.env.BENCH_FLOOR_PORT || 3316)
const path = '/?lang=ko-KR'

/** Rows `{ variant: 'bare Start 1 core', label, connections, rps, p50, p99, failed }`, the floor's page at each level. */
export async function measureFrameworkFloor() {
  console.log(`building the framework's floor into ${outputDir} …`)
  await run('npx', ['vite', 'build', '--config', join(appDir, 'vite.config.ts')], { NITRO_OUTPUT_DIR: outputDir })
  const server = await startServerOnOneCore(outputDir, port, { readyPath: path })
  const rows = []
  try {
    await warmUpUncached(`${server.base}${path}`)
    for (const connections of connectionLevels) {
      const result = await measure(`${server.base}${path}`, connections)
      rows.push({ variant: 'bare Start 1 core', label: 'floor page', connections, ...result, failed: result.failures })
    }
  } finally {
    await server.stop()
  }
  return rows
}
