import * as v from 'valibot'
import { REDIRECT_SEARCH_MAX } from '~/api/contract/redirect-endpoints'
import { pageField, textField } from '../address/search-fields'

export interface RedirectListQuery {
  q?: string
  page: number
}

/** The list's address query: `q` (in either address), `page`. */
export const redirectSearch = v.object({ q: textField(REDIRECT_SEARCH_MAX), page: pageField() })

export function redirectQueryOf({ q, page }: v.InferOutput<typeof redirectSearch>): RedirectListQuery {
  return { ...(q ? { q } : {}), page: page ?? 1 }
}
