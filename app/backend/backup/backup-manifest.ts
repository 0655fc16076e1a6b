import * as v from 'valibot'
import { isStorageKey } from '../storage/file-storage'

/**
 * What a backup archive says about itself (docs/decisions/0068). The archive is a gzipped tar: `database/<table>.jsonl`
 * per table (parents first), `files/<storage key>` per stored file, this manifest (`manifest.json`), with the SHA-256
 * and size of every other entry, so that a restore checks the whole archive before it changes anything, and last the
 * manifest's signature with the site's key (`signature.json`, decision 108), so that nobody else can alter it.
 */

export const BACKUP_FORMAT = 'site-backup'
/** 2: signed (`signature.json` after the manifest, backup-signature.ts); 1: taken before archives were signed. */
export const BACKUP_FORMAT_VERSION = 2
export const MANIFEST_ENTRY = 'manifest.json'
export const SIGNATURE_ENTRY = 'signature.json'
/** The folder of the database's part: one entry a table. */
export const DATABASE_PART = 'database/'
export const tableEntry = (table: string) => `${DATABASE_PART}${table}.jsonl`
export const fileEntry = (key: string) => `files/${key}`
/** Where backups go inside a bucket that also holds the site's files: never part of a backup themselves. */
export const BACKUPS_PREFIX = 'backups/'

const sha256 = v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/))
const size = v.pipe(v.number(), v.integer(), v.minValue(0))
const name = v.pipe(v.string(), v.regex(/^[a-z_][a-z0-9_]{0,62}$/))
const quotedKey = (key: unknown) => JSON.stringify(key).slice(0, 100)

/** A stored file's key as a restore writes it: never outside the storage, never over an archive in the bucket. */
const storedKey = v.pipe(
  v.string(),
  v.check(isStorageKey, (issue) => `names a file outside the file storage (${quotedKey(issue.input)})`),
  v.check(
    (key) => !key.startsWith(BACKUPS_PREFIX),
    (issue) => `names a file among the backups (${quotedKey(issue.input)})`,
  ),
)

const distinct = <T>(keyOf: (item: T) => string, message: string) =>
  v.check((items: T[]) => new Set(items.map(keyOf)).size === items.length, message)

const tableItem = v.pipe(
  v.object({ name, rows: size, entry: v.string(), size, sha256 }),
  v.check((table) => table.entry === tableEntry(table.name), 'lists a table under another entry than its own'),
)
const fileItem = v.pipe(
  v.object({ key: storedKey, entry: v.string(), size, sha256 }),
  v.check((file) => file.entry === fileEntry(file.key), 'lists a file under another entry than its own'),
)

export const backupManifest = v.object({
  format: v.literal(BACKUP_FORMAT),
  formatVersion: v.picklist([1, BACKUP_FORMAT_VERSION]),
  createdAt: v.pipe(v.string(), v.isoTimestamp()),
  /** The database it was read from: `pglite` or `postgres` (a backup restores onto either). */
  driver: v.picklist(['pglite', 'postgres']),
  /** The migrations applied when it was made, in order; the last is the schema's version. */
  migrations: v.array(v.pipe(v.string(), v.regex(/^\d{4}_[a-z0-9_]+$/))),
  tables: v.pipe(
    v.array(tableItem),
    distinct((table) => table.name, 'lists a table twice'),
  ),
  sequences: v.array(v.object({ name, lastValue: v.nullable(v.pipe(v.string(), v.regex(/^-?\d+$/))) })),
  files: v.pipe(
    v.array(fileItem),
    distinct((file) => file.key, 'lists a file twice'),
  ),
  /** Files listed when the backup began and deleted before they were read (a retention rule's work): not in it. */
  filesGone: v.array(v.string()),
})
export type BackupManifest = v.InferOutput<typeof backupManifest>

/** The schema version a manifest names (its last migration), or `none`. */
export const schemaVersionOf = (manifest: Pick<BackupManifest, 'migrations'>) => manifest.migrations.at(-1) ?? 'none'
