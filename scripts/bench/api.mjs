// npm run bench:api — requests per second and p99 latency at 50 connections for the main API reads,
// each next to a static JSON file of the same bytes served by the same server in the same run.

import { existsSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { benchOutput, buildWithStaticTwins, formatRow, measure, root, run, startServer } from './lib.mjs'

const targets = [
  { label: 'news list (page 1, size 10)', path: '/api/v1/post/news?page=1&size=10', file: 'news-list.json' },
  {
    label: 'pharmacy search (Seoul, product)',
    path: '/api/v1/pharmacy/page?siNm=%EC%84%9C%EC%9A%B8%ED%8A%B9%EB%B3%84%EC%8B%9C&size=10',
    file: 'pharmacy-search.json',
  },
  { label: 'news detail', path: null, file: 'news-detail.json' },
]
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50)
const duration = Number(process.env.BENCH_SECONDS ?? 10)
const dataDir = join(root, '.data', 'bench-pglite')
const headers = { 'accept-language': 'ko-KR' }

if (!existsSync(join(root, '.output', 'server', 'index.mjs'))) await run('npm', ['run', 'build'])
rmSync(dataDir, { recursive: true, force: true })

// 1. Capture the real answers from the production build.
const capture = await startServer(join(root, '.output'), 3311, { PGLITE_DATA_DIR: dataDir })
const firstNews = await (await fetch(`${capture.base}/api/v1/post/news?size=1`, { headers })).json()
targets[2].path = `/api/v1/post/news/${firstNews.data.items[0].id}`
const bodies = {}
for (const target of targets) bodies[target.file] = await (await fetch(`${capture.base}${target.path}`, { headers })).text()
capture.stop()

// 2. A bench copy of the build that also serves those exact bytes as static files.
await buildWithStaticTwins(bodies)
const server = await startServer(benchOutput, 3312, { PGLITE_DATA_DIR: dataDir })

console.log(`\nAPI reads, ${connections} connections, ${duration} s each (dynamic | static twin | ratio)\n`)
let failures = 0
for (const target of targets) {
  const dynamic = await measure(`${server.base}${target.path}`, { connections, duration, headers })
  const baseline = await measure(`${server.base}/__bench/${target.file}`, { connections, duration, headers })
  failures += dynamic.failures + baseline.failures
  console.log(formatRow(`${target.label} (${Buffer.byteLength(bodies[target.file])} B)`, dynamic, baseline))
}
server.stop()
if (failures) {
  console.error(`\n${failures} requests failed`)
  process.exitCode = 1
}
