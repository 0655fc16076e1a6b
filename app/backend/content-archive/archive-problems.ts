/** What the check finds at fault in an archive (decision 125), each named by a code the reports put in words. */
export const archiveProblemCodes = [
  /** Not a gzipped tar, or cut short. */
  'unreadable',
  /** Bigger than the limits, packed or unpacked, or one entry is. */
  'too_large',
  /** An entry's name could leave its folder, or is none an archive writes. */
  'unsafe_name',
  /** No manifest, or one of another format or version. */
  'wrong_format',
  /** An entry the manifest lists is missing, differs from its checksum, or is there unlisted. */
  'damaged_entry',
  /** A part is no list of items, or the manifest names a part this release does not know. */
  'unknown_part',
  /** A field's value is none the site takes. */
  'invalid_field',
  /** A reference names no item of the archive (a category, an image, a product). */
  'unknown_reference',
  /** Two items of one kind share the key that names them. */
  'duplicate_key',
  /** A file an item names is not in the archive. */
  'missing_file',
  /** The site holds content already (decision 125: an import goes into an empty site). */
  'site_not_empty',
] as const
export type ArchiveProblemCode = (typeof archiveProblemCodes)[number]

/** One fault: the part (a kind, `media`, `pharmacies`…), the item's place in it from 1 and its key, and its field. */
export interface ArchiveProblem {
  code: ArchiveProblemCode
  part?: string
  row?: number
  key?: string
  field?: string
  /** What was found, for the operator (an entry's name, a reference's key): never the site's own data. */
  detail?: string
}

/** The check's answer: every fault found, and what the archive holds by part (items and files). */
export interface ArchiveReport {
  problems: ArchiveProblem[]
  counts: Record<string, number>
  files: number
}

/** Found at fault: the archive cannot be read, or the site cannot take it; the report says why. */
export class ArchiveRefusal extends Error {
  constructor(readonly report: ArchiveReport) {
    super(`the archive was refused: ${report.problems.length} problem(s)`)
    this.name = 'ArchiveRefusal'
  }
}
