import type { ChildProcess } from 'node:child_process'
import { get } from 'node:http'
import { e2eServerEnv } from './e2e-server-env'
import { expect, test } from './fixtures'
import { backendAnswers, childrenOf, type SiteCopy, startSiteCopy, startSiteCopyWithOwnData } from './site-copy'
import { adminHeadersAt } from './staff-api-support'

/**
 * The server's start and stop on the embedded database, as one process (issue 38 §5): the launcher starts the server
 * process again when it dies, even while it starts; and SIGTERM drains: the health check answers 503 at once while the
 * server still serves everything for SHUTDOWN_DRAIN_SECONDS, so a balancer sends nothing new, then it closes.
 */
const port = Number(process.env.E2E_LIFECYCLE_PORT ?? 3153)
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms))

/** One GET on a connection of its own (no keep-alive: a reused idle connection closing would blur when a request began). */
function getOnItsOwnConnection(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { agent: false }, (response) => {
      response.resume()
      response.on('end', () => resolve(response.statusCode ?? 0))
      response.on('error', reject)
    }).on('error', reject)
  })
}
let site: SiteCopy | undefined

// One port, one copy at a time.
test.describe.configure({ mode: 'serial' })

test.afterEach(() => site?.stop())

test('a server process killed while it starts is started again by its launcher, and the site answers', async () => {
  test.setTimeout(120_000)
  let launcher: ChildProcess | undefined
  const starting = startSiteCopyWithOwnData('lifecycle-crash', port, { ...e2eServerEnv }, (spawned) => {
    launcher = spawned
  })
  // The server process, killed while it loads the embedded database, before it ever answers.
  await expect.poll(() => childrenOf(launcher?.pid).length, { timeout: 10_000, intervals: [20] }).toBe(1)
  const [first] = childrenOf(launcher?.pid)
  await sleep(300)
  process.kill(first ?? 0, 'SIGKILL')
  site = await starting
  const [second] = childrenOf(site.process.pid)
  expect(second).toBeDefined()
  expect(second).not.toBe(first)
  expect(site.process.exitCode, 'the launcher itself kept running').toBeNull()
  const restarts = site.log().match(/the server process stopped; starting another/g) ?? []
  expect(restarts).toHaveLength(1)
  expect(site.log()).toMatch(/server: one server process, started again if it stops/)
  expect((await fetch(`${site.origin}/news?lang=ko-KR`)).status).toBe(200)
})

test('SIGTERM under load: the health check turns 503 first, every request sent is answered, then the server exits cleanly', async () => {
  test.setTimeout(120_000)
  // No page cache: each request renders, so that some are in flight when the signal comes. Two seconds of drain.
  site = await startSiteCopyWithOwnData('lifecycle-drain', port, {
    ...e2eServerEnv,
    PAGE_CACHE_TTL_SECONDS: '0',
    SHUTDOWN_DRAIN_SECONDS: '2',
  })
  const { origin, process: launcher } = site
  const exited = new Promise<number | null>((done) => launcher.once('exit', (code) => done(code)))
  // As a balancer: requests go to the server only while its health check, asked every 100 ms, answers 200.
  let healthy = true
  let healthTurnedAt = 0
  const balancer = (async () => {
    while (healthy) {
      const status = await getOnItsOwnConnection(`${origin}/api/health`).catch(() => 0)
      if (status !== 200) {
        healthy = false
        healthTurnedAt = performance.now()
      }
      await sleep(100)
    }
  })()
  const outcomes = { answered: 0, notOk: [] as number[], failed: [] as string[] }
  const client = async () => {
    while (healthy) {
      try {
        const status = await getOnItsOwnConnection(`${origin}/news?lang=en-US`)
        if (status === 200) outcomes.answered += 1
        else outcomes.notOk.push(status)
      } catch (error) {
        outcomes.failed.push((error as { code?: string }).code ?? String(error))
      }
    }
  }
  const clients = Array.from({ length: 8 }, client)
  await expect.poll(() => outcomes.answered, { timeout: 30_000 }).toBeGreaterThan(4)
  const signalledAt = performance.now()
  launcher.kill('SIGTERM')
  await balancer
  await Promise.all(clients)
  const code = await exited
  const exitedAt = performance.now()
  expect(outcomes.failed, 'requests that failed').toEqual([])
  expect(outcomes.notOk, 'statuses other than 200').toEqual([])
  // The health check said so at once, and the server served on through the drain before it closed.
  expect(healthTurnedAt - signalledAt).toBeLessThan(1000)
  expect(exitedAt - signalledAt).toBeGreaterThan(2000)
  expect(code).toBe(0)
  expect(site.log()).toMatch(/stopping: draining, then closing the workers .*drainSeconds=2/)
  expect(site.log()).not.toMatch(/the server process stopped; starting another/)
})

test('a redirect answered just before SIGTERM is counted: the server reports its last hits as it closes', async () => {
  test.setTimeout(120_000)
  // CI set as on a CI machine, where srvx would leave SIGTERM to Node's default but for the worker's option
  // (app/server-worker.ts).
  const first = await startSiteCopyWithOwnData('lifecycle-hits', port, { ...e2eServerEnv, CI: 'true' })
  site = first
  const from = '/old-site/lifecycle-hits'
  const created = await fetch(`${first.origin}/api/v1/admin/content/redirects`, {
    method: 'POST',
    headers: { ...(await adminHeadersAt(first.origin)), 'content-type': 'application/json' },
    body: JSON.stringify({ from, to: '/company/intro', status: 301 }),
  })
  expect(created.ok, await created.clone().text()).toBe(true)
  const { id } = ((await created.json()) as { data: { id: number } }).data
  const exited = new Promise((done) => first.process.once('exit', done))
  // The very next request is redirected (the save was answered once this process had heard of it), and counted in
  // the process; its report every five seconds has not come when the signal does (no drain here).
  expect((await fetch(`${first.origin}${from}`, { redirect: 'manual' })).status).toBe(301)
  first.process.kill('SIGTERM')
  await exited

  // The same data, started again: the list has the hit.
  const again = await startSiteCopy(port, first.env, 60_000)
  try {
    await backendAnswers(again)
    const detail = await fetch(`${again.origin}/api/v1/admin/content/redirects/${id}`, {
      headers: await adminHeadersAt(again.origin),
    })
    expect(((await detail.json()) as { data: { hits: number } }).data.hits).toBe(1)
  } finally {
    again.stop()
  }
})
