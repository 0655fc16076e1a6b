import * as v from 'valibot'
import type { PostCategory } from '~/api/contract/posts'
import { MAX_PAGE } from '~/api/contract/query-params'

/**
 * A bad `page` (text, zero, negative, huge) falls back to the first page instead of failing. The first page is
 * `undefined`, not 1: the router rewrites an address whose parsed search differs, and `/news` should stay `/news`.
 */
export const pageSearchParam = v.fallback(
  v.optional(v.pipe(v.number(), v.integer(), v.minValue(2), v.maxValue(MAX_PAGE))),
  undefined,
)

/** A bad `category` falls back to all categories. */
export const categorySearchParam = v.fallback(
  v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(999_999_999))),
  undefined,
)

export const categorizedListSearch = v.object({ page: pageSearchParam, category: categorySearchParam })
export const pagedListSearch = v.object({ page: pageSearchParam })

export type CategorizedListSearch = v.InferOutput<typeof categorizedListSearch>

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
