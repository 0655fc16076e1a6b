import { createHash } from 'node:crypto'
import { Readable } from 'node:stream'
import { buffer } from 'node:stream/consumers'
import { pipeline } from 'node:stream/promises'
import { createGunzip, createGzip } from 'node:zlib'
import { extract as tarExtract, pack as tarPack } from 'tar-stream'
import * as v from 'valibot'
import {
  type ArchiveManifest,
  archiveLimits,
  archiveManifest,
  CONTENT_ARCHIVE_FORMAT,
  CONTENT_ARCHIVE_VERSION,
  type ContentArchive,
  fileEntry,
  isArchiveFileKey,
  MANIFEST_ENTRY,
  partEntry,
} from './archive-format'
import type { ArchiveProblem } from './archive-problems'

const sha256Of = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')
const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 1)}\n`, 'utf8')

/** The archive as one gzipped tar: the manifest first, then each part, then each file. */
export async function packArchive(archive: ContentArchive, now = new Date()): Promise<Buffer> {
  const entries: Array<[string, Uint8Array]> = []
  const manifest: ArchiveManifest = {
    format: CONTENT_ARCHIVE_FORMAT,
    formatVersion: CONTENT_ARCHIVE_VERSION,
    exportedAt: now.toISOString(),
    parts: [],
    files: [],
  }
  for (const [name, items] of Object.entries(archive.parts)) {
    const bytes = json(items)
    entries.push([partEntry(name), bytes])
    manifest.parts.push({ name, items: items.length, size: bytes.length, sha256: sha256Of(bytes) })
  }
  for (const [key, bytes] of archive.files) {
    entries.push([fileEntry(key), bytes])
    manifest.files.push({ key, size: bytes.length, sha256: sha256Of(bytes) })
  }
  const pack = tarPack()
  const packed = buffer(pack.pipe(createGzip()))
  for (const [name, bytes] of [[MANIFEST_ENTRY, json(manifest)] as const, ...entries]) {
    await new Promise<void>((resolve, reject) =>
      pack.entry({ name, size: bytes.length, mode: 0o644 }, Buffer.from(bytes), (error) => (error ? reject(error) : resolve())),
    )
  }
  pack.finalize()
  return packed
}

/** Read in full, or refused at the first limit crossed: an archive's entries by name. */
async function entriesOf(packed: Uint8Array): Promise<Map<string, Buffer> | ArchiveProblem> {
  if (packed.length > archiveLimits.packedBytes) return { code: 'too_large' }
  const found = new Map<string, Buffer>()
  const extract = tarExtract()
  let unpacked = 0
  let refusal: ArchiveProblem | undefined
  const reading = (async () => {
    for await (const entry of extract) {
      const { name, type, size = 0 } = entry.header
      if (type === 'directory') {
        entry.resume()
        continue
      }
      unpacked += size
      refusal ??= refusalOf(name, type, size, unpacked, found)
      if (refusal) {
        extract.destroy()
        return
      }
      found.set(name, await buffer(entry))
    }
  })()
  try {
    await Promise.all([pipeline(Readable.from([packed]), createGunzip(), extract), reading])
  } catch {
    if (!refusal) return { code: 'unreadable' }
  }
  return refusal ?? found
}

/** Why an entry stops the reading: a name no archive writes, or a limit crossed (a zip bomb stops here). */
function refusalOf(name: string, type: string | null | undefined, size: number, unpacked: number, found: Map<string, Buffer>) {
  if (type !== 'file' || !isEntryName(name) || found.has(name)) return { code: 'unsafe_name' as const, detail: name }
  if (size > archiveLimits.entryBytes || found.size >= archiveLimits.entries) return { code: 'too_large' as const, detail: name }
  if (unpacked > archiveLimits.unpackedBytes) return { code: 'too_large' as const }
  return undefined
}

/** An entry name an archive writes: the manifest, a part, a file of the storage's folders; never one leaving its folder. */
function isEntryName(name: string): boolean {
  if (name === MANIFEST_ENTRY) return true
  if (/^content\/[a-z0-9-]{1,60}\.json$/.test(name)) return true
  return name.startsWith('files/') && isArchiveFileKey(name.slice('files/'.length))
}

function parsedJson(bytes: Buffer | undefined): unknown {
  if (!bytes) return undefined
  try {
    return JSON.parse(bytes.toString('utf8'))
  } catch {
    return undefined
  }
}

/**
 * An uploaded archive read into memory and checked against its manifest: each part and file it lists is there with
 * its size and SHA-256, and nothing else is. The faults are answered with what could be read; the items themselves
 * are the check's (check-archive.ts).
 */
export async function unpackArchive(packed: Uint8Array): Promise<{ archive: ContentArchive; problems: ArchiveProblem[] }> {
  const empty = { parts: {}, files: new Map() }
  const entries = await entriesOf(packed)
  if (!(entries instanceof Map)) return { archive: empty, problems: [entries] }
  const manifest = v.safeParse(archiveManifest, parsedJson(entries.get(MANIFEST_ENTRY)))
  if (!manifest.success) return { archive: empty, problems: [{ code: 'wrong_format' }] }
  const problems: ArchiveProblem[] = []
  const listed = new Set([MANIFEST_ENTRY])
  const entryOf = (name: string, size: number, sha256: string) => {
    listed.add(name)
    const bytes = entries.get(name)
    if (bytes && bytes.length === size && sha256Of(bytes) === sha256) return bytes
    problems.push({ code: 'damaged_entry', detail: name })
    return undefined
  }
  const archive: ContentArchive = { parts: {}, files: new Map() }
  for (const part of manifest.output.parts) {
    const bytes = entryOf(partEntry(part.name), part.size, part.sha256)
    const items = parsedJson(bytes)
    if (Array.isArray(items)) archive.parts[part.name] = items
    else if (bytes) problems.push({ code: 'unknown_part', part: part.name })
  }
  for (const file of manifest.output.files) {
    const bytes = entryOf(fileEntry(file.key), file.size, file.sha256)
    if (bytes) archive.files.set(file.key, new Uint8Array(bytes))
  }
  for (const name of entries.keys()) if (!listed.has(name)) problems.push({ code: 'damaged_entry', detail: name })
  return { archive, problems }
}
