import { queryOptions } from '@tanstack/react-query'
import type { SitePageName } from '~/api/contract/site-page-endpoints'
import type { Locale } from '~/i18n/locales'

// Imported on the first fetch (see docs/decisions/0011-first-load-javascript.md).
const functions = () => import('./static-pages.functions')

/** Staff edit these pages: a browser reads them again after five minutes, as it does posts' categories. */
const EDITABLE_STALE_MS = 5 * 60_000

export const staticPageQueries = {
  page: (locale: Locale, name: SitePageName) =>
    queryOptions({
      queryKey: [locale, 'site-page', name],
      queryFn: async () => (await functions()).getSitePage({ data: { name } }),
      staleTime: EDITABLE_STALE_MS,
    }),
  faq: (locale: Locale) =>
    queryOptions({
      queryKey: [locale, 'faq'],
      queryFn: async () => (await functions()).getFaq(),
      staleTime: EDITABLE_STALE_MS,
    }),
}
