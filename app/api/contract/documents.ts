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

export const documentRecord = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  type: v.picklist(documentTypes),
  name: v.string(),
  /** Where the file downloads from: a path on this site or an absolute URL. */
  url: v.string(),
  fileName: v.string(),
  mimeType: v.string(),
  updatedAt: v.pipe(v.string(), v.isoTimestamp()),
})
export const documentTypeItem = v.object({ type: v.picklist(documentTypes), name: v.string() })

export type DocumentRecord = v.InferOutput<typeof documentRecord>
