import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { type S3rver, s3rverCredentials, startS3WithBucket } from '../s3rver'
import { type PowChallenge, solvedPow } from '../upload-abuse'
import { type Answer, type Balancer, type Call, call, startBalancer, testPostgres } from './cluster-support'
import { e2eServerEnv } from './e2e-server-env'
import { expect, test } from './fixtures'
import { publishNewsItem } from './news-publishing-support'
import { type SiteCopy, startSiteCopy } from './site-copy'

/**
 * Issue 26, "several instances as one site": HAProxy (deploy/haproxy/haproxy.cfg) in front of three instances of the
 * production build on one PostgreSQL server, attachments in S3 (s3rver), one process each (WEB_CONCURRENCY=1), all
 * three started at once on an empty database. Every request goes through the balancer; one that must reach a given
 * instance names it (X-Instance, honoured from loopback). Each instance keeps pages and API answers an hour, so only
 * the announcement of a change explains what they show. E2E_CLUSTER_PORT names the balancer's port (the instances
 * take the next three), E2E_CLUSTER_PG_PORT the database's.
 */
const balancerPort = Number(process.env.E2E_CLUSTER_PORT ?? 3240)
const pgPort = process.env.E2E_CLUSTER_PG_PORT ?? '54337'
const pgDir = `/tmp/site-e2e-cluster-pg-${process.pid}`
const instanceNames = ['site1', 'site2', 'site3'] as const
type InstanceName = (typeof instanceNames)[number]
const instancePort = (name: InstanceName) => balancerPort + 1 + instanceNames.indexOf(name)
const BUCKET = 'cluster-attachments'
/** Low, so that the test reaches it; counted per visitor across every instance. */
const SIGN_UP_LIMIT = 3
const admin = { authorization: `Bearer ${e2eServerEnv.ADMIN_TOKEN}` }

const instances = new Map<InstanceName, SiteCopy>()
/** The logs of instances that were stopped, so that a count over all logs still sees what they wrote. */
const pastLogs: string[] = []
let instanceEnv: Record<string, string> = {}
let balancer: Balancer | undefined
let s3: S3rver | undefined
let dataDir = ''
let databaseUrl = ''

test.describe.configure({ mode: 'serial' })

function through(path: string, options: Call = {}): Promise<Answer> {
  return call(balancer?.origin ?? '', path, options)
}

/**
 * Checks that `name` answered a request asked of it. When the balancer sent it elsewhere (the instance marked down, or
 * a retry redispatched), the failure shows the balancer's log, where HAProxy notes each change of a server's state.
 */
function expectAnsweredBy(answer: Answer, name: InstanceName): void {
  expect(answer.instance, `asked of ${name}, answered by ${answer.instance}; the balancer's log:\n${balancer?.log()}`).toBe(name)
}

/** Resolves once the balancer sends `name` traffic: its health check passed twice. */
async function servedBy(name: InstanceName, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const answer = await through('/api/health', { instance: name }).catch(() => undefined)
    if (answer?.status === 200 && answer.instance === name) return
    await new Promise((done) => setTimeout(done, 200))
  }
  throw new Error(`the balancer never sent ${name} traffic:\n${balancer?.log()}\n${instances.get(name)?.log()}`)
}

function startInstance(name: InstanceName): Promise<SiteCopy> {
  return startSiteCopy(instancePort(name), instanceEnv, 90_000).then((copy) => {
    instances.set(name, copy)
    return copy
  })
}

function allLogs(): string {
  return [...pastLogs, ...[...instances.values()].map((copy) => copy.log())].join('\n')
}

test.beforeAll(async () => {
  test.setTimeout(240_000)
  dataDir = mkdtempSync(join(tmpdir(), 'site-e2e-cluster-'))
  const started = await startS3WithBucket(join(dataDir, 's3'), BUCKET)
  s3 = started.server
  const { endpoint } = started
  databaseUrl = await testPostgres('start', pgPort, pgDir)
  instanceEnv = {
    DATABASE_URL: databaseUrl,
    WEB_CONCURRENCY: '1',
    SITE_URL: `http://127.0.0.1:${balancerPort}`,
    TRUST_PROXY: 'true',
    ADMIN_TOKEN: e2eServerEnv.ADMIN_TOKEN,
    PAGE_CACHE_TTL_SECONDS: '3600',
    API_CACHE_TTL_SECONDS: '3600',
    SIGN_UP_LIMIT: String(SIGN_UP_LIMIT),
    INQUIRY_RATE_LIMIT: '100',
    LOG_LEVEL: 'info',
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: endpoint,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: s3rverCredentials.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3rverCredentials.secretAccessKey,
    PGLITE_DATA_DIR: join(dataDir, 'unused-pglite'),
  }
  // All three at once on the empty database: migrations and the seed run once, under their locks.
  await Promise.all(instanceNames.map(startInstance))
  balancer = await startBalancer(
    balancerPort,
    instanceNames.map((name) => `127.0.0.1:${instancePort(name)}`),
  )
  await Promise.all(instanceNames.map((name) => servedBy(name)))
})

test.afterAll(async () => {
  balancer?.stop()
  for (const copy of instances.values()) copy.stop()
  await s3?.close()
  await testPostgres('stop', pgPort, pgDir)
  rmSync(dataDir, { recursive: true, force: true })
})

test('three instances started at once on an empty database each say why one process, and migrated it once', () => {
  const logs = allLogs()
  expect(logs.match(/server: one process: WEB_CONCURRENCY is 1/g)).toHaveLength(3)
  expect(logs.match(/applied 0000_initial_content/g)).toHaveLength(1)
  expect(logs.match(/seeded the shipped content/g)).toHaveLength(1)
})

test('each instance tells the balancer it may take traffic, in a word no cache keeps', async () => {
  for (const name of instanceNames) {
    const answer = await through('/api/health', { instance: name })
    expectAnsweredBy(answer, name)
    expect(answer.status).toBe(200)
    expect(answer.body).toBe('ok\n')
    expect(answer.headers['cache-control']).toBe('no-store')
  }
})

/** The processes whose parent is `pid` (Linux: from /proc). */
function childrenOf(pid: number | undefined): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        return Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]?.split(' ')[1]) === pid
      } catch {
        return false // gone meanwhile
      }
    })
    .map(Number)
}

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
    expect(launcher.log()).toContain('server: stopping the workers signal="SIGTERM"')
    await expect.poll(() => current.filter((pid) => existsSync(`/proc/${pid}`)), { timeout: 5_000 }).toEqual([])
  } finally {
    pastLogs.push(launcher.log())
    launcher.stop()
  }
})

async function signUp(email: string, from?: string, instance?: InstanceName): Promise<Answer> {
  return through('/api/v1/signup', {
    method: 'POST',
    from,
    instance,
    body: JSON.stringify({
      email,
      password: `pw-${Date.now()}-quiet-harbor-long`,
      name: 'Cluster Member',
      termsAgree: true,
      privacyAgree: true,
    }),
  })
}

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

  const inquiry = await through(`/api/v1/admin/inquiries/${receipt}`, { instance: 'site3', headers: admin })
  expect(inquiry.status, inquiry.body).toBe(200)
  const attachment = (JSON.parse(inquiry.body) as { data: { attachments: { id: number }[] } }).data.attachments[0]
  const file = await through(`/api/v1/admin/inquiries/${receipt}/attachments/${attachment?.id}`, {
    instance: 'site1',
    headers: admin,
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
const publishNews = (title: string, instance: InstanceName): Promise<number> =>
  publishNewsItem((path, init) => through(path, { ...init, instance, headers: admin }), title)

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

const loadTargets = [
  '/news?lang=ko-KR',
  '/company/history?lang=en-US',
  '/business/pharmacy?lang=ko-KR&page=2',
  '/?lang=ja-JP',
  '/api/v1/post/news?page=1&size=10',
  '/api/v1/pharmacy/page?page=1&size=10',
]

interface Outcome {
  target: string
  status: number
  instance: string
  at: number
  error?: string
}

test('one instance killed under load loses no request the balancer accepted; back, it serves again', async () => {
  test.setTimeout(120_000)
  // A member's page is rendered for every request (no cache keeps it), so some are in progress when the instance dies.
  const member = await signUp(`cluster-load-${Date.now()}@example.com`, '127.0.0.10')
  const { accessToken } = (JSON.parse(member.body) as { data: { accessToken: string } }).data
  const memberPage = { cookie: `member_session=${accessToken}` }
  const outcomes: Outcome[] = []
  const writes: { status: number; id?: number; at: number; body: string }[] = []
  let running = true
  const readers = Array.from({ length: 6 }, async (_, reader) => {
    for (let turn = reader; running; turn++) {
      const target = turn % 3 === 0 ? '/mypage?lang=ko-KR' : (loadTargets[turn % loadTargets.length] ?? '/')
      try {
        const answer = await through(target, target.startsWith('/mypage') ? { headers: memberPage } : {})
        outcomes.push({ target, status: answer.status, instance: answer.instance, at: Date.now() })
      } catch (error) {
        outcomes.push({ target, status: 0, instance: '', at: Date.now(), error: String(error) })
      }
    }
  })
  // An editor saving drafts all along: a POST is never repeated by the balancer, so its outcome is checked.
  const writer = (async () => {
    for (let turn = 0; running; turn++) {
      const answer = await through('/api/v1/admin/content/posts/news', {
        method: 'POST',
        headers: admin,
        body: JSON.stringify({
          title: { 'ko-KR': `부하 중 초안 ${turn}` },
          summary: { 'ko-KR': '초안' },
          body: { 'ko-KR': '초안' },
          publishedAt: '2099-12-31',
        }),
      }).catch(() => ({ status: 0, body: '' }))
      const id = answer.status === 200 ? (JSON.parse(answer.body) as { data: { id: number } }).data.id : undefined
      writes.push({ status: answer.status, id, at: Date.now(), body: answer.body.slice(0, 300) })
    }
  })()

  // The load is under way on every instance, drafts among it, when site2 is killed.
  await expect
    .poll(() => new Set(outcomes.map((outcome) => outcome.instance)).size === 3 && writes.length > 0, { timeout: 20_000 })
    .toBe(true)
  const victim = instances.get('site2')
  const balancerLogAtKill = balancer?.log().length ?? 0
  victim?.process.kill('SIGKILL')
  const killedAt = Date.now()
  if (victim) pastLogs.push(victim.log())
  instances.delete('site2')
  // Down until the balancer has taken it out and the others have carried the load without it.
  await expect.poll(() => balancer?.log().slice(balancerLogAtKill) ?? '', { timeout: 20_000 }).toMatch(/site2 is DOWN/)
  const takenOutAt = Date.now()
  await expect
    .poll(() => new Set(outcomes.filter((outcome) => outcome.at > takenOutAt).map((outcome) => outcome.instance)), {
      timeout: 20_000,
    })
    .toEqual(new Set(['site1', 'site3']))
  const restartedAt = Date.now()
  await startInstance('site2')
  await servedBy('site2')
  const backAt = Date.now()
  // Load on, until the balancer has sent the instance some of it again.
  await expect
    .poll(() => outcomes.some((outcome) => outcome.instance === 'site2' && outcome.at > backAt), { timeout: 20_000 })
    .toBe(true)
  running = false
  await Promise.all([...readers, writer])

  const failed = outcomes.filter((outcome) => outcome.status !== 200)
  console.info(
    `cluster under load: ${outcomes.length} reads, ${failed.length} failed; ${writes.length} drafts saved, ` +
      `${writes.filter((write) => write.status !== 200).length} refused; site2 down ${Math.round((backAt - killedAt) / 100) / 10} s`,
  )
  expect(failed, 'every read the balancer accepted was answered').toEqual([])
  // Answers completed a moment after the kill may have left it before.
  const duringOutage = outcomes.filter((outcome) => outcome.at > killedAt + 200 && outcome.at < restartedAt)
  expect(new Set(duringOutage.map((outcome) => outcome.instance))).toEqual(new Set(['site1', 'site3']))
  expect(
    outcomes.some((outcome) => outcome.instance === 'site2' && outcome.at > backAt),
    'site2 serves again',
  ).toBe(true)

  // A draft answered 200 was saved; one that was not is answered as the balancer's failure, never as a success.
  for (const write of writes) expect([200, 502, 503, 504], write.body).toContain(write.status)
  for (const write of writes.filter((entry) => entry.id !== undefined)) {
    const saved = await through(`/api/v1/admin/content/posts/news/${write.id}`, { headers: admin })
    expect(saved.status, `draft ${write.id}`).toBe(200)
  }
})
