import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '~/i18n/locales'

// Imported on the first fetch (see docs/decisions/0011-first-load-javascript.md).
const functions = () => import('./posts.functions')

/** Query factories for one news item, patent or paper; the keys extend the lists' (posts-queries.ts). */
const postItemQueries = {
  news: (locale: Locale, id: number) =>
    queryOptions({ queryKey: [locale, 'news', id], queryFn: async () => (await functions()).getNews({ data: { id } }) }),
  patent: (locale: Locale, id: number) =>
    queryOptions({ queryKey: [locale, 'patent', id], queryFn: async () => (await functions()).getPatent({ data: { id } }) }),
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
    token ? postItemQueries.newsPreview(locale, id, token) : postItemQueries.news(locale, id),
  patent: (locale: Locale, id: number, token: string | undefined) =>
    token ? postItemQueries.patentPreview(locale, id, token) : postItemQueries.patent(locale, id),
  thesis: (locale: Locale, id: number, token: string | undefined) =>
    token ? postItemQueries.thesisPreview(locale, id, token) : postItemQueries.thesis(locale, id),
}
