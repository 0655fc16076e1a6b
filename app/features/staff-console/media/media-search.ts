import { queryText } from '~/api/contract/query-text'
import { type Locale, locales } from '~/i18n/locales'
import type { ConsoleSearch } from '../console-search'
import { pageOf } from '../kit/table-search'

export const MEDIA_PAGE_SIZE = 24

export interface MediaListQuery {
  q?: string
  missing?: Locale
  usable?: boolean
  page: number
  size: number
}

/** The library's query from the address (`q`, `missing`, `page`): every image, newest first, by default. */
export function mediaQueryOf(search: ConsoleSearch): MediaListQuery {
  const q = typeof search.q === 'string' ? queryText(search.q, 100) : undefined
  const missing = locales.find((locale) => locale === search.missing)
  return { ...(q ? { q } : {}), ...(missing ? { missing } : {}), page: pageOf(search), size: MEDIA_PAGE_SIZE }
}
