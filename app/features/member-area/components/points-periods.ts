import type { PointPeriod } from '~/api/contract/member-area-endpoints'
import { m } from '~/paraglide/messages'
import { DEFAULT_POINT_PERIOD } from '../member-area-search'

const periodLabels: Record<PointPeriod, () => string> = {
  today: m.points_period_today,
  '15d': m.points_period_15d,
  '1m': m.points_period_1m,
  '3m': m.points_period_3m,
  '6m': m.points_period_6m,
}

/** A period's name in the page's language ('1 month'). */
export function periodLabel(period: PointPeriod): string {
  return periodLabels[period]()
}

/** The `period` a filter link puts in the address: none for the default one, so `/mypage/points` stays as it is. */
export function periodSearchValue(period: PointPeriod): PointPeriod | undefined {
  return period === DEFAULT_POINT_PERIOD ? undefined : period
}
