import { queryOptions } from '@tanstack/react-query'
import { publicQuery, readPublicPrivately } from '~/features/contract-calls/public-calls'
import type { Locale } from '~/i18n/locales'

/**
 * A draft behind a preview link (docs/decisions/0040): its own key, so a preview never stands in for the published item;
 * read by POST, so that the token is in no server function's address.
 */
const previewQuery = <Data>(queryKey: (string | number)[], read: () => Promise<Data>) => queryOptions({ queryKey, queryFn: read })

/**
 * A detail page's query: the published item (its key extends the lists', posts-queries.ts), or its draft when the page
 * was opened with a preview token.
 */
export const postDetailQueries = {
  news: (locale: Locale, id: number, token: string | undefined) =>
    token
      ? previewQuery([locale, 'news', id, 'preview', token], () =>
          readPublicPrivately('newsPreview', { params: { id }, query: { token } }),
        )
      : publicQuery([locale, 'news', id], 'newsDetail', { params: { id } }),
  patent: (locale: Locale, id: number, token: string | undefined) =>
    token
      ? previewQuery([locale, 'patent', id, 'preview', token], () =>
          readPublicPrivately('patentPreview', { params: { id }, query: { token } }),
        )
      : publicQuery([locale, 'patent', id], 'patentDetail', { params: { id } }),
  thesis: (locale: Locale, id: number, token: string | undefined) =>
    token
      ? previewQuery([locale, 'thesis', id, 'preview', token], () =>
          readPublicPrivately('thesisPreview', { params: { id }, query: { token } }),
        )
      : publicQuery([locale, 'thesis', id], 'thesisDetail', { params: { id } }),
}
