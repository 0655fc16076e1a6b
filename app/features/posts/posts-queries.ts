import { queryOptions } from '@tanstack/react-query'
import type * as v from 'valibot'
import type { PostType, postListQuery, pressListQuery } from '~/api/contract/posts'
import type { Locale } from '~/i18n/locales'

// Imported on the first fetch (see docs/decisions/0011-first-load-javascript.md).
const functions = () => import('./posts.functions')

type ListQuery = v.InferInput<typeof postListQuery>
type PressQuery = v.InferInput<typeof pressListQuery>

/** Query factories for posts; every key starts with the locale, since the content differs per language. */
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
  news: (locale: Locale, id: number) =>
    queryOptions({ queryKey: [locale, 'news', id], queryFn: async () => (await functions()).getNews({ data: { id } }) }),
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
  patent: (locale: Locale, id: number) =>
    queryOptions({ queryKey: [locale, 'patent', id], queryFn: async () => (await functions()).getPatent({ data: { id } }) }),
  thesisPage: (locale: Locale, query: ListQuery) =>
    queryOptions({
      queryKey: [locale, 'thesis', 'page', query],
      queryFn: async () => (await functions()).getThesisPage({ data: query }),
    }),
  thesis: (locale: Locale, id: number) =>
    queryOptions({ queryKey: [locale, 'thesis', id], queryFn: async () => (await functions()).getThesis({ data: { id } }) }),
  // A draft behind a preview link (docs/decisions/0040): its own key, so a preview never stands in for the published item.
  newsPreview: (locale: Locale, id: number, token: string) =>
    queryOptions({
      queryKey: [locale, 'news', id, 'preview', token],
      queryFn: async () => (await functions()).getNewsPreview({ data: { id, token } }),
    }),
  patentPreview: (locale: Locale, id: number, token: string) =>
    queryOptions({
      queryKey: [locale, 'patent', id, 'preview', token],
      queryFn: async () => (await functions()).getPatentPreview({ data: { id, token } }),
    }),
  thesisPreview: (locale: Locale, id: number, token: string) =>
    queryOptions({
      queryKey: [locale, 'thesis', id, 'preview', token],
      queryFn: async () => (await functions()).getThesisPreview({ data: { id, token } }),
    }),
}

/** A detail page's query: the published item, or its draft when the page was opened with a preview token. */
export const postDetailQueries = {
  news: (locale: Locale, id: number, token: string | undefined) =>
    token ? postQueries.newsPreview(locale, id, token) : postQueries.news(locale, id),
  patent: (locale: Locale, id: number, token: string | undefined) =>
    token ? postQueries.patentPreview(locale, id, token) : postQueries.patent(locale, id),
  thesis: (locale: Locale, id: number, token: string | undefined) =>
    token ? postQueries.thesisPreview(locale, id, token) : postQueries.thesis(locale, id),
}
