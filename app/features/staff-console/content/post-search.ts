import { type ContentState, contentStateFilters } from '~/api/contract/content-editing'
import { type Locale, locales } from '~/i18n/locales'
import type { ConsoleSearch } from '../console-search'
import { pageOf, textOf } from '../table-search'

export const POST_PAGE_SIZE = 20

export interface PostListQuery {
  state: ContentState | 'all'
  missing?: Locale
  q?: string
  page: number
  size: number
}

/** A type's list query from the address: `state`, `missing` (a language), `q`, `page`; anything else left out. */
export function postQueryOf(search: ConsoleSearch): PostListQuery {
  const state = contentStateFilters.find((value) => value === search.state) ?? 'all'
  const missing = locales.find((locale) => locale === search.missing)
  const q = textOf(search.q, 100)
  return {
    state,
    ...(missing ? { missing } : {}),
    ...(q ? { q } : {}),
    page: pageOf(search),
    size: POST_PAGE_SIZE,
  }
}
