import { readFile } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import type { Hono } from 'hono'
import { afterAll, beforeAll, inject } from 'vitest'
import { type ApiTransport, callApi } from '~/api/client.server'
import type { Endpoint, EndpointData, EndpointInput } from '~/api/contract/endpoint'
import { API_BASE_PATH, type BackendDependencies, createBackendApp } from '~/backend/app'
import { type Database, type OpenDatabase, openDatabase } from '~/backend/db/database.server'
import { type PgliteThreadClient, startPgliteThread } from '~/backend/db/pglite-thread/pglite-thread-client.server'
import { closedGently } from '~/server/http/gentle-close'

/**
 * A fresh, seeded database per test file (or an empty one, `seeded: false`), copied from the one the run's global setup migrated and seeded
 * (tests/setup/seeded-database.ts): embedded PGlite in memory by default, or a throw-away database on the PostgreSQL
 * server named by TEST_DATABASE_URL (CI runs the suite both ways).
 */
export async function openTestDatabase({ seeded = true } = {}): Promise<OpenDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL
  if (!adminUrl) {
    const snapshot = inject(seeded ? 'seededSnapshot' : 'emptySnapshot')
    if (!snapshot) throw new Error('the snapshots of the database are missing: run the contract tests through vitest.config.ts')
    return openOnWarmThread(await readFile(snapshot))
  }
  const template = seeded ? inject('seededTemplate') : 'template0'
  if (!template) throw new Error('the seeded template database is missing: run the contract tests through vitest.config.ts')
  const { Client } = await import('pg')
  const name = `contract_${process.pid}_${Math.random().toString(36).slice(2, 10)}`
  const admin = new Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const database = await openDatabase({ url: url.toString(), pgliteDir: '', poolSize: 4 })
  return {
    ...database,
    close: async () => {
      await database.close()
      const cleanup = new Client({ connectionString: adminUrl })
      await cleanup.connect()
      await untilConnectionsEnd(cleanup, name)
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await cleanup.end()
    },
  }
}

/**
 * The PGlite threads of the databases this Vitest worker's files have closed, kept to open the next ones on: a thread
 * whose module and compiled code are warm opens a database in about half the time, and a new thread per file cost some
 * two processor-seconds before its first query. Closing a database parks its thread here; the worker's exit ends them.
 */
const idleThreads: PgliteThreadClient[] = []
/**
 * A test's database holds a few megabytes: PostgreSQL's default 128 MB of shared buffers only cost each database's
 * start the memory's first touch (the PGlite phase about a tenth faster with 16 MB).
 */
const testDatabaseSettings = { shared_buffers: '16MB' }

async function openOnWarmThread(initialData?: Uint8Array<ArrayBuffer>): Promise<OpenDatabase> {
  const idle = idleThreads.pop()
  if (idle) await idle.reopen('memory://', initialData)
  const thread = idle ?? (await startPgliteThread('memory://', initialData, testDatabaseSettings))
  const database = await openDatabase({ pgliteDir: 'memory://', pgliteThread: thread })
  return {
    ...database,
    close: async () => {
      idleThreads.push(thread)
    },
  }
}

/**
 * pg-pool's end() resolves once it has asked its connections to end, not once they have: a forced drop meanwhile
 * terminates one still closing, which then reports an error on the pool (a warning the tests fail on). So the drop
 * waits, a second at most, until the server has no session on the database left.
 */
async function untilConnectionsEnd(
  admin: { query: (text: string, values: unknown[]) => Promise<{ rows: unknown[] }> },
  name: string,
) {
  for (let attempt = 0; attempt < 50; attempt++) {
    const { rows } = await admin.query('SELECT count(*)::int AS sessions FROM pg_stat_activity WHERE datname = $1', [name])
    if ((rows[0] as { sessions: number } | undefined)?.sessions === 0) return
    await new Promise((done) => setTimeout(done, 20))
  }
}

export interface WireRecord {
  method: string
  url: string
  headers: Record<string, string>
}

export interface ContractHarness {
  app: Hono
  database: OpenDatabase
  /** Requests as the HTTP server received them, for assertions on the wire. */
  wire: WireRecord[]
  transports: Record<'in-process' | 'http', { transport: ApiTransport; baseUrl: string }>
}

/**
 * Starts the backend on a seeded database and serves it over HTTP on loopback as well. `dependencies` adds the
 * optional parts of the backend (intake, admin API) for the files that test them.
 */
export function setUpContractHarness(
  dependencies?: (db: Database) => Omit<BackendDependencies, 'db'> | Promise<Omit<BackendDependencies, 'db'>>,
): ContractHarness {
  const harness = { wire: [] as WireRecord[] } as ContractHarness
  let server: ReturnType<typeof serve> | undefined

  beforeAll(async () => {
    harness.database = await openTestDatabase()
    harness.app = createBackendApp({ db: harness.database.db, ...(await dependencies?.(harness.database.db)) })
    const port = await new Promise<number>((resolve) => {
      server = serve(
        {
          fetch: async (request: Request, bindings: unknown) => {
            harness.wire.push({ method: request.method, url: request.url, headers: Object.fromEntries(request.headers) })
            // The bindings carry the socket, so the backend sees the client's address as it would served alone.
            const response = await harness.app.fetch(request, bindings)
            // As the site serves it (app/server.ts): an upload refused unread gets its answer, not a reset.
            return closedGently(request, response)
          },
          port: 0,
          hostname: '127.0.0.1',
        },
        (info: AddressInfo) => resolve(info.port),
      )
    })
    harness.transports = {
      'in-process': {
        // As the site's in-process transport: the visitor's address travels as a binding.
        transport: async (request, options) =>
          harness.app.fetch(request, {
            clientIp: options?.clientIp,
            siteItself: options?.siteItself,
            forVisitor: options?.forVisitor,
          }),
        baseUrl: `http://in-process${API_BASE_PATH}`,
      },
      http: { transport: (request) => fetch(request), baseUrl: `http://127.0.0.1:${port}${API_BASE_PATH}` },
    }
  }, 60_000)

  afterAll(async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
    await harness.database?.close()
  })

  return harness
}

export const transportNames = ['in-process', 'http'] as const
export type TransportName = (typeof transportNames)[number]

/** Calls one endpoint through the typed client over the named transport. */
export function clientFor(harness: ContractHarness, name: TransportName, locale = 'ko-KR', token?: string) {
  return <E extends Endpoint>(endpoint: E, input: EndpointInput<E>): Promise<EndpointData<E>> =>
    callApi(endpoint, input, { ...harness.transports[name], locale, token, unavailableMessage: 'unavailable' })
}

/** A raw request to the HTTP server, for inputs the typed client would never send. */
export async function rawGet(harness: ContractHarness, path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${harness.transports.http.baseUrl}${path}`, { headers })
  const text = await response.text()
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    json = undefined
  }
  return {
    status: response.status,
    headers: response.headers,
    text,
    json: json as { data?: unknown; error?: { status: number; code: string; message: string } },
  }
}
