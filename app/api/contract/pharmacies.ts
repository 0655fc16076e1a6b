import * as v from 'valibot'
import { intParam, MAX_QUERY_LENGTH, pagingQuery, textParam } from './query-params'

const id = v.pipe(v.number(), v.integer(), v.minValue(1))
const place = textParam(40)

export const pharmacyPageQuery = v.object({
  ...pagingQuery,
  idProduct: v.optional(intParam(1, 999_999_999)),
  siNm: v.optional(place),
  sggNm: v.optional(place),
  subwayArea: v.optional(place),
  subwayLine: v.optional(place),
  subwayName: v.optional(place),
  query: v.optional(textParam(MAX_QUERY_LENGTH)),
})
export type PharmacyPageQuery = v.InferInput<typeof pharmacyPageQuery>

export const pharmacy = v.object({
  id,
  name: v.string(),
  address: v.string(),
  phone: v.string(),
  siNm: v.string(),
  sggNm: v.string(),
  subwayArea: v.nullable(v.string()),
  subwayLine: v.nullable(v.string()),
  subwayName: v.nullable(v.string()),
  products: v.array(v.object({ id, name: v.string() })),
})

/** The province → district cascade of the finder. */
export const pharmacyRegion = v.object({ siNm: v.string(), districts: v.array(v.string()) })
/** The subway area → line → station cascade of the finder. */
export const pharmacySubwayArea = v.object({
  area: v.string(),
  lines: v.array(v.object({ line: v.string(), stations: v.array(v.string()) })),
})
export type PharmacyRegion = v.InferOutput<typeof pharmacyRegion>
export type PharmacySubwayArea = v.InferOutput<typeof pharmacySubwayArea>
