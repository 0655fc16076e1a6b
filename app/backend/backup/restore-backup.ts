import { createHash } from 'node:crypto'
import { Readable } from 'node:stream'
import { sql } from 'drizzle-orm'
import type { Database } from '../db/database.server'
import type { Migration } from '../db/migrate'
import type { ListableFileStorage } from '../storage/file-storage'
import { BACKUPS_PREFIX, type BackupManifest, schemaVersionOf } from './backup-manifest'
import type { SignatureCheck } from './backup-signature'
import { checkedArchive, forEachEntry, type OpenArchive } from './read-backup'
import { rebuildDatabase } from './rebuild-database'
import { RestoreRefusal, RestoreStopped } from './restore-refusal'

/** The archive to restore, and what it is checked with before anything is opened or written. */
export interface RestoreSource extends SignatureCheck {
  open: OpenArchive
  /** This release's migrations, in order: the archive's schema must be one of theirs. */
  migrations: Migration[]
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
  /** Whether the archive's signature was checked (see SignatureCheck.allowUnsigned). */
  signatureChecked: boolean
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

type ListedFile = BackupManifest['files'][number]

const archiveChanged = (detail: string) =>
  new RestoreStopped(
    `the archive changed while it was restored (${detail}): the database and some files were written; restore again, with --replace, from an archive nobody writes meanwhile`,
  )

/**
 * An entry's bytes as they pass into the storage, failing at the end unless they are the ones the first reading
 * checked: the storage then stores nothing under the key. An archive changed between the two readings (rewritten where
 * it is kept) restores no byte that was not checked.
 */
async function* asChecked(body: AsyncIterable<Buffer>, file: ListedFile): AsyncIterable<Buffer> {
  const hash = createHash('sha256')
  let size = 0
  for await (const chunk of body) {
    hash.update(chunk)
    size += chunk.length
    yield chunk
  }
  if (size !== file.size || hash.digest('hex') !== file.sha256) throw archiveChanged(`${file.entry} is not what was checked`)
}

/** Writes the archive's files (a second reading of it); with `replace`, removes the ones it does not hold. */
async function restoreFiles(source: RestoreSource, manifest: BackupManifest, target: RestoreTarget): Promise<number> {
  const fileByEntry = new Map(manifest.files.map((file) => [file.entry, file]))
  let written = 0
  await forEachEntry(source.open, async (entry) => {
    const file = fileByEntry.get(entry.name)
    if (!file) return
    await target.storage.put(file.key, Readable.from(asChecked(entry.body, file)), 'application/octet-stream')
    written += 1
  })
  if (written !== manifest.files.length) throw archiveChanged('files it held are gone')
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
 * Rebuilds a site from a backup archive (docs/decisions/0068, 0108): reads and checks the whole archive first (its
 * signature, its manifest, every entry's checksum, the database's part) and its schema against this release's, then
 * opens the target (`openTarget`) and checks it is empty; only then writes: the database in one transaction, signing
 * everyone out, then the files. A refusal (RestoreRefusal) changes nothing.
 */
export async function restoreBackup(source: RestoreSource, openTarget: () => Promise<RestoreTarget>): Promise<RestoreResult> {
  const { manifest, tableRows, signatureChecked } = await checkedArchive(source.open, source)
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
  return { manifest, rows, files: manifest.files.length, filesRemoved, signatureChecked }
}
