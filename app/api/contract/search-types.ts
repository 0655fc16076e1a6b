// The site search's types and bounds, apart from its schemas (site-search.ts) so that the search page's address
// parser can import them without valibot (docs/decisions/0011).

/**
 * What visitors can find (issue 40, docs/decisions/0084-site-search.md), one type per kind of page a result leads to.
 * Own products are `product`; partner products have no public page and are not searched.
 */
export const searchTypes = ['news', 'press', 'patent', 'thesis', 'material', 'product', 'faq', 'page', 'pharmacy'] as const
export type SearchType = (typeof searchTypes)[number]

/** Results per page of the search page. */
export const SEARCH_PAGE_SIZE = 10
/** Pages past this are refused: ranking is for the first pages, and it bounds the work of a query. */
export const SEARCH_MAX_PAGE = 50
