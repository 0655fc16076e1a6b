import type * as v from 'valibot'
import type { PostType, postListQuery, pressListQuery } from '~/api/contract/posts'
import { publicQuery } from '~/features/contract-calls/public-calls'
import type { Locale } from '~/i18n/locales'

type ListQuery = v.InferInput<typeof postListQuery>
type PressQuery = v.InferInput<typeof pressListQuery>

/**
 * Query factories for the posts' lists; every key starts with the locale, since the content differs per language. A
 * single item's are in post-detail-queries.ts, which only the detail pages load.
 */
export const postQueries = {
  categories: (locale: Locale, type: PostType) =>
    publicQuery([locale, 'post-categories', type], 'postCategories', { params: { type } }, { staleTime: 5 * 60_000 }),
  newsPage: (locale: Locale, query: ListQuery) => publicQuery([locale, 'news', 'page', query], 'newsList', { query }),
  pressPage: (locale: Locale, query: PressQuery) => publicQuery([locale, 'press', 'page', query], 'pressList', { query }),
  patentPage: (locale: Locale, query: ListQuery) => publicQuery([locale, 'patent', 'page', query], 'patentList', { query }),
  thesisPage: (locale: Locale, query: ListQuery) => publicQuery([locale, 'thesis', 'page', query], 'thesisList', { query }),
}
