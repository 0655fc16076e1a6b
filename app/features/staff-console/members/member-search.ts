import * as v from 'valibot'
import { pageField, textField } from '../address/search-fields'

export const MEMBER_PAGE_SIZE = 20
export const POINTS_PAGE_SIZE = 20
export const MEMBER_SEARCH_MAX = 100

export interface MemberSearchQuery {
  q?: string
  page: number
  size: number
}

/** The member search's address query: `q`, `page`. */
export const memberSearch = v.object({ q: textField(MEMBER_SEARCH_MAX), page: pageField() })

/** The member search from its address: without `q`, the newest members. */
export function memberQueryOf(search: v.InferOutput<typeof memberSearch>): MemberSearchQuery {
  return { q: search.q, page: search.page ?? 1, size: MEMBER_PAGE_SIZE }
}

/** A member's page's address query: the page of their point history (`points`, so that the page stays `page`-free). */
export const memberDetailSearch = v.object({ points: pageField() })
