import { MAX_QUERY_LENGTH } from '~/api/contract/query-limits'
import { type SearchOf, searchParser, textParam, wholeNumberParam } from '~/components/page/search-params'
import { pageSearchParam } from '~/features/posts/post-search'

/** A place name from the finder's cascades; anything odd falls back to 'not chosen'. */
const placeParam = textParam(40)

/**
 * Every filter of the pharmacy finder lives in the address, so a URL reproduces a search and back/forward work.
 * A bad value falls back to 'not chosen' instead of failing.
 */
const pharmacyFields = {
  page: pageSearchParam,
  product: wholeNumberParam(1, 999_999_999),
  siNm: placeParam,
  sggNm: placeParam,
  subwayArea: placeParam,
  subwayLine: placeParam,
  subwayName: placeParam,
  query: textParam(MAX_QUERY_LENGTH),
}

export const pharmacySearch = searchParser(pharmacyFields)

export type PharmacySearch = SearchOf<typeof pharmacyFields>
