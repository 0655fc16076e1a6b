import { useSuspenseQuery } from '@tanstack/react-query'
import type { CategorizedPostType } from '~/api/contract/posts'
import { getLocale } from '~/paraglide/runtime'
import { listQuery } from './post-search'
import { postQueries } from './posts-queries'

/** A categorized list page's categories and the API query its address asks for; the route's loader fetched both. */
export function useCategorizedListQuery(type: CategorizedPostType, search: { page?: number; category?: number }) {
  const locale = getLocale()
  const { data: categories } = useSuspenseQuery(postQueries.categories(locale, type))
  return { locale, categories, query: listQuery(type, search, categories) }
}
