import * as v from 'valibot'

export const documentTypes = [
  'COMPANY',
  'COMPANY_EN',
  'BRAND_STRATEGY',
  'BRAND_CONTENTS',
  'BRAND_PERFORMANCE',
  'AD_TECH',
  'MCN',
] as const
export type DocumentType = (typeof documentTypes)[number]

export const documentsQuery = v.object({ type: v.optional(v.picklist(documentTypes)) })

/**
 * A document as a reader gets it (issue 24): the PDF of the reader's language, else the Korean one, else the file the
 * site ships with.
 */
export const documentRecord = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  type: v.picklist(documentTypes),
  name: v.string(),
  /** Where the file downloads from: a path on this site or an absolute URL. */
  url: v.string(),
  /** The name a download is saved under. */
  fileName: v.string(),
  mimeType: v.string(),
  /** The file's size; null for a file the site ships with (not measured). */
  bytes: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))),
  updatedAt: v.pipe(v.string(), v.isoTimestamp()),
})
export const documentTypeItem = v.object({ type: v.picklist(documentTypes), name: v.string() })

export type DocumentRecord = v.InferOutput<typeof documentRecord>
