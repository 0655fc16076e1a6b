import { useQuery } from '@tanstack/react-query'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { ConsoleLink } from '../../address/console-link'
import { DashboardCard } from '../../dashboard/components/dashboard-card.styles'
import { monthLabel } from '../access-review-labels'
import { accessReviewDueQuery } from '../access-review-queries'

/**
 * The admins' dashboard's reminder while last month's access records are not reviewed (decision 110), with the way to
 * review them; nothing once they are, or while it cannot tell.
 */
export function AccessReviewDueCard() {
  const due = useQuery(accessReviewDueQuery()).data?.due
  if (!due) return null
  const month = monthLabel(due, getLocale())
  return (
    <DashboardCard aria-labelledby="access-review-due-heading" data-testid="access-review-due">
      <h2 id="access-review-due-heading">{m.admin_nav_access_review()}</h2>
      <p>
        <strong>{m.admin_access_review_due({ month })}</strong>
      </p>
      <p>
        <ConsoleLink to={{ section: 'access-review', view: 'month', search: { month: due } }}>
          {m.admin_access_review_due_link()}
        </ConsoleLink>
      </p>
    </DashboardCard>
  )
}
