import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { expect, test } from './fixtures'
import { childrenOf, type SiteCopy, startSiteCopy } from './site-copy'
import { msg } from './support'

/**
 * Issue 8: PostgreSQL restarted under load, as visitors see it. A copy of the production server runs its built-in
 * backend on a throw-away PostgreSQL server (scripts/test-postgres.sh, on its own port and folder) with both caches
 * off, so that every page and API read reaches the database. Eight clients load pages and API reads while the
 * database is restarted with a fast shutdown (open connections cut) and stays down a second: every answer is the
 * page, or the localized 503 error page (the API: its 503 error body), never a stack trace, and the same process
 * serves again once the database is back. E2E_PG_SITE_PORT names the copy's port, E2E_PG_PORT the database's.
 */
const sitePort = Number(process.env.E2E_PG_SITE_PORT ?? 3166)
const pgEnv = {
  ...process.env,
  TEST_PG_PORT: process.env.E2E_PG_PORT ?? '25431',
  TEST_PG_DIR: `/tmp/site-e2e-pg-${process.pid}`,
}
const clients = 8

/** Asynchronous, so that the load goes on while the server restarts. */
async function postgres(...command: ['start'] | ['restart', downSeconds: string] | ['stop']): Promise<string> {
  const { stdout } = await promisify(execFile)('bash', ['scripts/test-postgres.sh', ...command], { env: pgEnv })
  return stdout.trim()
}

interface Outcome {
  target: string
  status: number
  body: string
  at: number
}

let site: SiteCopy | undefined

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(180_000)
  const databaseUrl = await postgres('start')
  site = await startSiteCopy(sitePort, { DATABASE_URL: databaseUrl, PAGE_CACHE_TTL_SECONDS: '0', API_CACHE_TTL_SECONDS: '0' })
  // The first request opens the database, migrates and seeds it.
  const first = await fetch(`${site.origin}/news?lang=en-US`)
  expect(first.status).toBe(200)
})

test.afterAll(async () => {
  site?.stop()
  await postgres('stop')
})

test('a PostgreSQL restart under load answers clean 503s, then the same server serves again', async () => {
  test.setTimeout(90_000)
  const origin = site?.origin ?? ''
  // The server process itself, not only its launcher: a worker started again would hide a crash.
  const pids = childrenOf(site?.process.pid)
  const newsId = ((await (await fetch(`${origin}/api/v1/post/news?size=1`)).json()) as { data: { items: { id: number }[] } }).data
    .items[0]?.id
  const targets = [
    '/news?lang=en-US',
    `/news/${newsId}?lang=en-US`,
    '/business/pharmacy?lang=en-US&page=2',
    '/company/history?lang=en-US',
    '/api/v1/post/news?page=1&size=10',
    '/api/v1/pharmacy/page?page=1&size=10',
  ]
  const outcomes: Outcome[] = []
  let running = true
  const load = Array.from({ length: clients }, async (_, client) => {
    for (let turn = client; running; turn++) {
      const target = targets[turn % targets.length] ?? '/'
      const response = await fetch(`${origin}${target}`, { headers: { 'accept-language': 'en-US' } })
      outcomes.push({ target, status: response.status, body: await response.text(), at: Date.now() })
    }
  })

  // The load is under way: every page has been answered once before the restart.
  await expect.poll(() => outcomes.length).toBeGreaterThanOrEqual(targets.length)
  const logBefore = site?.log().length ?? 0
  // Down for a second: long enough that requests arrive while nothing listens, as in a real restart of a big server.
  await postgres('restart', '1')
  const restartedAt = Date.now()
  // Recovery: keep the load on until two full seconds of answers after the restart were all 200 (at most 30 s).
  while (Date.now() - restartedAt < 30_000) {
    await new Promise((done) => setTimeout(done, 250))
    const recent = outcomes.filter((outcome) => outcome.at > Date.now() - 2000)
    if (Date.now() - restartedAt > 2000 && recent.length > 0 && recent.every((outcome) => outcome.status === 200)) break
  }
  running = false
  await Promise.all(load)

  const failed = outcomes.filter((outcome) => outcome.status !== 200)
  console.info(`postgres restart behind the site: ${outcomes.length} requests, ${failed.length} answered 503`)
  expect(failed.length, 'the restart reached the requests in flight').toBeGreaterThan(0)
  for (const outcome of failed) {
    expect(outcome.status, `${outcome.target}: ${outcome.body.slice(0, 200)}`).toBe(503)
    expect(outcome.body).not.toMatch(/\n\s+at |node_modules|ECONNREFUSED|terminating connection|postgres/i)
    if (outcome.target.startsWith('/api/')) {
      expect(JSON.parse(outcome.body)).toMatchObject({ error: { status: 503, code: 'UNAVAILABLE' } })
    } else {
      expect(outcome.body).toContain('data-testid="error-page"')
      expect(outcome.body).toContain(msg('en-US', 'api_error_unavailable'))
    }
  }
  const last = outcomes.filter((outcome) => outcome.at > Date.now() - 2000)
  expect(last.length).toBeGreaterThan(0)
  expect(last.map((outcome) => outcome.status)).toEqual(last.map(() => 200))
  expect(site?.process.exitCode, 'the site kept running').toBeNull()
  expect(childrenOf(site?.process.pid)).toEqual(pids)
  expect(pids.length).toBeGreaterThan(0)
  // An unavailable database is an outage, not a bug: warned about in a line, never logged with a stack trace.
  expect(site?.log().slice(logBefore)).not.toMatch(/\n\s+at /)
})
