import { mkdirSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { log } from '~/server/logging/log.server'
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
}

export interface OpenDatabase {
  db: Database
  driver: 'pglite' | 'postgres'
  close: () => Promise<void>
}

/** Opens the configured database; nothing else in the backend knows which driver it is. */
export async function openDatabase(config: DatabaseConfig): Promise<OpenDatabase> {
  if (config.url) {
    const { Pool } = await import('pg')
    const { drizzle } = await import('drizzle-orm/node-postgres')
    const pool = new Pool({ connectionString: config.url, max: config.poolSize ?? 10 })
    // A dropped connection must not crash the process; the next query gets a fresh one.
    pool.on('error', (error) => log.warn('database', 'idle connection error', { error: error.message }))
    return { db: drizzle(pool, { schema }) as unknown as Database, driver: 'postgres', close: () => pool.end() }
  }
  const { PGlite } = await import('@electric-sql/pglite')
  const { drizzle } = await import('drizzle-orm/pglite')
  const inMemory = config.pgliteDir.startsWith('memory://')
  const dataDir = inMemory ? config.pgliteDir : resolve(config.pgliteDir)
  if (!inMemory) mkdirSync(dirname(dataDir), { recursive: true })
  const client = await PGlite.create(dataDir)
  return { db: drizzle(client, { schema }) as unknown as Database, driver: 'pglite', close: () => client.close() }
}
