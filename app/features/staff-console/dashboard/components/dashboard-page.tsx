import { styled } from '@linaria/react'
import { useQuery } from '@tanstack/react-query'
import { accessReviewEndpoints } from '~/api/contract/access-review-endpoints'
import { type AdminDashboard, adminDashboardEndpoints } from '~/api/contract/admin-dashboard-endpoints'
import { backupEndpoints } from '~/api/contract/backup-endpoints'
import { contentArchiveEndpoints } from '~/api/contract/content-archive-endpoints'
import { contentDashboardEndpoints } from '~/api/contract/content-dashboard-endpoints'
import { scheduledJobEndpoints } from '~/api/contract/scheduled-job-endpoints'
import { siteSetupEndpoints } from '~/api/contract/site-setup-endpoints'
import { colors, media } from '~/components/styles/theme'
import { inquiryTypeLabels } from '~/features/inquiries/inquiry-type-labels'
import { withdrawalReasonLabels } from '~/features/member-area/withdrawal/withdrawal-reason-labels'
import { formatDate, formatNumber } from '~/i18n/format'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { AccessReviewDueCard } from '../../access-review/components/access-review-due-card'
import type { ConsoleTarget } from '../../address/console-addresses'
import { ConsoleLink } from '../../address/console-link'
import { ConsoleError, ConsoleLoading } from '../../kit/console-states'
import { type ChartBar, StackedBarChart } from '../../kit/stacked-bar-chart'
import type { SectionProps } from '../../section-props'
import { roleMayCall } from '../../staff-access'
import { dashboardQuery } from '../dashboard-queries'
import { BackupCard } from './backup-card'
import { ContentArchiveCard } from './content-archive-card'
import { ContentDashboard } from './content-dashboard'
import { JobHealthCard } from './job-health-card'
import { SiteSetupCard } from './site-setup-card'
import { WaitingByAge } from './waiting-by-age'

const Counters = styled.ul`
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  list-style: none;
  margin: 0 0 24px;
  padding: 0;
  a {
    background: ${colors.background};
    border: 1px solid ${colors.border};
    border-radius: 8px;
    color: ${colors.text};
    display: grid;
    gap: 4px;
    padding: 16px;
    text-decoration: none;
  }
  a:hover {
    border-color: ${colors.primary};
  }
  strong {
    color: ${colors.primaryHover};
    font-size: 32px;
  }
`

const Sections = styled.div`
  display: grid;
  gap: 16px;
  margin: 0 0 16px;
`

const Charts = styled.div`
  display: grid;
  gap: 16px;
  ${media.xl} {
    grid-template-columns: 1fr 1fr;
  }
`

type Counts = AdminDashboard['counts']

const counters: { key: keyof Counts; label: () => string; list: ConsoleTarget }[] = [
  {
    key: 'newInquiries',
    label: m.admin_count_new_inquiries,
    list: { section: 'inquiries', view: 'list', search: { status: 'new' } },
  },
  { key: 'questionsWaiting', label: m.admin_count_waiting_questions, list: { section: 'questions', view: 'list' } },
  { key: 'samplesToReview', label: m.admin_count_samples_to_review, list: { section: 'samples', view: 'list' } },
  { key: 'mailsFailed', label: m.admin_count_failed_mails, list: { section: 'outbox', view: 'list' } },
  {
    key: 'mailsWaiting',
    label: m.admin_count_waiting_mails,
    list: { section: 'outbox', view: 'list', search: { state: 'pending' } },
  },
]

/**
 * /admin: each role's work. Editors and admins, first: what a new site still lacks and the demo content it shows.
 * Support and admins: what waits (each count links to its list), how long the inquiries and questions have waited, and
 * the two charts; editors and admins: the content's drafts, schedules, missing languages and latest edits; admins:
 * last month's access records while they are not reviewed, the backups, the content archive (out and in) and the
 * scheduled jobs too.
 */
export default function DashboardPage({ staff }: SectionProps<'dashboard'>) {
  const operations = roleMayCall(adminDashboardEndpoints.dashboard.roles, staff.role)
  const content = roleMayCall(contentDashboardEndpoints.contentDashboard.roles, staff.role)
  return (
    <>
      {roleMayCall(siteSetupEndpoints.siteSetup.roles, staff.role) ? <SiteSetupCard role={staff.role} /> : null}
      {roleMayCall(accessReviewEndpoints.accessReviewDue.roles, staff.role) ? <AccessReviewDueCard /> : null}
      {roleMayCall(backupEndpoints.backupStatus.roles, staff.role) ? <BackupCard /> : null}
      {roleMayCall(contentArchiveEndpoints.importContentArchive.roles, staff.role) ? <ContentArchiveCard /> : null}
      {roleMayCall(scheduledJobEndpoints.jobHealth.roles, staff.role) ? <JobHealthCard /> : null}
      {operations ? <Dashboard /> : null}
      {content ? <ContentDashboard /> : null}
    </>
  )
}

function Dashboard() {
  const dashboard = useQuery(dashboardQuery())
  if (dashboard.isError) return <ConsoleError error={dashboard.error} onRetry={() => dashboard.refetch()} />
  if (!dashboard.data) return <ConsoleLoading />
  const { counts, inquiriesPerWeek, withdrawalReasonsPerMonth } = dashboard.data
  const locale = getLocale()
  const weeks: ChartBar[] = inquiriesPerWeek.map(({ week, start, counts: byCategory }) => ({
    key: week,
    label: start.slice(5).replace('-', '/'),
    longLabel: `${week} (${formatDate(start, locale)})`,
    values: Object.fromEntries(byCategory.map(({ category, count }) => [category, count])),
  }))
  const months: ChartBar[] = withdrawalReasonsPerMonth.map(({ month, counts: byReason }) => ({
    key: month,
    label: month.slice(2).replace('-', '/'),
    longLabel: month,
    values: Object.fromEntries(byReason.map(({ reason, count }) => [reason, count])),
  }))
  return (
    <Sections>
      <Counters>
        {counters.map((counter) => (
          <li key={counter.key}>
            <ConsoleLink to={counter.list} data-testid={`counter-${counter.key}`}>
              <span>{counter.label()}</span>
              <strong>{formatNumber(counts[counter.key])}</strong>
            </ConsoleLink>
          </li>
        ))}
      </Counters>
      <Charts>
        <StackedBarChart
          title={m.admin_chart_inquiries_title()}
          series={Object.entries(inquiryTypeLabels).map(([key, label]) => ({ key, label: label() }))}
          bars={weeks}
        />
        <StackedBarChart
          title={m.admin_chart_withdrawals_title()}
          series={Object.entries(withdrawalReasonLabels).map(([key, label]) => ({ key, label: label() }))}
          bars={months}
        />
      </Charts>
      <WaitingByAge waiting={dashboard.data.waitingByAge} />
    </Sections>
  )
}
