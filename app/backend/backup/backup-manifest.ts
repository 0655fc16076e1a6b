import * as v from 'valibot'

/**
 * What a backup archive says about itself (docs/decisions/0068). The archive is a gzipped tar: `database/<table>.jsonl`
 * per table (parents first), `files/<storage key>` per stored file, and this manifest last (`manifest.json`), with the
 * SHA-256 and size of every other entry, so that a restore checks the whole archive before it changes anything.
 */

export const BACKUP_FORMAT = 'site-backup'
export const BACKUP_FORMAT_VERSION = 1
export const MANIFEST_ENTRY = 'manifest.json'
export const tableEntry = (table: string) => `database/${table}.jsonl`
export const fileEntry = (key: string) => `files/${key}`

const sha256 = v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/))
const size = v.pipe(v.number(), v.integer(), v.minValue(0))
const name = v.pipe(v.string(), v.regex(/^[a-z_][a-z0-9_]{0,62}$/))

export const backupManifest = v.object({
  format: v.literal(BACKUP_FORMAT),
  formatVersion: v.literal(BACKUP_FORMAT_VERSION),
  createdAt: v.pipe(v.string(), v.isoTimestamp()),
  /** The database it was read from: `pglite` or `postgres` (a backup restores onto either). */
  driver: v.picklist(['pglite', 'postgres']),
  /** The migrations applied when it was made, in order; the last is the schema's version. */
  migrations: v.array(v.pipe(v.string(), v.regex(/^\d{4}_[a-z0-9_]+$/))),
  tables: v.array(v.object({ name, rows: size, entry: v.string(), size, sha256 })),
  sequences: v.array(v.object({ name, lastValue: v.nullable(v.pipe(v.string(), v.regex(/^-?\d+$/))) })),
  files: v.array(v.object({ key: v.string(), entry: v.string(), size, sha256 })),
  /** Files listed when the backup began and deleted before they were read (a retention rule's work): not in it. */
  filesGone: v.array(v.string()),
})
export type BackupManifest = v.InferOutput<typeof backupManifest>

/** The schema version a manifest names (its last migration), or `none`. */
export const schemaVersionOf = (manifest: Pick<BackupManifest, 'migrations'>) => manifest.migrations.at(-1) ?? 'none'
