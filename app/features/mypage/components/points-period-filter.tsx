import { styled } from '@linaria/react'
import { Link } from '@tanstack/react-router'
import type { PointPeriod } from '~/api/contract/member-area-endpoints'
import { patchSearch } from '~/components/page/patch-search'
import { m } from '~/paraglide/messages'
import { colors } from '~/styles/theme'
import { POINT_PERIODS } from '../mypage-search'
import { periodLabel, periodSearchValue } from './points-periods'

const Nav = styled.nav`
  margin: 0 0 24px;
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    border: 1px solid ${colors.border};
    border-radius: 999px;
    color: ${colors.text};
    display: inline-block;
    min-height: 44px;
    padding: 10px 18px;
    text-decoration: none;
  }
  a:hover {
    border-color: ${colors.primary};
    color: ${colors.primary};
  }
  a[aria-current='page'] {
    background: ${colors.secondary};
    border-color: ${colors.secondary};
    color: ${colors.textInverse};
    font-weight: 700;
  }
`

/**
 * The periods as links that change `period` in the address (and go back to the first page), so that the browser's
 * back and forward step through them and each one can be bookmarked.
 */
export function PointsPeriodFilter({ current }: { current: PointPeriod }) {
  return (
    <Nav aria-label={m.points_period_label()}>
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
    </Nav>
  )
}
