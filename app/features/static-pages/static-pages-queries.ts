import type { SitePageName } from '~/api/contract/site-page-endpoints'
import { publicQuery } from '~/features/contract-calls/public-calls'
import type { Locale } from '~/i18n/locales'

/** Staff edit these pages: a browser reads them again after five minutes, as it does posts' categories. */
const editable = { staleTime: 5 * 60_000 }

export const staticPageQueries = {
  page: (locale: Locale, name: SitePageName) => publicQuery([locale, 'site-page', name], 'page', { params: { name } }, editable),
  /** The members' FAQ and the public page are the same list: its categories in their order, and the questions. */
  faq: (locale: Locale) => publicQuery([locale, 'faq'], 'faq', {}, editable),
}
