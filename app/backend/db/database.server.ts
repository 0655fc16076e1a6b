import { mkdirSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { log } from '~/server/logging/log.server'
import { type PgliteThreadClient, startPgliteThread } from './pglite-thread/pglite-thread-client.server'
import * as schema from './schema'

export type Schema = typeof schema
/** The one database type the backend codes against; PGlite and node-postgres both provide it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>

export interface DatabaseConfig {
  /** A PostgreSQL server (postgres://…); when unset, the embedded PGlite is used. */
  url?: string
  /** PGlite's data folder (created when missing), or 'memory://' for a throw-away database. */
  pgliteDir: string
  /** Connections in the pool when a server is used. */
  poolSize?: number
  /** PGlite runs on a worker thread of its own, off the event loop that renders pages (the server does; tests need not). */
  pgliteOnThread?: boolean
  /**
   * A new PGlite database starts as a copy of this data folder (a tar from PGlite's `dumpDataDir`) instead of empty:
   * the contract tests copy one migrated and seeded database per file (tests/setup/seeded-database.ts).
   */
  pgliteInitialData?: Uint8Array<ArrayBuffer>
  /** An embedded database already open on its thread, used as it is (the contract tests reuse warm threads). */
  pgliteThread?: PgliteThreadClient
}

/** A connection hearing one channel's notifications (LISTEN), apart from the queries' connections. */
export interface ListeningConnection {
  /** Resolves when the connection drops (a restart of the server, a network fault); never for the embedded database. */
  lost: Promise<Error>
  close: () => Promise<void>
}

/** Starts hearing `channel`: `onNotification` gets each notification's payload, once its transaction committed. */
export type ListenToChannel = (channel: string, onNotification: (payload: string) => void) => Promise<ListeningConnection>

export interface OpenDatabase {
  db: Database
  driver: 'pglite' | 'postgres'
  close: () => Promise<void>
  listen: ListenToChannel
  /** The PostgreSQL pool's connections now (the metrics read it); undefined on the embedded database. */
  poolConnections?: () => { total: number; idle: number; waiting: number }
}

/** Opens the configured database; nothing else in the backend knows which driver it is. */
export async function openDatabase(config: DatabaseConfig): Promise<OpenDatabase> {
  if (config.url) {
    const { Pool } = await import('pg')
    const { drizzle } = await import('drizzle-orm/node-postgres')
    const { StatementNamingClient } = await import('./statement-naming-client.server')
    const pool = new Pool({ connectionString: config.url, max: config.poolSize ?? 10, Client: StatementNamingClient })
    // A dropped connection must not crash the process; the next query gets a fresh one.
    pool.on('error', (error) => log.warn('database', 'idle connection error', { error: error.message }))
    return {
      db: drizzle(pool, { schema }) as unknown as Database,
      driver: 'postgres',
      close: () => pool.end(),
      listen: listenOnServer(config.url),
      poolConnections: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    }
  }
  const { drizzle } = await import('drizzle-orm/pglite')
  const inMemory = config.pgliteDir.startsWith('memory://')
  const dataDir = inMemory ? config.pgliteDir : resolve(config.pgliteDir)
  if (!inMemory) mkdirSync(dirname(dataDir), { recursive: true })
  const initialData = config.pgliteInitialData
  const client =
    config.pgliteThread ??
    (config.pgliteOnThread
      ? await startPgliteThread(dataDir, initialData)
      : await (await import('@electric-sql/pglite')).PGlite.create(dataDir, {
          ...(initialData ? { loadDataDir: new Blob([initialData]) } : {}),
        }))
  return {
    db: drizzle({ client: client as PGlite, schema }) as unknown as Database,
    driver: 'pglite',
    close: () => client.close(),
    // One process holds the embedded database: its notifications never cross a network, so nothing is ever lost.
    listen: async (channel, onNotification) => {
      const unlisten = await client.listen(channel, onNotification)
      return { lost: new Promise<Error>(() => {}), close: () => unlisten() }
    },
  }
}

/**
 * A PostgreSQL server's notifications, on a connection of their own: a pooled connection goes back to the pool
 * between queries, and LISTEN holds only as long as its session. Keep-alive probes notice a peer that vanished.
 */
function listenOnServer(url: string): ListenToChannel {
  return async (channel, onNotification) => {
    const { Client, escapeIdentifier } = await import('pg')
    const client = new Client({ connectionString: url, keepAlive: true, keepAliveInitialDelayMillis: 10_000 })
    const lost = new Promise<Error>((resolve) => {
      client.on('error', resolve)
      client.on('end', () => resolve(new Error('the connection ended')))
    })
    client.on('notification', (message) => {
      if (message.channel === channel) onNotification(message.payload ?? '')
    })
    try {
      await client.connect()
      await client.query(`LISTEN ${escapeIdentifier(channel)}`)
    } catch (error) {
      await client.end().catch(() => undefined)
      throw error
    }
    return { lost, close: () => client.end() }
  }
}
