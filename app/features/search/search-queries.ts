import { queryOptions } from '@tanstack/react-query'
import type { SiteSearchQuery } from '~/api/contract/site-search'
import type { Locale } from '~/i18n/locales'

// Imported on the first fetch (see docs/decisions/0011-first-load-javascript.md).
const functions = () => import('./search.functions')

export const searchQueries = {
  results: (locale: Locale, query: SiteSearchQuery) =>
    queryOptions({
      queryKey: [locale, 'search', query],
      queryFn: async () => (await functions()).searchSite({ data: query }),
    }),
}
