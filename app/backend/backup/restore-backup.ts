import { Readable } from 'node:stream'
import { sql } from 'drizzle-orm'
import type { Database } from '../db/database.server'
import type { Migration } from '../db/migrate'
import type { ListableFileStorage } from '../storage/file-storage'
import { BACKUPS_PREFIX, type BackupManifest, schemaVersionOf } from './backup-manifest'
import { checkedArchive, forEachEntry, type OpenArchive, RestoreRefusal } from './read-backup'
import { rebuildDatabase } from './rebuild-database'
import type { SiteSecrets } from './site-secrets'

/** The archive to restore, and what it is checked with before anything is opened or written. */
export interface RestoreSource {
  open: OpenArchive
  /** This release's migrations, in order: the archive's schema must be one of theirs. */
  migrations: Migration[]
  /** The site's keys, exported apart (site-secrets.ts); without them the site generates new ones at start. */
  secrets?: SiteSecrets
}

export interface RestoreTarget {
  /** The database to rebuild: empty (no table of the site), or replaced when `replace` is set. */
  db: Database
  /** Where the files go: empty (backups aside), or overwritten when `replace` is set. */
  storage: ListableFileStorage
  /** Replace a database and storage that hold a site (the only way a restore changes data it did not write). */
  replace?: boolean
}

export interface RestoreResult {
  manifest: BackupManifest
  rows: number
  files: number
  /** Files the storage held and the archive did not, removed with `replace`. */
  filesRemoved: number
}

const countOf = async (db: Pick<Database, 'execute'>, query: ReturnType<typeof sql>) =>
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

/** Writes the archive's files (a second reading of it); with `replace`, removes the ones it does not hold. */
async function restoreFiles(source: RestoreSource, manifest: BackupManifest, target: RestoreTarget): Promise<number> {
  const keyByEntry = new Map(manifest.files.map((file) => [file.entry, file.key]))
  await forEachEntry(source.open, async (entry) => {
    const key = keyByEntry.get(entry.name)
    if (key) await target.storage.put(key, Readable.from(entry.body), 'application/octet-stream')
  })
  if (!target.replace) return 0
  const kept = new Set(manifest.files.map((file) => file.key))
  const stale: string[] = []
  for await (const file of target.storage.list()) {
    if (!file.key.startsWith(BACKUPS_PREFIX) && !kept.has(file.key)) stale.push(file.key)
  }
  for (const key of stale) await target.storage.delete(key)
  return stale.length
}

/**
 * Rebuilds a site from a backup archive (docs/decisions/0068): reads and checks the whole archive first (its manifest,
 * every entry's checksum, the database's part) and its schema against this release's, then opens the target
 * (`openTarget`) and checks it is empty; only then writes: the database in one transaction, then the files. A refusal
 * (RestoreRefusal) changes nothing.
 */
export async function restoreBackup(source: RestoreSource, openTarget: () => Promise<RestoreTarget>): Promise<RestoreResult> {
  const { manifest, tableRows } = await checkedArchive(source.open)
  const migrations = migrationsOfArchive(manifest, source.migrations)
  // Opened once the archive is known good: a refused archive leaves not even an empty database folder behind.
  const target = await openTarget()
  await refuseUnlessEmpty(target)
  // The database first: a row that does not fit its table rolls it back before any file is written.
  const rows = await rebuildDatabase(target.db, {
    manifest,
    migrations,
    tableRows,
    secrets: source.secrets,
    replace: target.replace,
  })
  const filesRemoved = await restoreFiles(source, manifest, target)
  return { manifest, rows, files: manifest.files.length, filesRemoved }
}
