import { MAX_QUERY_LENGTH } from '~/api/contract/query-limits'
import { SEARCH_MAX_PAGE, type SearchType, searchTypes } from '~/api/contract/search-types'
import { type SearchOf, searchParser, textParam, wholeNumberParam } from '~/components/page/search-params'

const isSearchType = (value: unknown): value is SearchType => searchTypes.includes(value as SearchType)

/**
 * The search page's address: the query, the type of result and the page. A bad value falls back to 'not chosen' (no
 * query: the page asks for one), like every page's search (decision 7); the first page has no `page`.
 */
const siteSearchFields = {
  q: textParam(MAX_QUERY_LENGTH),
  type: (value: unknown) => (isSearchType(value) ? value : undefined),
  page: wholeNumberParam(2, SEARCH_MAX_PAGE),
}

export const siteSearchParams = searchParser(siteSearchFields)
export type SiteSearchParams = SearchOf<typeof siteSearchFields>

/** The API query for the address's search, when it has a query. */
export function searchQueryOf(search: SiteSearchParams) {
  return search.q ? { q: search.q, type: search.type, page: search.page ?? 1 } : undefined
}
