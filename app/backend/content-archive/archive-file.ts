import { Readable } from 'node:stream'
import { buffer } from 'node:stream/consumers'
import { pipeline } from 'node:stream/promises'
import { createGunzip, createGzip } from 'node:zlib'
import { extract as tarExtract, pack as tarPack } from 'tar-stream'
import { archiveEntries, archiveOfEntries, type ReadArchive, refusalOf } from './archive-entries'
import { archiveLimits, type ContentArchive } from './archive-format'
import type { ArchiveProblem } from './archive-problems'

/**
 * The archive as one gzipped tar, the manifest first, then each part, then each file: streamed as it is packed (a
 * download starts at once), each entry written once the stream has taken the one before.
 */
export function archiveStream(archive: ContentArchive, now = new Date()): Readable {
  const pack = tarPack()
  const packed = pack.pipe(createGzip())
  // A download given up (the browser closed) ends the packing too, rather than leaving it waiting for a reader.
  packed.once('close', () => pack.destroy())
  void (async () => {
    for (const [name, bytes] of archiveEntries(archive, now)) {
      await new Promise<void>((resolve, reject) =>
        pack.entry({ name, size: bytes.length, mode: 0o644 }, Buffer.from(bytes), (error) => (error ? reject(error) : resolve())),
      )
    }
    pack.finalize()
  })().catch((error: Error) => packed.destroy(error))
  return packed
}

/** The archive as one gzipped tar, in memory. */
export const packArchive = (archive: ContentArchive, now = new Date()): Promise<Buffer> => buffer(archiveStream(archive, now))

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

/** An uploaded archive (a gzipped tar) read into memory and checked against its manifest (archive-entries.ts). */
export async function unpackArchive(packed: Uint8Array): Promise<ReadArchive> {
  const entries = await entriesOf(packed)
  if (!(entries instanceof Map)) return { archive: { parts: {}, files: new Map() }, problems: [entries] }
  return archiveOfEntries(entries)
}
