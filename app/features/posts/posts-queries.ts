import { queryOptions } from '@tanstack/react-query'
import type * as v from 'valibot'
import type { PostType, postListQuery, pressListQuery } from '~/api/contract/posts'
import type { Locale } from '~/i18n/locales'

// Imported on the first fetch (see docs/decisions/0011-first-load-javascript.md).
const functions = () => import('./posts.functions')

type ListQuery = v.InferInput<typeof postListQuery>
type PressQuery = v.InferInput<typeof pressListQuery>

/**
 * Query factories for the posts' lists; every key starts with the locale, since the content differs per language. A
 * single item's are in post-detail-queries.ts, which only the detail pages load.
 */
export const postQueries = {
  categories: (locale: Locale, type: PostType) =>
    queryOptions({
      queryKey: [locale, 'post-categories', type],
      queryFn: async () => (await functions()).getPostCategories({ data: { type } }),
      staleTime: 5 * 60_000,
    }),
  newsPage: (locale: Locale, query: ListQuery) =>
    queryOptions({
      queryKey: [locale, 'news', 'page', query],
      queryFn: async () => (await functions()).getNewsPage({ data: query }),
    }),
  pressPage: (locale: Locale, query: PressQuery) =>
    queryOptions({
      queryKey: [locale, 'press', 'page', query],
      queryFn: async () => (await functions()).getPressPage({ data: query }),
    }),
  patentPage: (locale: Locale, query: ListQuery) =>
    queryOptions({
      queryKey: [locale, 'patent', 'page', query],
      queryFn: async () => (await functions()).getPatentPage({ data: query }),
    }),
  thesisPage: (locale: Locale, query: ListQuery) =>
    queryOptions({
      queryKey: [locale, 'thesis', 'page', query],
      queryFn: async () => (await functions()).getThesisPage({ data: query }),
    }),
}
