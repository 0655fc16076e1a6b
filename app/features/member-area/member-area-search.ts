import type { PointPeriod } from '~/api/contract/member-area-endpoints'
import { MAX_PAGE } from '~/api/contract/query-limits'
import { type SearchOf, searchParser, wholeNumberParam } from '~/components/page/search-params'

// The member pages' search params. Route files keep these in the first-load bundle, so this module holds nothing else.

/** The point history's periods, in the order the filter shows them; the contract's `pointPeriods`. */
export const POINT_PERIODS = ['today', '15d', '1m', '3m', '6m'] as const satisfies readonly PointPeriod[]
/** What the API answers without a period, and what an address without `period` shows. */
export const DEFAULT_POINT_PERIOD: PointPeriod = '1m'

/** A bad `page` falls back to the first one, which has no `page` in its address (see pageSearchParam in posts). */
const pageParam = wholeNumberParam(2, MAX_PAGE)

/** A period the filter does not offer falls back to the default one. */
export function periodParam(value: unknown): PointPeriod | undefined {
  return POINT_PERIODS.find((period) => period === value)
}

const pointsFields = { period: periodParam, page: pageParam }
export const pointsSearch = searchParser(pointsFields)
export const pagedSearch = searchParser({ page: pageParam })
/** /sample: its history's page, and a raw material to choose at once (a material's "request a sample" link). */
const sampleFields = { page: pageParam, product: wholeNumberParam(1, 999_999_999) }
export const sampleSearch = searchParser(sampleFields)
export type PointsSearch = SearchOf<typeof pointsFields>
