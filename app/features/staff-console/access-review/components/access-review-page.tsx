import { styled } from '@linaria/react'
import { useQuery } from '@tanstack/react-query'
import { colors } from '~/components/styles/theme'
import { monthsAfter, seoulMonth } from '~/i18n/korean-months'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { ConsoleLink } from '../../address/console-link'
import { ConsoleError, ConsoleLoading } from '../../kit/console-states'
import type { SectionProps } from '../../section-props'
import { monthLabel } from '../access-review-labels'
import { accessReviewQuery } from '../access-review-queries'
import { reviewMonthOf } from '../access-review-search'
import { DownloadReasons } from './download-reasons'
import { BulkViews, OffHoursDays } from './flag-tables'
import { ReviewPanel } from './review-panel'

const Layout = styled.div`
  display: grid;
  gap: 28px;
  /* A column no wider than the screen: a table scrolls sideways inside its own box. */
  grid-template-columns: minmax(0, 1fr);
  h2 {
    font-size: 21px;
    margin: 0;
  }
  h3 {
    font-size: 18px;
    margin: 0 0 8px;
  }
  p {
    margin: 0;
  }
  .rule {
    color: ${colors.textMuted};
    margin: 0 0 12px;
  }
  .months {
    display: flex;
    flex-wrap: wrap;
    gap: 8px 24px;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .months a {
    display: inline-block;
    padding: 8px 0;
  }
`

/** Links to the month before and, unless it has not begun, the month after. */
function MonthLinks({ month }: { month: string }) {
  const locale = getLocale()
  const before = monthsAfter(month, -1)
  const after = monthsAfter(month, 1)
  return (
    <nav aria-label={m.admin_access_review_months()}>
      <ul className="months">
        <li>
          <ConsoleLink to={{ section: 'access-review', view: 'month', search: { month: before } }}>
            {m.admin_access_review_previous({ month: monthLabel(before, locale) })}
          </ConsoleLink>
        </li>
        {after <= seoulMonth(new Date()) ? (
          <li>
            <ConsoleLink to={{ section: 'access-review', view: 'month', search: { month: after } }}>
              {m.admin_access_review_next({ month: monthLabel(after, locale) })}
            </ConsoleLink>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}

/**
 * /admin/access-review (admins): a Korean month's access records as PIPA's monthly review reads them (decision 110):
 * its bulk views, its handling of personal data outside office hours and every download, whose reasons the admin
 * confirms, then the month marked reviewed with a note. Last month unless the address names another.
 */
export default function AccessReviewPage({ address }: SectionProps<'access-review'>) {
  const month = reviewMonthOf(address.search)
  const review = useQuery(accessReviewQuery(month))
  const heading = m.admin_access_review_heading({ month: monthLabel(month, getLocale()) })
  let body: React.ReactNode
  if (review.isError) body = <ConsoleError error={review.error} onRetry={() => review.refetch()} />
  else if (!review.data) body = <ConsoleLoading />
  else {
    const { data } = review
    body = (
      <>
        {data.ended ? null : <p role="note">{m.admin_access_review_running()}</p>}
        <BulkViews rows={data.bulkViews} />
        <OffHoursDays rows={data.offHours} />
        <DownloadReasons key={`downloads-${month}`} month={month} downloads={data.downloads} reviewed={data.review !== null} />
        <ReviewPanel key={`review-${month}`} month={month} ended={data.ended} review={data.review} />
      </>
    )
  }
  return (
    <Layout>
      <p>{m.admin_access_review_intro()}</p>
      <MonthLinks month={month} />
      <h2>{heading}</h2>
      {body}
    </Layout>
  )
}
