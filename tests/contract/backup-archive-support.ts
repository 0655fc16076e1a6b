import { createHash } from 'node:crypto'
import { Readable, Writable } from 'node:stream'
import { gunzipSync, gzipSync } from 'node:zlib'
import { extract as tarExtract, pack as tarPack } from 'tar-stream'
import { API_BASE_PATH, type BackendDependencies, createBackendApp } from '~/backend/app'
import { type BackupManifest, MANIFEST_ENTRY, SIGNATURE_ENTRY } from '~/backend/backup/backup-manifest'
import { type SignatureCheck, signatureOf } from '~/backend/backup/backup-signature'
import { writeBackup } from '~/backend/backup/write-backup'
import { bundledMigrations } from '~/backend/db/bundled-migrations'
import type { Database, OpenDatabase } from '~/backend/db/database.server'
import type { ListableFileStorage } from '~/backend/storage/file-storage'
import type { AuthHarness } from './auth-support'

/** Backups in memory, taken apart and put together again as someone who can write an archive would. */

export interface ArchiveEntryBytes {
  name: string
  bytes: Buffer
}

/** A backup of `db` and `storage`, written to memory. */
export async function backupOf(db: Database, driver: 'pglite' | 'postgres', storage: ListableFileStorage) {
  const chunks: Buffer[] = []
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk)
      done()
    },
  })
  const manifest = await writeBackup({ db, driver, storage }, output)
  return { manifest, bytes: Buffer.concat(chunks) }
}

/** The archive `bytes` as a restore reads it, with this release's migrations, checked with `check`. */
export const archiveOf = (bytes: Buffer, check: SignatureCheck = {}) => ({
  open: () => Readable.from([bytes]),
  migrations: bundledMigrations(),
  ...check,
})

export async function unpackArchive(archive: Buffer): Promise<ArchiveEntryBytes[]> {
  const extract = tarExtract()
  Readable.from([gunzipSync(archive)]).pipe(extract as unknown as NodeJS.WritableStream)
  const entries: ArchiveEntryBytes[] = []
  for await (const entry of extract) {
    const chunks: Buffer[] = []
    for await (const chunk of entry) chunks.push(chunk as Buffer)
    entries.push({ name: entry.header.name, bytes: Buffer.concat(chunks) })
  }
  return entries
}

export async function packArchive(entries: ArchiveEntryBytes[]): Promise<Buffer> {
  const pack = tarPack()
  const chunks: Buffer[] = []
  const read = (async () => {
    for await (const chunk of pack) chunks.push(chunk as Buffer)
  })()
  for (const entry of entries) {
    await new Promise<void>((resolve, reject) =>
      pack.entry({ name: entry.name, size: entry.bytes.length }, entry.bytes, (error) => (error ? reject(error) : resolve())),
    )
  }
  pack.finalize()
  await read
  return gzipSync(Buffer.concat(chunks))
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

/**
 * The entries with the manifest as `change` leaves it, every size and checksum it lists made right again, so that only
 * the signature tells: it is left as it was, or made again with the key of the site on `signedBy` (an archive its
 * own site made so).
 */
export async function withManifest(
  entries: ArchiveEntryBytes[],
  change: (manifest: BackupManifest) => void,
  signedBy?: Database,
): Promise<ArchiveEntryBytes[]> {
  const manifestEntry = entries.find((entry) => entry.name === MANIFEST_ENTRY)
  const manifest = JSON.parse(manifestEntry?.bytes.toString('utf8') ?? '{}') as BackupManifest
  change(manifest)
  for (const item of [...manifest.tables, ...manifest.files]) {
    const bytes = entries.find((entry) => entry.name === item.entry)?.bytes
    if (bytes) Object.assign(item, { size: bytes.length, sha256: sha256(bytes) })
  }
  const rewritten = Buffer.from(JSON.stringify(manifest, null, 2))
  const signature = entries.find((entry) => entry.name === SIGNATURE_ENTRY)
  const others = entries.filter((entry) => entry.name !== MANIFEST_ENTRY && entry.name !== SIGNATURE_ENTRY)
  const signatureBytes = signedBy ? await signatureOf(signedBy, rewritten) : signature?.bytes
  return [
    ...others,
    { name: MANIFEST_ENTRY, bytes: rewritten },
    ...(signatureBytes ? [{ name: SIGNATURE_ENTRY, bytes: signatureBytes }] : []),
  ]
}

/** A site on `database`, answering in-process as `harness`'s does (for the sign-in helpers). */
export function siteOn(harness: AuthHarness, database: OpenDatabase, dependencies: Omit<BackendDependencies, 'db'>): AuthHarness {
  const app = createBackendApp({ db: database.db, ...dependencies })
  const transport = async (request: Request, options?: { clientIp?: string }) =>
    app.fetch(request, { clientIp: options?.clientIp })
  const inProcess = { transport, baseUrl: `http://in-process${API_BASE_PATH}` }
  return { ...harness, app, database, transports: { 'in-process': inProcess, http: inProcess } }
}

/** The storage's keys, sorted. */
export async function keysOf(storage: ListableFileStorage): Promise<string[]> {
  const keys: string[] = []
  for await (const file of storage.list()) keys.push(file.key)
  return keys.sort()
}
