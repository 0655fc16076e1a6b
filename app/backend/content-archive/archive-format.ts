import * as v from 'valibot'
import { isStorageKey } from '../storage/file-storage'

/**
 * A site's content as one archive (issue 68 §2, decision 125): a gzipped tar holding `manifest.json`, one JSON file per
 * part (`content/<part>.json`: every kind, the categories, the media library's items, pharmacies, documents,
 * redirects, the company's details) and the stored files they name (`files/<storage key>`). Ids and times of changes
 * are not in it: items refer to one another by stable keys (a category's key, an image's SHA-256, a product's key).
 */
export const CONTENT_ARCHIVE_FORMAT = 'content-archive'
export const CONTENT_ARCHIVE_VERSION = 1

export const MANIFEST_ENTRY = 'manifest.json'
export const partEntry = (part: string) => `content/${part}.json`
export const fileEntry = (key: string) => `files/${key}`

const MiB = 1024 * 1024
/**
 * What an archive may hold, read before anything is written: the tar's bytes as uploaded (gzipped), what it unpacks
 * to (a zip bomb stops there), each entry, and their count. A site's text is some megabytes; its files are images of
 * a few hundred kilobytes per variant and PDFs of some megabytes.
 */
export const archiveLimits = {
  packedBytes: 512 * MiB,
  unpackedBytes: 1024 * MiB,
  entryBytes: 64 * MiB,
  partBytes: 64 * MiB,
  entries: 50_000,
} as const

/** The folders of the file storage an archive's files may go to: the media library's, the documents' and the sheets'. */
export const archiveFilePrefixes = ['media/', 'documents/', 'spec-sheets/'] as const

/** A stored file an archive may carry: a key of the storage in one of its folders, nothing that could leave it. */
export const isArchiveFileKey = (key: string) => isStorageKey(key) && archiveFilePrefixes.some((prefix) => key.startsWith(prefix))

const sha256 = v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/))
const count = v.pipe(v.number(), v.integer(), v.minValue(0))

export const archiveManifest = v.object({
  format: v.literal(CONTENT_ARCHIVE_FORMAT),
  formatVersion: v.literal(CONTENT_ARCHIVE_VERSION),
  /** When it was written (not part of what the round trip compares). */
  exportedAt: v.string(),
  parts: v.array(v.object({ name: v.string(), items: count, size: count, sha256 })),
  files: v.array(v.object({ key: v.pipe(v.string(), v.check(isArchiveFileKey)), size: count, sha256 })),
})
export type ArchiveManifest = v.InferOutput<typeof archiveManifest>

/** An archive read into memory: each part's items, and each file's bytes by its storage key. */
export interface ContentArchive {
  parts: Record<string, unknown[]>
  files: Map<string, Uint8Array>
}
