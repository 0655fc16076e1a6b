import { Readable } from 'node:stream'
import { sql } from 'drizzle-orm'
import type { Database } from '../db/database.server'
import { applyMigration, type Migration } from '../db/migrate'
import type { ListableFileStorage } from '../storage/file-storage'
import { type BackupManifest, schemaVersionOf } from './backup-manifest'
import { forEachEntry, type OpenArchive, RestoreRefusal, verifiedManifest } from './read-backup'
import type { SiteSecrets } from './site-secrets'
import { BACKUPS_PREFIX } from './write-backup'

export interface RestoreTarget {
  /** The database to rebuild: empty (no table of the site), or replaced when `replace` is set. */
  db: Database
  /** Where the files go: empty (backups aside), or overwritten when `replace` is set. */
  storage: ListableFileStorage
  /** This release's migrations, in order: the archive's schema must be one of theirs. */
  migrations: Migration[]
  /** Replace a database and storage that hold a site (the only way a restore changes data it did not write). */
  replace?: boolean
  /** The site's keys, exported apart (site-secrets.ts); without them the site generates new ones at start. */
  secrets?: SiteSecrets
}

export interface RestoreResult {
  manifest: BackupManifest
  rows: number
  files: number
  /** Files the storage held and the archive did not, removed with `replace`. */
  filesRemoved: number
}

type Executor = Pick<Database, 'execute'>
const quoted = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`
const countOf = async (db: Executor, query: ReturnType<typeof sql>) =>
  Number(((await db.execute(query)) as { rows: Array<{ count: string | number }> }).rows[0]?.count ?? 0)

/** The archive's migrations, which must be this release's first ones in the same order. */
function migrationsOfArchive(manifest: BackupManifest, known: Migration[]): Migration[] {
  const newest = known.at(-1)?.id ?? 'none'
  const unknown = manifest.migrations.find((id) => !known.some((migration) => migration.id === id))
  if (unknown && unknown > newest) {
    throw new RestoreRefusal(
      'NEWER_SCHEMA',
      `the archive was made by a newer release (schema ${schemaVersionOf(manifest)}; this release knows up to ${newest}): restore it with that release or a later one`,
    )
  }
  const prefix = known.slice(0, manifest.migrations.length)
  if (unknown || prefix.some((migration, index) => migration.id !== manifest.migrations[index])) {
    throw new RestoreRefusal('UNKNOWN_SCHEMA', `the archive's schema (${schemaVersionOf(manifest)}) is not one this release made`)
  }
  return prefix
}

async function refuseUnlessEmpty(target: RestoreTarget): Promise<void> {
  if (target.replace) return
  const tables = await countOf(target.db, sql`SELECT count(*) AS count FROM pg_tables WHERE schemaname = 'public'`)
  if (tables > 0) {
    throw new RestoreRefusal(
      'DATABASE_NOT_EMPTY',
      `the database already holds a site (${tables} tables): restore onto an empty one, or add --replace to replace it`,
    )
  }
  for await (const file of target.storage.list()) {
    if (file.key.startsWith(BACKUPS_PREFIX)) continue
    throw new RestoreRefusal(
      'STORAGE_NOT_EMPTY',
      `the file storage already holds files (${file.key}, …): restore into an empty folder or bucket, or add --replace`,
    )
  }
}

/** Columns a restore writes: all but the generated ones (PostgreSQL computes those again). */
async function writableColumns(db: Executor, table: string): Promise<string[]> {
  const result = (await db.execute(
    sql`SELECT attname AS name FROM pg_attribute
        WHERE attrelid = ${`public.${quoted(table)}`}::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = ''
        ORDER BY attnum`,
  )) as { rows: Array<{ name: string }> }
  return result.rows.map((row) => quoted(row.name))
}

/** Up to this many bytes of rows per INSERT. */
const BATCH_BYTES = 1024 * 1024

async function insertRows(db: Executor, table: string, jsonLines: string): Promise<number> {
  const columns = (await writableColumns(db, table)).join(', ')
  const lines = jsonLines.split('\n').filter(Boolean)
  let batch: string[] = []
  let batchBytes = 0
  const flush = async () => {
    if (batch.length === 0) return
    const target = `public.${quoted(table)}`
    await db.execute(
      sql`INSERT INTO ${sql.raw(`${target} (${columns})`)} OVERRIDING SYSTEM VALUE
          SELECT ${sql.raw(columns)} FROM json_populate_recordset(${sql.raw(`NULL::${target}`)}, ${`[${batch.join(',')}]`}::json)`,
    )
    batch = []
    batchBytes = 0
  }
  for (const line of lines) {
    batch.push(line)
    batchBytes += line.length
    if (batchBytes >= BATCH_BYTES) await flush()
  }
  await flush()
  return lines.length
}

/**
 * Rebuilds a site from a backup archive (docs/decisions/0068): checks the whole archive first (checksums), then the
 * target (`openTarget`: its schema, empty), then writes the files, then the database in one transaction at the archive's schema (the next
 * start migrates it forward). A refusal (RestoreRefusal) changes nothing.
 */
export async function restoreBackup(open: OpenArchive, openTarget: () => Promise<RestoreTarget>): Promise<RestoreResult> {
  const manifest = await verifiedManifest(open)
  // Opened once the archive is known good: a refused archive leaves not even an empty database folder behind.
  const target = await openTarget()
  const migrations = migrationsOfArchive(manifest, target.migrations)
  await refuseUnlessEmpty(target)

  const tableByEntry = new Map(manifest.tables.map((table) => [table.entry, table]))
  const keyByEntry = new Map(manifest.files.map((file) => [file.entry, file.key]))
  const tableRows = new Map<string, string>()
  await forEachEntry(open, async (entry) => {
    const table = tableByEntry.get(entry.name)
    const key = keyByEntry.get(entry.name)
    if (table) {
      const chunks: Buffer[] = []
      for await (const chunk of entry.body) chunks.push(chunk)
      tableRows.set(table.name, Buffer.concat(chunks).toString('utf8'))
    } else if (key) {
      await target.storage.put(key, Readable.from(entry.body), 'application/octet-stream')
    }
  })

  let filesRemoved = 0
  if (target.replace) {
    const kept = new Set(manifest.files.map((file) => file.key))
    const stale: string[] = []
    for await (const file of target.storage.list()) {
      if (!file.key.startsWith(BACKUPS_PREFIX) && !kept.has(file.key)) stale.push(file.key)
    }
    for (const key of stale) await target.storage.delete(key)
    filesRemoved = stale.length
  }

  let rows = 0
  await target.db.transaction(async (tx) => {
    if (target.replace) {
      await tx.execute(sql.raw('DROP SCHEMA public CASCADE'))
      await tx.execute(sql.raw('CREATE SCHEMA public'))
    }
    for (const migration of migrations) await applyMigration(tx, migration)
    for (const table of manifest.tables) rows += await insertRows(tx, table.name, tableRows.get(table.name) ?? '')
    for (const sequence of manifest.sequences) {
      if (sequence.lastValue !== null) {
        await tx.execute(sql`SELECT setval(${`public.${quoted(sequence.name)}`}::regclass, ${sequence.lastValue}::bigint, true)`)
      }
    }
    for (const [name, value] of Object.entries(target.secrets ?? {})) {
      await tx.execute(sql`INSERT INTO app_secrets (name, value) VALUES (${name}, ${value})`)
    }
  })
  return { manifest, rows, files: manifest.files.length, filesRemoved }
}
