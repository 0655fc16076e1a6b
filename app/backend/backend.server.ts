import type { Hono } from 'hono'
import { env } from '~/config/env.server'
import { createBackendApp } from './app'
import { type OpenDatabase, openDatabase } from './db/database.server'
import { migrate } from './db/migrate'
import { seedContent } from './seed/seed'

export interface RunningBackend {
  app: Hono
  database: OpenDatabase
}

/**
 * Kept on globalThis: the server bundle can hold this module twice (the Nitro plugin that starts it at boot and
 * the routes that use it), and two embedded databases on one data folder would corrupt it.
 */
const slot = globalThis as typeof globalThis & { __siteBackend?: Promise<RunningBackend> }

async function start(): Promise<RunningBackend> {
  const database = await openDatabase({ url: env.DATABASE_URL, pgliteDir: env.PGLITE_DATA_DIR, poolSize: env.DATABASE_POOL_SIZE })
  const applied = await migrate(database.db)
  const seeded = await seedContent(database.db)
  console.info(
    `backend: ${database.driver} ready${applied.length ? `, applied ${applied.join(', ')}` : ''}${seeded ? ', seeded the shipped content' : ''}`,
  )
  return { app: createBackendApp({ db: database.db }), database }
}

/**
 * The built-in backend of this process, started once (database opened, migrated, seeded).
 * A failed start is forgotten, so the next request tries again instead of failing forever.
 */
export function getBackend(): Promise<RunningBackend> {
  slot.__siteBackend ??= start().catch((error: unknown) => {
    slot.__siteBackend = undefined
    throw error
  })
  return slot.__siteBackend
}

/** The built-in backend serves this site unless an external API is configured. */
export const builtInBackendEnabled = !env.API_BASE_URL
