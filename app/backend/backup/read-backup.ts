import { createHash } from 'node:crypto'
import type { Readable } from 'node:stream'
import { createGunzip } from 'node:zlib'
import { extract as tarExtract } from 'tar-stream'
import * as v from 'valibot'
import { type BackupManifest, backupManifest, DATABASE_PART, MANIFEST_ENTRY, SIGNATURE_ENTRY } from './backup-manifest'
import { checkSignature, type SignatureCheck } from './backup-signature'
import { damagedArchive, RestoreRefusal } from './restore-refusal'

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

/** An archive read whole and found sound: its manifest, and each table's rows (`row_to_json` lines) by table name. */
export interface CheckedArchive {
  manifest: BackupManifest
  tableRows: Map<string, string>
  /** Whether its signature was checked (not with `allowUnsigned` and nothing to check it with). */
  signatureChecked: boolean
}

interface EntryRead {
  size: number
  sha256: string
  /** The bytes, kept for the manifest, its signature and the database's part only (files are hashed as they pass). */
  bytes?: Buffer
}

const keepsBytes = (name: string) => name === MANIFEST_ENTRY || name === SIGNATURE_ENTRY || name.startsWith(DATABASE_PART)

/** Reads every entry once, hashing each; a name twice is damage. */
async function readEntries(open: OpenArchive): Promise<Map<string, EntryRead>> {
  const found = new Map<string, EntryRead>()
  try {
    await forEachEntry(open, async (entry) => {
      if (found.has(entry.name)) throw damagedArchive(`${JSON.stringify(entry.name)} is in it twice`)
      const hash = createHash('sha256')
      const chunks: Buffer[] = []
      let size = 0
      for await (const chunk of entry.body) {
        hash.update(chunk)
        size += chunk.length
        if (keepsBytes(entry.name)) chunks.push(chunk)
      }
      found.set(entry.name, {
        size,
        sha256: hash.digest('hex'),
        bytes: keepsBytes(entry.name) ? Buffer.concat(chunks) : undefined,
      })
    })
  } catch (error) {
    if (error instanceof RestoreRefusal) throw error
    throw damagedArchive((error as Error).message)
  }
  return found
}

/** The manifest's text checked against what this release reads; a refusal names the first thing wrong with it. */
function parsedManifest(text: string): BackupManifest {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    throw damagedArchive(`${MANIFEST_ENTRY} is not JSON`)
  }
  const result = v.safeParse(backupManifest, parsed)
  if (result.success) return result.output
  const issue = result.issues[0]
  throw damagedArchive(`${MANIFEST_ENTRY} ${issue.type === 'check' ? issue.message : 'is not a manifest this release reads'}`)
}

const isRow = (line: string) => {
  try {
    const row: unknown = JSON.parse(line)
    return typeof row === 'object' && row !== null && !Array.isArray(row)
  } catch {
    return false
  }
}

/**
 * Reads the whole archive and checks it before a restore writes anything: the manifest's signature with the site's
 * keys (backup-signature.ts); then against the manifest, every table and file listed is there once with its size and
 * SHA-256, and nothing else is; each file's key stays inside the storage; each table holds as many rows, each a JSON
 * object, as the manifest says. Refuses (RestoreRefusal) otherwise.
 */
export async function checkedArchive(open: OpenArchive, check: SignatureCheck): Promise<CheckedArchive> {
  const found = await readEntries(open)
  const manifestBytes = found.get(MANIFEST_ENTRY)?.bytes
  if (!manifestBytes) throw damagedArchive(`it has no ${MANIFEST_ENTRY} (it was cut short, or is no backup of this site)`)
  const signature = found.get(SIGNATURE_ENTRY)?.bytes
  const signatureChecked = checkSignature(manifestBytes, signature, check)
  const manifest = parsedManifest(manifestBytes.toString('utf8'))
  const listed = [...manifest.tables, ...manifest.files]
  for (const item of listed) {
    const entry = found.get(item.entry)
    if (!entry) throw damagedArchive(`${item.entry} is missing`)
    if (entry.size !== item.size || entry.sha256 !== item.sha256) throw damagedArchive(`${item.entry} fails its checksum`)
  }
  const ownEntries = signature ? 2 : 1
  if (found.size !== listed.length + ownEntries) throw damagedArchive('it holds entries its manifest does not list')
  const tableRows = new Map<string, string>()
  for (const table of manifest.tables) {
    const lines = (found.get(table.entry)?.bytes?.toString('utf8') ?? '').split('\n').filter(Boolean)
    if (lines.length !== table.rows || !lines.every(isRow)) {
      throw damagedArchive(`${table.entry} does not hold the ${table.rows} rows its manifest lists`)
    }
    tableRows.set(table.name, lines.join('\n'))
  }
  return { manifest, tableRows, signatureChecked }
}
