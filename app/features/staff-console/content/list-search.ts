import * as v from 'valibot'
import { type contentListQuery, contentStateFilters } from '~/api/contract/content-editing'
import { locales } from '~/i18n/locales'
import { lenient, oneOfField, pageField, textField } from '../address/search-fields'

export const CONTENT_PAGE_SIZE = 20

/** A kind's list query, as the editing list call takes it. */
export type ListQuery = v.InferOutput<typeof contentListQuery>

/** A kind's list's address query: `state`, `drafted`, `missing` (a language), `q`, `page`. */
export const listSearch = v.object({
  state: oneOfField(contentStateFilters),
  /** 1 (from the address or the filter form's '1'): only items with a draft visitors do not see yet. */
  drafted: lenient(
    v.pipe(
      v.picklist([1, '1']),
      v.transform(() => 1 as const),
    ),
  ),
  missing: oneOfField(locales),
  q: textField(100),
  page: pageField(),
})

/** A kind's list query from its address: every state by default. */
export function listQueryOf({ state, drafted, missing, q, page }: v.InferOutput<typeof listSearch>): ListQuery {
  return {
    state: state ?? 'all',
    ...(drafted ? { drafted } : {}),
    ...(missing ? { missing } : {}),
    ...(q ? { q } : {}),
    page: page ?? 1,
    size: CONTENT_PAGE_SIZE,
  }
}
