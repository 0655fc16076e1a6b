// Publish-to-visible time (issue 24): how long after an editor publishes a news item visitors see it, on the process
// that took the change and on another process on the same PostgreSQL. Both keep pages and API answers an hour, so only
// the announcement of the change (LISTEN/NOTIFY, docs/decisions/0036) can make the item appear; before each publish the
// /news page and the news list are read until the caches hold them. The time runs from the publish request's start to
// the first answer showing the title. Median and max over PUBLISH_ROUNDS (default 20) publishes; budget: 1 s for each.
//   node scripts/bench/publish-to-visible.mjs   (part of `npm run bench`; a build in BENCH_BUILD_DIR or .output-bench/base)

import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { baseBuild, baseBuildDir, benchAdminToken, benchStaffToken, root, startServer } from './lib.mjs'

export const PUBLISH_BUDGET_MS = 1000
const rounds = Number(process.env.PUBLISH_ROUNDS || 20)
const ports = { editing: 3313, reading: 3314 }
const hour = '3600'
const pgEnv = { ...process.env, TEST_PG_PORT: process.env.BENCH_PG_PORT || '25435', TEST_PG_DIR: '/tmp/site-bench-pg' }
const postgres = async (command) =>
  (await promisify(execFile)('bash', [join(root, 'scripts', 'test-postgres.sh'), command], { env: pgEnv })).stdout.trim()

const reader = { 'accept-language': 'ko-KR' }

async function call(url, init) {
  const response = await fetch(url, init)
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url} answered ${response.status}: ${await response.text()}`)
  return response
}

/** Reads until the answer came from the cache: the item can then only show once the cache is emptied. */
async function warm(url, header) {
  for (let attempt = 0; attempt < 20; attempt++) {
    if ((await call(url, { headers: reader })).headers.get(header) === 'hit') return
  }
  throw new Error(`${url} is never answered from the cache (${header})`)
}

/** Reads `url` again and again until its answer contains `text`; resolves to when that answer arrived. */
async function firstShowing(url, text, deadline) {
  while (performance.now() < deadline) {
    const body = await (await fetch(url, { headers: reader })).text()
    if (body.includes(text)) return performance.now()
  }
  throw new Error(`${url} did not show "${text}" within the deadline`)
}

/** One publish through `editing`, timed until `reading`'s news list and /news page show it. */
async function publishOnce(editing, reading, round, editor) {
  const admin = { authorization: `Bearer ${editor}`, 'content-type': 'application/json' }
  const page = `${reading}/news?lang=ko-KR`
  const list = `${reading}/api/v1/post/news?size=10`
  await warm(page, 'x-page-cache')
  await warm(list, 'x-api-cache')
  const title = `bench ${round} ${Date.now()}`
  const created = await call(`${editing}/api/v1/admin/content/posts/news`, {
    method: 'POST',
    headers: admin,
    body: JSON.stringify({
      title: { 'ko-KR': title },
      summary: { 'ko-KR': title },
      body: { 'ko-KR': title },
      publishedAt: '2099-12-31',
    }),
  })
  const { id } = (await created.json()).data
  const started = performance.now()
  await call(`${editing}/api/v1/admin/content/posts/news/${id}/publish`, { method: 'POST', headers: admin, body: '{}' })
  const deadline = started + 30_000
  const [api, pageShown] = await Promise.all([firstShowing(list, title, deadline), firstShowing(page, title, deadline)])
  return { api: api - started, page: pageShown - started }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

async function measureRounds(editing, reading) {
  const times = []
  const editor = await benchStaffToken(editing, `bench-publish-${Date.now()}@example.com`, 'editor')
  for (let round = 1; round <= rounds; round++) times.push(await publishOnce(editing, reading, round, editor))
  return times
}

function printRow(label, times) {
  const figures = ['api', 'page'].map((key) => {
    const values = times.map((time) => time[key])
    return { key, median: median(values), max: Math.max(...values) }
  })
  const over = figures.some((figure) => figure.max > PUBLISH_BUDGET_MS)
  const cells = figures.map(
    (f) => `${f.key} median ${f.median.toFixed(0).padStart(4)} ms, max ${f.max.toFixed(0).padStart(4)} ms`,
  )
  console.log(`  ${label.padEnd(14)} ${cells.join('   ')}   ${over ? 'OVER' : 'ok'}`)
  return over ? 1 : 0
}

/**
 * Measures on `buildDir` (a production build) with a throw-away PostgreSQL server; prints the table and resolves to the
 * count of figures over the budget.
 */
export async function printPublishToVisible(buildDir) {
  console.log(
    `\nPublish-to-visible (${rounds} publishes each; budget ${PUBLISH_BUDGET_MS} ms for every one; caches kept an hour)`,
  )
  const databaseUrl = await postgres('start')
  // One process each (WEB_CONCURRENCY=1): the figure is between two processes, as decision 36 measured it.
  const env = {
    DATABASE_URL: databaseUrl,
    WEB_CONCURRENCY: '1',
    ADMIN_TOKEN: benchAdminToken,
    PAGE_CACHE_TTL_SECONDS: hour,
    API_CACHE_TTL_SECONDS: hour,
  }
  const servers = []
  try {
    const editing = await startServer(buildDir, ports.editing, { env })
    servers.push(editing)
    let over = printRow('one process', await measureRounds(editing.base, editing.base))
    const reading = await startServer(buildDir, ports.reading, { env })
    servers.push(reading)
    over += printRow('two processes', await measureRounds(editing.base, reading.base))
    return over
  } finally {
    await Promise.all(servers.map((server) => server.stop()))
    await postgres('stop')
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = baseBuildDir()
  const over = await printPublishToVisible(existsSync(join(dir, 'server', 'index.mjs')) ? dir : await baseBuild())
  if (over) {
    console.error(`\n${over} publish-to-visible figure(s) over the ${PUBLISH_BUDGET_MS} ms budget`)
    process.exitCode = 1
  }
}
