import * as v from 'valibot'
import { type contentListQuery, contentStateFilters } from '~/api/contract/content-editing'
import { locales } from '~/i18n/locales'
import { oneOfField, pageField, textField } from '../address/search-fields'

export const CONTENT_PAGE_SIZE = 20

/** A kind's list query, as the editing list call takes it. */
export type ListQuery = v.InferOutput<typeof contentListQuery>

/** A kind's list's address query: `state`, `missing` (a language), `q`, `page`. */
export const listSearch = v.object({
  state: oneOfField(contentStateFilters),
  missing: oneOfField(locales),
  q: textField(100),
  page: pageField(),
})

/** A kind's list query from its address: every state by default. */
export function listQueryOf({ state, missing, q, page }: v.InferOutput<typeof listSearch>): ListQuery {
  return { state: state ?? 'all', ...(missing ? { missing } : {}), ...(q ? { q } : {}), page: page ?? 1, size: CONTENT_PAGE_SIZE }
}
