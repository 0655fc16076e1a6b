import { existsSync } from 'node:fs'
import pg from 'pg'
import { type PowChallenge, solvedPow } from '../upload-abuse'
import {
  allLogs,
  balancer,
  clusterForTheFile,
  databaseUrl,
  expectAnsweredBy,
  type InstanceName,
  instanceEnv,
  instanceNames,
  instances,
  machine,
  pastLogs,
  SIGN_UP_LIMIT,
  signUp,
  through,
} from './cluster-instances-support'
import { call } from './cluster-support'
import { expect, test } from './fixtures'
import { publishNewsItem } from './news-publishing-support'
import { childrenOf, startSiteCopy } from './site-copy'
import { adminHeadersAt } from './staff-api-support'

/**
 * Issue 26, "several instances as one site": HAProxy (deploy/haproxy/haproxy.cfg) in front of three instances of the
 * production build on one PostgreSQL server, attachments in S3 (s3rver), one process each (WEB_CONCURRENCY=1), all
 * three started at once on an empty database (cluster-instances-support.ts). Every request goes through the balancer;
 * one that must reach a given instance names it (X-Instance, honoured from loopback). Each instance keeps pages and API
 * answers an hour, so only the announcement of a change explains what they show. E2E_CLUSTER_PORT names the balancer's
 * port (the instances take the next three, a fourth instance the one after), E2E_CLUSTER_PG_PORT the database's. An
 * instance killed under load: cluster-failover.spec.ts, on a cluster of its own.
 */
const balancerPort = Number(process.env.E2E_CLUSTER_PORT ?? 3240)
clusterForTheFile('cluster', balancerPort, process.env.E2E_CLUSTER_PG_PORT ?? '25437')

test('three instances started at once on an empty database each say why one process, and migrated it and loaded the demo (a loopback site) once', () => {
  const logs = allLogs()
  expect(logs.match(/server: one server process, started again if it stops: WEB_CONCURRENCY is 1/g)).toHaveLength(3)
  expect(logs.match(/applied 0000_initial_content/g)).toHaveLength(1)
  expect(logs.match(/loaded the demo content/g)).toHaveLength(1)
})

test('each instance tells the balancer it may take traffic, in a word no cache keeps', async () => {
  // Asked as the balancer's check asks it, of the instance itself: through the balancer, an instance's 503 (its
  // database slower than the health check's bound on a busy machine) is retried on another instance by design.
  for (const name of instanceNames) {
    const origin = instances.get(name)?.origin ?? ''
    await expect.poll(async () => (await call(origin, '/api/health')).status, { timeout: 10_000 }).toBe(200)
    const answer = await call(origin, '/api/health')
    expect(answer.body).toBe('ok\n')
    expect(answer.headers['cache-control']).toBe('no-store')
  }
})

test('on PostgreSQL, one instance runs a worker per core, replaces one that dies, and stops them all on SIGTERM', async () => {
  test.setTimeout(90_000)
  const launcher = await startSiteCopy(balancerPort + 4, { ...instanceEnv, WEB_CONCURRENCY: '2' }, 60_000)
  try {
    const workers = childrenOf(launcher.process.pid)
    expect(workers).toHaveLength(2)
    expect(launcher.log()).toContain('server: 2 worker processes share the port workers=2')
    await expect.poll(async () => (await fetch(`${launcher.origin}/api/health`)).status, { timeout: 30_000 }).toBe(200)

    process.kill(workers[0] ?? 0, 'SIGKILL')
    await expect.poll(() => launcher.log(), { timeout: 10_000 }).toContain('server: a worker stopped; starting another')
    await expect.poll(() => childrenOf(launcher.process.pid).length, { timeout: 10_000 }).toBe(2)
    expect(childrenOf(launcher.process.pid)).not.toContain(workers[0])
    // The other worker served all along; both serve now.
    for (let request = 0; request < 10; request++) expect((await fetch(`${launcher.origin}/api/health`)).status).toBe(200)

    const exited = new Promise<number | null>((done) => launcher.process.once('exit', (code) => done(code)))
    const current = childrenOf(launcher.process.pid)
    launcher.process.kill('SIGTERM')
    expect(await exited).toBe(0)
    expect(launcher.log()).toContain('server: stopping: draining, then closing the workers signal="SIGTERM"')
    await expect.poll(() => current.filter((pid) => existsSync(`/proc/${pid}`)), { timeout: 5_000 }).toEqual([])
  } finally {
    pastLogs.push(launcher.log())
    launcher.stop()
  }
})

test('the metrics on the launcher’s loopback port count each request once, whichever worker answered it', async () => {
  test.setTimeout(90_000)
  const metricsPort = balancerPort - 1
  const launcher = await startSiteCopy(
    balancerPort + 4,
    { ...instanceEnv, WEB_CONCURRENCY: '2', METRICS_PORT: String(metricsPort) },
    60_000,
  )
  try {
    await expect.poll(async () => (await fetch(`${launcher.origin}/api/health`)).status, { timeout: 30_000 }).toBe(200)
    // A connection each, so the launcher hands them to both workers in turn.
    for (let request = 0; request < 40; request++) {
      const answer = await fetch(`${launcher.origin}/api/v1/post/news?size=1`, {
        headers: { connection: 'close' },
        keepalive: false,
      })
      expect(answer.status).toBe(200)
      await answer.arrayBuffer()
    }
    const wrong = await fetch(`${launcher.origin}/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: launcher.origin },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'not-the-password-123' }),
    })
    expect(wrong.status).toBe(401)
    const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text()
    const value = (series: string) => Number(new RegExp(`^${series.replace(/[{}$]/g, '\\$&')} (\\S+)$`, 'm').exec(text)?.[1])
    expect(value('site_http_requests_total{kind="api",route="/api/v1/$",status="200"}')).toBe(40)
    const hits = value('site_cache_lookups_total{cache="api",result="hit"}')
    const misses = value('site_cache_lookups_total{cache="api",result="miss"}')
    expect(hits + misses).toBe(40)
    expect(misses).toBeLessThanOrEqual(2)
    expect(value('site_sign_in_failures_total{who="member"}')).toBe(1)
    expect(text).toMatch(/^site_mail_outbox_backlog \d+$/m)
    expect(text).toMatch(/^site_db_pool_connections\{state="total"\} \d+$/m)
    // Never on the public port.
    expect((await fetch(`${launcher.origin}/metrics`)).status).toBe(404)
  } finally {
    pastLogs.push(launcher.log())
    launcher.stop()
  }
})

test('a member signed in through one instance is signed in on every instance', async () => {
  const email = `cluster-member-${Date.now()}@example.com`
  const signedUp = await through('/api/v1/signup', {
    method: 'POST',
    instance: 'site1',
    body: JSON.stringify({
      email,
      password: `pw-${Date.now()}-quiet-harbor-long`,
      name: '클러스터 회원',
      termsAgree: true,
      privacyAgree: true,
    }),
  })
  expect(signedUp.status, signedUp.body).toBe(200)
  expectAnsweredBy(signedUp, 'site1')
  const { accessToken } = (JSON.parse(signedUp.body) as { data: { accessToken: string } }).data
  for (const name of instanceNames) {
    const page = await through('/mypage?lang=ko-KR', { instance: name, headers: { cookie: `member_session=${accessToken}` } })
    expectAnsweredBy(page, name)
    expect(page.status, `${name} shows the member area`).toBe(200)
    expect(page.body).toContain('클러스터 회원')
    // Without the cookie, the same instance sends the visitor to sign in.
    const anonymous = await through('/mypage?lang=ko-KR', { instance: name })
    expect(anonymous.status).toBe(307)
    expect(String(anonymous.headers.location)).toContain('/login')
  }
})

test('the sign-up limit counts a visitor across all instances', async () => {
  // A visitor of its own (its own local address), so no other test's sign-ups count towards its limit.
  const from = '127.0.0.7'
  for (const [index, name] of instanceNames.entries()) {
    const answer = await through('/api/v1/signup', {
      method: 'POST',
      from,
      instance: name,
      body: JSON.stringify({
        email: `cluster-limit-${index}-${Date.now()}@example.com`,
        password: `pw-${Date.now()}-quiet-harbor-long`,
        name: 'Limit',
        termsAgree: true,
        privacyAgree: true,
      }),
    })
    expect(answer.status, answer.body).toBe(200)
  }
  for (const name of instanceNames) {
    const refused = await signUp(`cluster-limit-over-${name}-${Date.now()}@example.com`, from, name)
    expectAnsweredBy(refused, name)
    expect(refused.status, `the ${SIGN_UP_LIMIT + 1}th sign-up, through ${name}: ${refused.body}`).toBe(429)
  }
  // Another visitor is not affected.
  expect((await signUp(`cluster-other-${Date.now()}@example.com`, '127.0.0.8')).status).toBe(200)
})

/** An inquiry with a small PDF attached, as the contact form posts it (multipart), with `captcha` as its proof. */
function inquiryBody(captcha: string, boundary: string): string {
  const fields = {
    type: 'OTHER',
    company: 'Cluster Ltd',
    fullName: 'Cluster Test',
    email: 'cluster-inquiry@example.com',
    mobile: '010-1234-5678',
    subject: 'Three instances',
    content: 'An inquiry through the balancer.',
    privacyAgree: 'true',
    captcha,
  }
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  )
  parts.push(
    `--${boundary}\r\ncontent-disposition: form-data; name="files"; filename="cluster.pdf"\r\ncontent-type: application/pdf\r\n\r\n${samplePdf}\r\n`,
  )
  return `${parts.join('')}--${boundary}--\r\n`
}
const samplePdf = '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'

test('a captcha solved for one instance is taken by another once, and the attachment is in the shared storage', async () => {
  const challenge = await through('/api/v1/captcha/challenge', { instance: 'site1' })
  expect(challenge.status).toBe(200)
  const captcha = solvedPow((JSON.parse(challenge.body) as { data: PowChallenge }).data)
  const boundary = `cluster-${Date.now()}`
  const post = (instance: InstanceName) =>
    through('/api/v1/contacts', {
      method: 'POST',
      instance,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: inquiryBody(captcha, boundary),
    })
  const accepted = await post('site2')
  expect(accepted.status, accepted.body).toBe(201)
  const receipt = (JSON.parse(accepted.body) as { data: { receiptNumber: string } }).data.receiptNumber
  // The same solution again, at a third instance: spent.
  const replayed = await post('site3')
  expect(replayed.status, replayed.body).toBe(400)
  expect(replayed.body).toContain('captcha')

  const inquiry = await through(`/api/v1/admin/inquiries/${receipt}`, { instance: 'site3', headers: machine })
  expect(inquiry.status, inquiry.body).toBe(200)
  const attachment = (JSON.parse(inquiry.body) as { data: { attachments: { id: number }[] } }).data.attachments[0]
  const file = await through(`/api/v1/admin/inquiries/${receipt}/attachments/${attachment?.id}`, {
    instance: 'site1',
    headers: machine,
  })
  expect(file.status).toBe(200)
  expect(file.body).toBe(samplePdf)
})

test('the mail outbox sends a mail once, though every instance runs it', async () => {
  test.setTimeout(60_000)
  const email = `cluster-outbox-${Date.now()}@example.com`
  // Sign-up queues the mail that verifies the address.
  expect((await signUp(email, '127.0.0.9')).status).toBe(200)
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const sentRow = async () =>
      (
        await client.query<{ attempts: number; sent: boolean }>(
          'SELECT attempts, sent_at IS NOT NULL AS sent FROM mail_outbox WHERE to_address = $1',
          [email],
        )
      ).rows
    await expect.poll(async () => (await sentRow())[0]?.sent, { timeout: 30_000 }).toBe(true)
    expect(await sentRow()).toEqual([{ attempts: 1, sent: true }])
  } finally {
    await client.end()
  }
  // Without SMTP_URL, the instance that sent it wrote it to its log: one line in all three logs.
  expect(allLogs().split(JSON.stringify(email)).length - 1).toBe(1)
})

/** Creates and publishes a news item through `instance`, as an editor's console does; resolves with its id. */
async function publishNews(title: string, instance: InstanceName): Promise<number> {
  const editor = await adminHeadersAt(balancer?.origin ?? '')
  return publishNewsItem((path, init) => through(path, { ...init, instance, headers: editor }), title)
}

test('news published through one instance is on every instance’s page within a second', async () => {
  const newsPage = '/news?lang=ko-KR'
  for (const name of instanceNames) {
    await through(newsPage, { instance: name })
    const kept = await through(newsPage, { instance: name })
    expect(kept.headers['x-page-cache'], `${name} keeps the page`).toBe('hit')
  }
  const title = `세 서버에 보이는 소식 ${Date.now()}`
  await publishNews(title, 'site1')
  const publishedAt = Date.now()
  const delays = await Promise.all(
    instanceNames.map(async (name) => {
      await expect
        .poll(async () => (await through(newsPage, { instance: name })).body, { timeout: 1_000, intervals: [50] })
        .toContain(title)
      return Date.now() - publishedAt
    }),
  )
  console.info(`news visible through the balancer after ${delays.map((ms, i) => `${instanceNames[i]} ${ms} ms`).join(', ')}`)
})
