import { styled } from '@linaria/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { EmptyState } from '~/components/page/empty-state'
import { PageHeading } from '~/components/page/page-heading'
import { Pagination } from '~/components/page/pagination'
import { colors } from '~/components/styles/theme'
import { formatYearMonth } from '~/i18n/format'
import { getLocale } from '~/paraglide/runtime'
import { companyQueries, HISTORY_PAGE_SIZE } from '../company-queries'

const Timeline = styled.ol`
  border-left: 2px solid ${colors.primary};
  list-style: none;
  margin: 0;
  max-width: 760px;
  padding: 0 0 0 28px;
  li {
    padding: 0 0 28px;
    position: relative;
  }
  li::before {
    background: ${colors.background};
    border: 3px solid ${colors.primary};
    border-radius: 50%;
    content: '';
    height: 14px;
    left: -37px;
    position: absolute;
    top: 5px;
    width: 14px;
  }
  time {
    color: ${colors.primary};
    display: block;
    font-weight: 700;
  }
  p {
    margin: 4px 0 0;
  }
`

/** The company's milestones, newest first, a page at a time. */
export function HistoryPage({ page }: { page: number }) {
  const locale = getLocale()
  const { data } = useSuspenseQuery(companyQueries.historyPage(locale, { page, size: HISTORY_PAGE_SIZE }))
  return (
    <article>
      <PageHeading />
      {data.items.length === 0 ? (
        <EmptyState />
      ) : (
        <Timeline>
          {data.items.map((entry) => (
            <li key={entry.id}>
              <time dateTime={`${entry.year}-${String(entry.month).padStart(2, '0')}`}>
                {formatYearMonth(entry.year, entry.month, locale)}
              </time>
              <p>{entry.title}</p>
            </li>
          ))}
        </Timeline>
      )}
      <Pagination page={data.page} size={data.size} total={data.total} />
    </article>
  )
}
