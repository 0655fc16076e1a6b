import { createHash } from 'node:crypto'
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

/** An archive's entries, whether a tar's or a folder's (the same layout unpacked): each name and its bytes. */

const sha256Of = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')
const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 1)}\n`, 'utf8')

/** The archive's entries, the manifest first, then each part, then each file. */
export function archiveEntries(archive: ContentArchive, now: Date): Array<[string, Uint8Array]> {
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
  return [[MANIFEST_ENTRY, json(manifest)], ...entries]
}

/** Why an entry stops the reading: a name no archive writes, or a limit crossed (a zip bomb stops here). */
export function refusalOf(
  name: string,
  type: string | null | undefined,
  size: number,
  unpacked: number,
  found: ReadonlyMap<string, unknown>,
) {
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

/** An archive read, and what was found at fault reading it. */
export interface ReadArchive {
  archive: ContentArchive
  problems: ArchiveProblem[]
}

/**
 * An archive's entries read into memory and checked against its manifest: each part and file it lists is there with
 * its size and SHA-256, and nothing else is. The faults are answered with what could be read; the items themselves
 * are the check's (check-archive.ts).
 */
export function archiveOfEntries(entries: ReadonlyMap<string, Buffer>): ReadArchive {
  const empty = { parts: {}, files: new Map() }
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
