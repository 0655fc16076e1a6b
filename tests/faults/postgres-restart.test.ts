import { execFileSync } from 'node:child_process'
import { expect, test, vi } from 'vitest'
import { m } from '~/paraglide/messages'
import { setUpContractHarness } from '../contract/harness'

/**
 * PostgreSQL restarted under load (issue 8): while eight clients keep reading and the server is restarted with
 * a fast shutdown (open connections cut), every answer is either the page's data or a clean 503 with the error
 * body, and the same backend, never restarted, answers again once the database is back.
 * Needs the throw-away server of scripts/test-postgres.sh; scripts/test-on-postgres.sh runs it alone.
 */
const harness = setUpContractHarness()
const clients = 8

interface Outcome {
  status: number
  body: string
  at: number
}

async function serverStartTime(): Promise<string> {
  const { rows } = (await harness.database.db.execute('select pg_postmaster_start_time()::text as started')) as unknown as {
    rows: { started: string }[]
  }
  return rows[0]?.started ?? ''
}

test('a PostgreSQL restart under load fails requests cleanly, and they succeed again without restarting the site', async () => {
  const warnings: string[] = []
  vi.spyOn(console, 'warn').mockImplementation((...args) => void warnings.push(args.map(String).join(' ')))
  const errors: string[] = []
  vi.spyOn(console, 'error').mockImplementation((...args) => void errors.push(args.map(String).join(' ')))

  const startedBefore = await serverStartTime()
  const url = `${harness.transports.http.baseUrl}/post/news?page=1&size=10`
  const outcomes: Outcome[] = []
  let running = true
  const load = Array.from({ length: clients }, async () => {
    while (running) {
      const response = await fetch(url, { headers: { 'accept-language': 'en-US' } })
      outcomes.push({ status: response.status, body: await response.text(), at: Date.now() })
    }
  })

  await new Promise((resolve) => setTimeout(resolve, 500))
  execFileSync('bash', ['scripts/test-postgres.sh', 'restart'], { env: { ...process.env } })
  const restartedAt = Date.now()
  // Recovery: keep the load on until a full second of answers after the restart were all 200 (at most 20 s).
  while (Date.now() - restartedAt < 20_000) {
    await new Promise((resolve) => setTimeout(resolve, 250))
    const recent = outcomes.filter((outcome) => outcome.at > Date.now() - 1000)
    if (Date.now() - restartedAt > 1000 && recent.length > 0 && recent.every((outcome) => outcome.status === 200)) break
  }
  running = false
  await Promise.all(load)

  expect(await serverStartTime(), 'the server was restarted').not.toBe(startedBefore)
  const failed = outcomes.filter((outcome) => outcome.status !== 200)
  console.info(`postgres restart: ${outcomes.length} requests, ${failed.length} answered 503`)
  for (const outcome of failed) {
    expect(outcome.status).toBe(503)
    const body = JSON.parse(outcome.body) as { error: { code: string; message: string } }
    expect(body.error.code).toBe('UNAVAILABLE')
    expect(outcome.body).not.toMatch(/at \w+ \(|node_modules|select |postgres/i)
    expect(body.error.message).toBe(m.api_error_unavailable({}, { locale: 'en-US' }))
  }
  const last = outcomes.filter((outcome) => outcome.at > Date.now() - 1000)
  expect(last.length).toBeGreaterThan(0)
  expect(last.every((outcome) => outcome.status === 200)).toBe(true)
  expect(errors, 'no failure was treated as a bug').toEqual([])
}, 60_000)
