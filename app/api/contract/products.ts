import * as v from 'valibot'
import { boolParam, pagingQuery } from './query-params'
import { publicRichDocument } from './rich-text'

export const productTypes = ['material', 'pb', 'related'] as const
export type ProductType = (typeof productTypes)[number]

const id = v.pipe(v.number(), v.integer(), v.minValue(1))

export const productSpec = v.object({ label: v.string(), value: v.string() })

export const product = v.object({
  id,
  type: v.picklist(productTypes),
  name: v.string(),
  summary: v.string(),
  /** Rich text in the reader's language (Korean where it has no translation). */
  description: publicRichDocument,
  specs: v.array(productSpec),
  active: v.boolean(),
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
