import type { ConsoleSearch } from '../console-search'
import { pageOf, textOf } from '../kit/table-search'

export const MEMBER_PAGE_SIZE = 20
export const POINTS_PAGE_SIZE = 20
export const MEMBER_SEARCH_MAX = 100

export interface MemberSearchQuery {
  q?: string
  page: number
  size: number
}

/** The member search from the address (`q`, `page`): without `q`, the newest members. */
export function memberQueryOf(search: ConsoleSearch): MemberSearchQuery {
  return { q: textOf(search.q, MEMBER_SEARCH_MAX), page: pageOf(search), size: MEMBER_PAGE_SIZE }
}

/** The page of a member's point history (`points` in the address, so that the member's own page stays `page`-free). */
export function pointsPageOf(search: ConsoleSearch): number {
  return pageOf({ page: search.points })
}
