import type { PostCategory } from '~/api/contract/posts'
import { MAX_PAGE } from '~/api/contract/query-limits'
import { searchParser, wholeNumberParam } from '~/components/page/search-params'

/**
 * A bad `page` (text, zero, negative, huge) falls back to the first page instead of failing. The first page is
 * `undefined`, not 1: the router rewrites an address whose parsed search differs, and `/news` should stay `/news`.
 */
export const pageSearchParam = wholeNumberParam(2, MAX_PAGE)

/** A bad `category` falls back to all categories. */
export const categorySearchParam = wholeNumberParam(1, 999_999_999)

const categorizedListFields = { page: pageSearchParam, category: categorySearchParam }

export const categorizedListSearch = searchParser(categorizedListFields)
export const pagedListSearch = searchParser({ page: pageSearchParam })

/** A category the list does not have (removed, or of another type) is treated as no category. */
export function knownCategory(categories: PostCategory[], category: number | undefined): number | undefined {
  return categories.some((item) => item.id === category) ? category : undefined
}

export const POST_PAGE_SIZE = { news: 9, press: 10, patent: 10, thesis: 10 } as const

/** The API query for a list page the address asks for. */
export function listQuery(
  type: keyof typeof POST_PAGE_SIZE,
  search: { page?: number; category?: number },
  categories: PostCategory[] = [],
) {
  return { page: search.page ?? 1, size: POST_PAGE_SIZE[type], idCategory: knownCategory(categories, search.category) }
}
