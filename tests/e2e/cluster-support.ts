import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { resolve } from 'node:path'
import { promisify } from 'node:util'
import { answeringAt } from './site-copy'

/**
 * What the cluster spec (cluster.spec.ts) runs besides the site's instances: a throw-away PostgreSQL server
 * (scripts/test-postgres.sh on a port and folder of its own), HAProxy with the committed configuration
 * (deploy/haproxy/haproxy.cfg) as a child of the test, and requests through it that may name the instance that
 * answers (X-Instance, honoured from loopback only) and the local address they come from (each its own visitor).
 */

export type PostgresCommand = 'start' | 'stop'

export async function testPostgres(command: PostgresCommand, port: string, dir: string): Promise<string> {
  const { stdout } = await promisify(execFile)('bash', ['scripts/test-postgres.sh', command], {
    env: { ...process.env, TEST_PG_PORT: port, TEST_PG_DIR: dir },
  })
  return stdout.trim()
}

export interface Balancer {
  origin: string
  log: () => string
  stop: () => void
}

/** Debian's HAProxy (CI installs it: .ci/run). */
const haproxyPath = process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy'

/** HAProxy in the foreground on 127.0.0.1:`port`, in front of `instances` (host:port, in the order site1, site2, …). */
export async function startBalancer(port: number, instances: string[]): Promise<Balancer> {
  if (!existsSync(haproxyPath)) {
    throw new Error(
      `no HAProxy at ${haproxyPath}: bash scripts/ensure-packages.sh haproxy installs Debian's, or set HAPROXY_PATH`,
    )
  }
  const servers = Object.fromEntries(instances.map((address, index) => [`SITE_${index + 1}`, address]))
  const child: ChildProcess = spawn(haproxyPath, ['-db', '-f', resolve('deploy/haproxy/haproxy.cfg')], {
    env: { ...process.env, HAPROXY_BIND: `127.0.0.1:${port}`, ...servers },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const origin = `http://127.0.0.1:${port}`
  const log = await answeringAt(child, origin, 10_000, `HAProxy on port ${port}`)
  return { origin, log, stop: () => child.kill('SIGKILL') }
}

export interface Answer {
  status: number
  /** The instance that answered, as the balancer names it (site1, site2, …). */
  instance: string
  headers: Record<string, string | string[] | undefined>
  body: string
}

export interface Call {
  method?: string
  headers?: Record<string, string>
  body?: string
  /** The instance that must answer (through the balancer). */
  instance?: string
  /** The local address the request comes from: a visitor of its own to the rate limits (127.0.0.0/8). */
  from?: string
}

/** One request through the balancer at `origin`, on a connection of its own. */
export function call(origin: string, path: string, options: Call = {}): Promise<Answer> {
  const url = new URL(path, origin)
  return new Promise((done, fail) => {
    const outgoing = httpRequest(
      url,
      {
        method: options.method ?? 'GET',
        localAddress: options.from,
        agent: false,
        headers: {
          'accept-language': 'ko-KR',
          ...(options.instance ? { 'x-instance': options.instance } : {}),
          ...(options.body ? { 'content-type': 'application/json' } : {}),
          ...options.headers,
        },
      },
      (incoming) => {
        const chunks: Buffer[] = []
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
        incoming.on('error', fail)
        incoming.on('end', () =>
          done({
            status: incoming.statusCode ?? 0,
            instance: String(incoming.headers['x-instance'] ?? ''),
            headers: incoming.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        )
      },
    )
    outgoing.on('error', fail)
    outgoing.end(options.body)
  })
}
