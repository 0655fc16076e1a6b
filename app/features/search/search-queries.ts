import type { SiteSearchQuery } from '~/api/contract/site-search'
import { publicQuery } from '~/features/contract-calls/public-calls'
import type { Locale } from '~/i18n/locales'

export const searchQueries = {
  results: (locale: Locale, query: SiteSearchQuery) => publicQuery([locale, 'search', query], 'siteSearch', { query }),
}
