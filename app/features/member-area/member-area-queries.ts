import { queryOptions } from '@tanstack/react-query'
import type { PointPeriod } from '~/api/contract/member-area-endpoints'
import type { Locale } from '~/i18n/locales'
import { DEFAULT_POINT_PERIOD, type PointsSearch } from './member-area-search'
import { memberQuery, refreshedByLoaders } from './member-calls'

// Route loaders import this module, so it stays light: no valibot (the contract is imported for its types only) and
// no deferred messages (docs/decisions/0011-first-load-javascript.md). Server functions load on the first fetch.
const functions = () => import('./member-area.functions')

export const MYPAGE_PAGE_SIZE = { points: 10, questions: 10, samples: 5 } as const

/** The raw materials a member may ask samples of (productQueries.list). */
export const sampleMaterialsQuery = { type: 'material', active: true } as const

/** The largest id the API accepts (`idParam`); a longer one in the address is the not-found page. */
export const MAX_ITEM_ID = 999_999_999

/** The API query for the point history the address asks for. */
export function pointsQuery(search: PointsSearch) {
  return { period: search.period ?? DEFAULT_POINT_PERIOD, page: search.page ?? 1, size: MYPAGE_PAGE_SIZE.points }
}

/** The API query for a page of the member's questions or sample requests. */
export function pagedQuery(search: { page?: number }, list: 'questions' | 'samples') {
  return { page: search.page ?? 1, size: MYPAGE_PAGE_SIZE[list] }
}

interface PageQuery {
  page: number
  size: number
}

/**
 * The member's own data: never fresh (staleTime 0), keyed by locale since material names and messages come
 * localized; every key starts with 'mypage'. The route loaders refresh it (see `loaderFetch`), not the screens:
 * `refetchOnMount: false` keeps a server-rendered page from asking again right after hydration.
 */
export const memberAreaQueries = {
  points: (locale: Locale, query: PageQuery & { period: PointPeriod }) =>
    memberQuery(['mypage', locale, 'points', query], 'points', { query }, refreshedByLoaders),
  questions: (locale: Locale, query: PageQuery) =>
    memberQuery(['mypage', locale, 'questions', query], 'questions', { query }, refreshedByLoaders),
  question: (locale: Locale, id: number) =>
    memberQuery(['mypage', locale, 'question', id], 'question', { params: { id: String(id) } }, refreshedByLoaders),
  samples: (locale: Locale, query: PageQuery) =>
    memberQuery(['mypage', locale, 'samples', query], 'samples', { query }, refreshedByLoaders),
}

/** Whether the address forms offer the postcode search: fixed until the next deploy. */
export const addressSearchQuery = () =>
  queryOptions({
    queryKey: ['address-search'],
    queryFn: async () => (await functions()).getAddressSearch(),
    staleTime: Number.POSITIVE_INFINITY,
  })

/** The prefix of every page of one list: refreshed after the member added to it. */
export const memberAreaListKey = (locale: Locale, list: 'questions' | 'samples') => ['mypage', locale, list] as const

/**
 * How a route loader asks for the member's data: cached data at once when there is some (back, forward, a page seen
 * a moment ago), refreshed in the background, since it is never fresh; otherwise the loader waits for it.
 */
export function loaderFetch<Options extends object>(options: Options): Options & { revalidateIfStale: true } {
  return { ...options, revalidateIfStale: true }
}
