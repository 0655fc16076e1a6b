import { createHash } from 'node:crypto'
import { once } from 'node:events'
import type { Writable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { createGzip } from 'node:zlib'
import { pack as tarPack } from 'tar-stream'
import type { Database } from '../db/database.server'
import { FileNotFoundError, type ListableFileStorage } from '../storage/file-storage'
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BACKUPS_PREFIX,
  type BackupManifest,
  fileEntry,
  MANIFEST_ENTRY,
  SIGNATURE_ENTRY,
  tableEntry,
} from './backup-manifest'
import { signatureOf } from './backup-signature'
import { snapshotDatabase } from './database-snapshot'

export interface BackupSource {
  db: Database
  driver: 'pglite' | 'postgres'
  storage: ListableFileStorage
  now?: () => Date
}

type TarPack = ReturnType<typeof tarPack>

const sha256Of = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

function addBytes(pack: TarPack, name: string, bytes: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    pack.entry({ name, size: bytes.length, mode: 0o600 }, bytes, (error) => (error ? reject(error) : resolve()))
  })
}

/** Streams one stored file into the archive; its SHA-256, or undefined when it was deleted since it was listed. */
async function addFile(pack: TarPack, storage: ListableFileStorage, key: string, size: number): Promise<string | undefined> {
  const body = await storage.get(key).catch((error: unknown) => {
    if (error instanceof FileNotFoundError) return undefined
    throw error
  })
  if (!body) return undefined
  const hash = createHash('sha256')
  let written = 0
  const finished = new Promise<void>((resolve, reject) => {
    const entry = pack.entry({ name: fileEntry(key), size, mode: 0o600 }, (error) => (error ? reject(error) : resolve()))
    const copy = async () => {
      for await (const chunk of body as AsyncIterable<Buffer>) {
        hash.update(chunk)
        written += chunk.length
        if (!entry.write(chunk)) await once(entry as unknown as NodeJS.EventEmitter, 'drain')
      }
      if (written !== size) throw new Error(`${key} changed while it was backed up (${size} bytes listed, ${written} read)`)
      entry.end(Buffer.alloc(0))
    }
    copy().catch((error: unknown) => {
      entry.destroy(error as Error)
      reject(error)
    })
  })
  await finished
  return hash.digest('hex')
}

/**
 * Writes a backup of the site to `output` as a gzipped tar (backup-manifest.ts): the database at one moment, then every
 * stored file, listed once the database's moment is fixed, so that each file a backed-up row names is in it (a file is
 * stored before its row commits). Files stored later may be in it too, as files no row names yet. The manifest is
 * signed with the site's key (backup-signature.ts). Resolves with the manifest once `output` has every byte.
 */
export async function writeBackup(source: BackupSource, output: Writable): Promise<BackupManifest> {
  const createdAt = (source.now?.() ?? new Date()).toISOString()
  const snapshot = await snapshotDatabase(source.db)
  const pack = tarPack()
  const written = pipeline(pack as unknown as NodeJS.ReadableStream, createGzip(), output)
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    formatVersion: BACKUP_FORMAT_VERSION,
    createdAt,
    driver: source.driver,
    migrations: snapshot.migrations,
    tables: [],
    sequences: snapshot.sequences,
    files: [],
    filesGone: [],
  }
  try {
    for (const table of snapshot.tables) {
      const bytes = Buffer.from(table.jsonLines, 'utf8')
      const entry = tableEntry(table.name)
      await addBytes(pack, entry, bytes)
      manifest.tables.push({ name: table.name, rows: table.rows, entry, size: bytes.length, sha256: sha256Of(bytes) })
    }
    for await (const file of source.storage.list()) {
      if (file.key.startsWith(BACKUPS_PREFIX)) continue
      const sha256 = await addFile(pack, source.storage, file.key, file.size)
      if (sha256) manifest.files.push({ key: file.key, entry: fileEntry(file.key), size: file.size, sha256 })
      else manifest.filesGone.push(file.key)
    }
    const manifestBytes = Buffer.from(JSON.stringify(manifest, null, 2), 'utf8')
    await addBytes(pack, MANIFEST_ENTRY, manifestBytes)
    await addBytes(pack, SIGNATURE_ENTRY, await signatureOf(source.db, manifestBytes))
    pack.finalize()
  } catch (error) {
    pack.destroy(error as Error)
    await written.catch(() => undefined)
    throw error
  }
  await written
  return manifest
}
