import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { bundledMigrations } from '~/backend/db/bundled-migrations'
import { openDatabase } from '~/backend/db/database.server'
import { migrate } from '~/backend/db/migrate'
import { loadDemo } from '~/backend/demo/demo-load'
import { seedSiteSkeleton } from '~/backend/seed/site-skeleton'

/**
 * Vitest's global setup: migrates one database for the whole run and loads the demo content into it explicitly (a site
 * others can reach starts without it, decision 123), which every contract test file then copies
 * (tests/contract/harness.ts) instead of migrating and seeding its own. On PGlite the copy is a tar of the data folder;
 * on the PostgreSQL server named by TEST_DATABASE_URL it is a template database (CREATE DATABASE … TEMPLATE).
 */
export default async function setUpSeededDatabase(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (serverUrl) {
    const template = `contract_template_${process.pid}`
    await onServer(serverUrl, `CREATE DATABASE ${template}`)
    const url = new URL(serverUrl)
    url.pathname = `/${template}`
    const database = await openDatabase({ url: url.toString(), pgliteDir: '', poolSize: 1 })
    await migrateAndSeed(database.db)
    await database.close()
    project.provide('seededTemplate', template)
    return () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`)
  }
  const { PGlite } = await import('@electric-sql/pglite')
  const { drizzle } = await import('drizzle-orm/pglite')
  const schema = await import('~/backend/db/schema')
  const client = await PGlite.create('memory://')
  const folder = await mkdtemp(join(tmpdir(), 'seeded-pglite-'))
  // The database as PGlite creates it, before any migration: a restore's empty target. Loading it takes a fraction of
  // creating one (PGlite's initdb, seconds on a busy machine).
  const empty = join(folder, 'empty.tar')
  await writeFile(empty, new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer()))
  await migrateAndSeed(drizzle({ client, schema }) as never)
  const snapshot = join(folder, 'data.tar')
  await writeFile(snapshot, new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer()))
  await client.close()
  project.provide('emptySnapshot', empty)
  project.provide('seededSnapshot', snapshot)
  return () => rm(folder, { recursive: true, force: true })
}

async function migrateAndSeed(db: Parameters<typeof migrate>[0]) {
  await migrate(db, bundledMigrations())
  await seedSiteSkeleton(db)
  await loadDemo(db)
}

async function onServer(serverUrl: string, statement: string) {
  const { Client } = await import('pg')
  const client = new Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The seeded PGlite data folder, as a tar, that each contract test file starts from. */
    seededSnapshot?: string
    /** The PGlite data folder before any migration, as a tar: the empty database a restore is tested into. */
    emptySnapshot?: string
    /** The seeded template database on the PostgreSQL server, when the suite runs there. */
    seededTemplate?: string
  }
}
