import * as v from 'valibot'
import { monthParam } from '~/api/contract/access-review-endpoints'
import { monthsAfter, seoulMonth } from '~/i18n/korean-months'
import { lenient } from '../address/search-fields'

/** The review's address: `?month=2026-11`; anything else is left out, and the page shows last month. */
export const accessReviewSearch = v.object({ month: lenient(monthParam) })

/** The month the page reviews: the address's, else last month in Korea (the one that is due). */
export const reviewMonthOf = (search: v.InferOutput<typeof accessReviewSearch>, now = new Date()): string =>
  search.month ?? monthsAfter(seoulMonth(now), -1)
