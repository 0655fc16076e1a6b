import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type S3rver, s3rverCredentials, startS3WithBucket } from '../s3rver'
import { type Answer, type Balancer, type Call, call, startBalancer, testPostgres } from './cluster-support'
import { e2eServerEnv } from './e2e-server-env'
import { expect, test } from './fixtures'
import { type SiteCopy, startSiteCopy } from './site-copy'

/**
 * The cluster of issue 26 as the cluster specs run it (cluster.spec.ts, cluster-failover.spec.ts), one at a time in a
 * worker: HAProxy (deploy/haproxy/haproxy.cfg) in front of three instances of the production build on one PostgreSQL
 * server, attachments in S3 (s3rver), one process each (WEB_CONCURRENCY=1), all three started at once on an empty
 * database; and the requests the specs send through it. What startCluster sets (the balancer, the database's address,
 * the instances' environment) the specs read as it is set.
 */
export const instanceNames = ['site1', 'site2', 'site3'] as const
export type InstanceName = (typeof instanceNames)[number]
const BUCKET = 'cluster-attachments'
/** Low, so that the test reaches it; counted per visitor across every instance. */
export const SIGN_UP_LIMIT = 3
/** The machine credential: the operator's tools (the inquiries' command line) read inquiries with it. */
export const machine = { authorization: `Bearer ${e2eServerEnv.ADMIN_TOKEN}` }

export const instances = new Map<InstanceName, SiteCopy>()
/** The logs of instances that were stopped, so that a count over all logs still sees what they wrote. */
export const pastLogs: string[] = []
export let instanceEnv: Record<string, string> = {}
export let balancer: Balancer | undefined
export let databaseUrl = ''
let s3: S3rver | undefined
let dataDir = ''
/** The balancer's port (the instances take the next three), and the database's port and folder. */
let ports = { balancerPort: 0, pgPort: '', pgDir: '' }
const instancePort = (name: InstanceName) => ports.balancerPort + 1 + instanceNames.indexOf(name)

export function through(path: string, options: Call = {}): Promise<Answer> {
  return call(balancer?.origin ?? '', path, options)
}

/**
 * Checks that `name` answered a request asked of it. When the balancer sent it elsewhere (the instance marked down, or
 * a retry redispatched), the failure shows the balancer's log, where HAProxy notes each change of a server's state.
 */
export function expectAnsweredBy(answer: Answer, name: InstanceName): void {
  expect(answer.instance, `asked of ${name}, answered by ${answer.instance}; the balancer's log:\n${balancer?.log()}`).toBe(name)
}

/** Resolves once the balancer sends `name` traffic: its health check passed twice. */
export async function servedBy(name: InstanceName, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const answer = await through('/api/health', { instance: name }).catch(() => undefined)
    if (answer?.status === 200 && answer.instance === name) return
    await new Promise((done) => setTimeout(done, 200))
  }
  throw new Error(`the balancer never sent ${name} traffic:\n${balancer?.log()}\n${instances.get(name)?.log()}`)
}

export function startInstance(name: InstanceName): Promise<SiteCopy> {
  return startSiteCopy(instancePort(name), instanceEnv, 90_000).then((copy) => {
    instances.set(name, copy)
    return copy
  })
}

export function allLogs(): string {
  return [...pastLogs, ...[...instances.values()].map((copy) => copy.log())].join('\n')
}

/**
 * Starts the cluster: the S3 server, the database (on `pgPort`, in `pgDir`), the three instances at once and the
 * balancer on `balancerPort`; resolves once the balancer sends each instance traffic.
 */
async function startCluster(balancerPort: number, pgPort: string, pgDir: string): Promise<void> {
  ports = { balancerPort, pgPort, pgDir }
  instances.clear()
  pastLogs.length = 0
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
    // Longer than the balancer takes to see a failed check twice (deploy/haproxy: every 500 ms): a stopped instance is
    // out of rotation before it closes (the rolling upgrade in cluster-failover.spec.ts).
    SHUTDOWN_DRAIN_SECONDS: '2',
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
}

/** Stops the balancer, the instances, the S3 server and the database, and removes their data. */
async function stopCluster(): Promise<void> {
  balancer?.stop()
  for (const copy of instances.values()) copy.stop()
  await s3?.close()
  await testPostgres('stop', ports.pgPort, ports.pgDir)
  rmSync(dataDir, { recursive: true, force: true })
}

/**
 * The cluster for the file's tests, which run one after the other on it: started before them with the balancer on
 * `balancerPort` (the instances on the next three) and the database on `pgPort` (its folder named after `label` and
 * this process), stopped after them.
 */
export function clusterForTheFile(label: string, balancerPort: number, pgPort: string): void {
  const pgDir = `/tmp/site-e2e-${label}-pg-${process.pid}`

  test.describe.configure({ mode: 'serial' })

  test.beforeAll(async () => {
    test.setTimeout(240_000)
    await startCluster(balancerPort, pgPort, pgDir)
  })

  test.afterAll(stopCluster)
}

/** A sign-up through the balancer, from the local address `from` and by `instance` when named. */
export async function signUp(email: string, from?: string, instance?: InstanceName): Promise<Answer> {
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
