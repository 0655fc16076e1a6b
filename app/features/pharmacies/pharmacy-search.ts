import * as v from 'valibot'
import { MAX_QUERY_LENGTH } from '~/api/contract/query-params'
import { pageSearchParam } from '~/features/posts/post-search'

/** A place name from the finder's cascades; anything odd falls back to 'not chosen'. */
const placeParam = v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(40))), undefined)

/**
 * Every filter of the pharmacy finder lives in the address, so a URL reproduces a search and back/forward work.
 * A bad value falls back to 'not chosen' instead of failing.
 */
export const pharmacySearch = v.object({
  page: pageSearchParam,
  product: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(999_999_999))), undefined),
  siNm: placeParam,
  sggNm: placeParam,
  subwayArea: placeParam,
  subwayLine: placeParam,
  subwayName: placeParam,
  query: v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(MAX_QUERY_LENGTH))), undefined),
})

export type PharmacySearch = v.InferOutput<typeof pharmacySearch>
