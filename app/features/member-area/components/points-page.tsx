import { styled } from '@linaria/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { EmptyState } from '~/components/page/empty-state'
import { listTotal } from '~/components/page/list-page-frame.styles'
import { PageHeading } from '~/components/page/page-heading'
import { Pagination } from '~/components/page/pagination'
import { colors } from '~/components/styles/theme'
import { formatNumber } from '~/i18n/format'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { memberAreaQueries, pointsQuery } from '../member-area-queries'
import { formatPoints } from './points-format'
import { PointsPeriodFilter } from './points-period-filter'
import { PointsTable } from './points-table'

const route = getRouteApi('/_member-area/mypage/points')

const Balance = styled.dl`
  align-items: baseline;
  background: ${colors.primarySoft};
  border-radius: 8px;
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  margin: 0 0 28px;
  padding: 20px 24px;
  dt {
    font-weight: 600;
  }
  dd {
    color: ${colors.primary};
    font-size: 24px;
    font-variant-numeric: tabular-nums;
    font-weight: 700;
    margin: 0;
  }
`

/** /mypage/points: the balance, the period filter, and the history of that period, paged; all in the address. */
export function PointsPage() {
  const search = route.useSearch()
  const locale = getLocale()
  const query = pointsQuery(search)
  const { data } = useSuspenseQuery(memberAreaQueries.points(locale, query))
  return (
    <article>
      <PageHeading />
      <Balance>
        <dt>{m.points_balance()}</dt>
        <dd data-testid="points-balance">{m.points_amount({ points: formatPoints(data.balance) })}</dd>
      </Balance>
      <PointsPeriodFilter current={query.period} />
      <p className={listTotal} aria-live="polite">
        {m.list_total({ total: formatNumber(data.total) })}
      </p>
      {data.items.length === 0 ? (
        <EmptyState message={m.points_empty()} />
      ) : (
        <PointsTable entries={data.items} period={query.period} locale={locale} />
      )}
      <Pagination page={data.page} size={data.size} total={data.total} />
    </article>
  )
}
