import * as v from 'valibot'
import { locales } from '~/i18n/locales'
import { boolParam, pagingQuery } from './query-params'
import { publicRichDocument } from './rich-text'

export const productTypes = ['material', 'pb', 'related'] as const
export type ProductType = (typeof productTypes)[number]

const id = v.pipe(v.number(), v.integer(), v.minValue(1))

export const productSpec = v.object({ label: v.string(), value: v.string() })

/** A raw material's specification sheet as a reader gets it (decision 51): a PDF download, in `locale`. */
export const specSheet = v.object({
  url: v.string(),
  /** The name the download is saved under. */
  fileName: v.string(),
  bytes: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** The sheet's own language: the reader's, else English (for Chinese and Japanese), else Korean. */
  locale: v.picklist(locales),
})
export type SpecSheet = v.InferOutput<typeof specSheet>

export const product = v.object({
  id,
  type: v.picklist(productTypes),
  name: v.string(),
  summary: v.string(),
  /** Rich text in the reader's language (Korean where it has no translation). */
  description: publicRichDocument,
  specs: v.array(productSpec),
  active: v.boolean(),
  /** Raw materials only; null for a material with no sheet in any language the reader falls back to. */
  specSheet: v.nullable(specSheet),
  /** How many pharmacies stock it (own products only; 0 otherwise). */
  pharmacyCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
})
export type Product = v.InferOutput<typeof product>

export const productPageQuery = v.object(pagingQuery)

/** GET /product/list: a short list for filters and menus. */
export const productListQuery = v.object({
  type: v.optional(v.picklist(productTypes)),
  active: v.optional(boolParam),
  /** Only products that some pharmacy stocks. */
  relativePharmacy: v.optional(boolParam),
})
export const productListItem = v.object({ id, type: v.picklist(productTypes), name: v.string(), active: v.boolean() })
export type ProductListItem = v.InferOutput<typeof productListItem>
