import { Link } from '@tanstack/react-router'
import type { PointPeriod } from '~/api/contract/member-area-endpoints'
import { FilterChips } from '~/components/page/filter-chips.styles'
import { patchSearch } from '~/components/page/patch-search'
import { m } from '~/paraglide/messages'
import { POINT_PERIODS } from '../member-area-search'
import { periodLabel, periodSearchValue } from './points-periods'

/**
 * The periods as links that change `period` in the address (and go back to the first page), so that the browser's
 * back and forward step through them and each one can be bookmarked.
 */
export function PointsPeriodFilter({ current }: { current: PointPeriod }) {
  return (
    <FilterChips aria-label={m.points_period_label()}>
      <ul>
        {POINT_PERIODS.map((period) => (
          <li key={period}>
            <Link
              to="."
              search={patchSearch({ period: periodSearchValue(period), page: undefined })}
              activeOptions={{ explicitUndefined: true }}
              aria-current={period === current ? 'page' : undefined}
            >
              {periodLabel(period)}
            </Link>
          </li>
        ))}
      </ul>
    </FilterChips>
  )
}
