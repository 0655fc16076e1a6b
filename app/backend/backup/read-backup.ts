import { createHash } from 'node:crypto'
import type { Readable } from 'node:stream'
import { createGunzip } from 'node:zlib'
import { extract as tarExtract } from 'tar-stream'
import * as v from 'valibot'
import { type BackupManifest, backupManifest, MANIFEST_ENTRY } from './backup-manifest'

/** Why a restore refused to begin; nothing was changed. */
export class RestoreRefusal extends Error {
  constructor(
    readonly code: 'DAMAGED_ARCHIVE' | 'NEWER_SCHEMA' | 'UNKNOWN_SCHEMA' | 'DATABASE_NOT_EMPTY' | 'STORAGE_NOT_EMPTY',
    message: string,
  ) {
    super(message)
    this.name = 'RestoreRefusal'
  }
}

/** Opens the archive's bytes from the start (it is read twice: once to check it, once to restore it). */
export type OpenArchive = () => Readable | Promise<Readable>

export interface ArchiveEntry {
  name: string
  size: number
  body: AsyncIterable<Buffer>
}

/** Calls `onEntry` for each regular file of the gzipped tar in order; `onEntry` must read (or drain) the body. */
export async function forEachEntry(open: OpenArchive, onEntry: (entry: ArchiveEntry) => Promise<void>): Promise<void> {
  const source = await open()
  const gunzip = createGunzip()
  const extract = tarExtract()
  const fail = (error: Error) => extract.destroy(error)
  source.on('error', fail)
  gunzip.on('error', fail)
  source.pipe(gunzip).pipe(extract as unknown as NodeJS.WritableStream)
  try {
    for await (const entry of extract) {
      if (entry.header.type === 'file') {
        await onEntry({ name: entry.header.name, size: entry.header.size ?? 0, body: entry as AsyncIterable<Buffer> })
      }
      entry.resume()
    }
  } finally {
    source.destroy()
  }
}

const damaged = (detail: string) => new RestoreRefusal('DAMAGED_ARCHIVE', `the archive is damaged or incomplete: ${detail}`)

/**
 * Reads the whole archive and checks it against its manifest: every table and file listed is there once with its
 * size and SHA-256, and nothing else is. Resolves with the manifest; refuses (DAMAGED_ARCHIVE) otherwise.
 */
export async function verifiedManifest(open: OpenArchive): Promise<BackupManifest> {
  const found = new Map<string, { size: number; sha256: string }>()
  let manifestText: string | undefined
  try {
    await forEachEntry(open, async (entry) => {
      if (found.has(entry.name) || (entry.name === MANIFEST_ENTRY && manifestText !== undefined)) {
        throw damaged(`${entry.name} is in it twice`)
      }
      const hash = createHash('sha256')
      const chunks: Buffer[] = []
      let size = 0
      for await (const chunk of entry.body) {
        hash.update(chunk)
        size += chunk.length
        if (entry.name === MANIFEST_ENTRY) chunks.push(chunk)
      }
      if (entry.name === MANIFEST_ENTRY) manifestText = Buffer.concat(chunks).toString('utf8')
      else found.set(entry.name, { size, sha256: hash.digest('hex') })
    })
  } catch (error) {
    if (error instanceof RestoreRefusal) throw error
    throw damaged((error as Error).message)
  }
  if (manifestText === undefined) throw damaged(`it has no ${MANIFEST_ENTRY} (it was cut short, or is no backup of this site)`)
  let parsed: unknown
  try {
    parsed = JSON.parse(manifestText)
  } catch {
    throw damaged(`${MANIFEST_ENTRY} is not JSON`)
  }
  const result = v.safeParse(backupManifest, parsed)
  if (!result.success) throw damaged(`${MANIFEST_ENTRY} is not a manifest this release reads`)
  const manifest = result.output
  const listed = [...manifest.tables, ...manifest.files]
  for (const item of listed) {
    const entry = found.get(item.entry)
    if (!entry) throw damaged(`${item.entry} is missing`)
    if (entry.size !== item.size || entry.sha256 !== item.sha256) throw damaged(`${item.entry} fails its checksum`)
  }
  if (found.size !== listed.length) throw damaged('it holds entries its manifest does not list')
  return manifest
}
