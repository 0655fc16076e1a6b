import type * as v from 'valibot'
import { type contentListQuery, contentStateFilters } from '~/api/contract/content-editing'
import { locales } from '~/i18n/locales'
import type { ConsoleSearch } from '../console-search'
import { pageOf, textOf } from '../kit/table-search'

export const CONTENT_PAGE_SIZE = 20

/** A kind's list query, as the editing list call takes it. */
export type ListQuery = v.InferOutput<typeof contentListQuery>

/** A kind's list query from the address: `state`, `missing` (a language), `q`, `page`; anything else left out. */
export function listQueryOf(search: ConsoleSearch): ListQuery {
  const state = contentStateFilters.find((value) => value === search.state) ?? 'all'
  const missing = locales.find((locale) => locale === search.missing)
  const q = textOf(search.q, 100)
  return {
    state,
    ...(missing ? { missing } : {}),
    ...(q ? { q } : {}),
    page: pageOf(search),
    size: CONTENT_PAGE_SIZE,
  }
}
