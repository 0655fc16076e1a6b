import { type AdminDashboard, waitingAges } from '~/api/contract/admin-dashboard-endpoints'
import { formatNumber } from '~/i18n/format'
import { m } from '~/paraglide/messages'
import type { ConsoleTarget } from '../../address/console-addresses'
import { ConsoleLink } from '../../address/console-link'
import { Panel } from '../../kit/console.styles'
import { type ConsoleColumn, DataTable } from '../../kit/data-table'

type Ages = AdminDashboard['waitingByAge']['inquiries']
type Row = { id: 'inquiries' | 'questions'; label: () => string; list: ConsoleTarget; ages: Ages }

const ageLabels: Record<(typeof waitingAges)[number], () => string> = {
  underADay: m.admin_dashboard_age_under_a_day,
  upToThreeDays: m.admin_dashboard_age_up_to_three_days,
  upToAWeek: m.admin_dashboard_age_up_to_a_week,
  overAWeek: m.admin_dashboard_age_over_a_week,
}

const columns: ConsoleColumn<Row>[] = [
  {
    id: 'what',
    header: m.admin_dashboard_waited,
    cell: (row) => <ConsoleLink to={row.list}>{row.label()}</ConsoleLink>,
  },
  ...waitingAges.map(
    (age): ConsoleColumn<Row> => ({
      id: age,
      header: ageLabels[age],
      cell: (row) =>
        age === 'overAWeek' && row.ages[age] > 0 ? <strong>{formatNumber(row.ages[age])}</strong> : formatNumber(row.ages[age]),
    }),
  ),
]

/** The inquiries not done and the questions not answered, by how long they have waited (the oldest in bold). */
export function WaitingByAge({ waiting }: { waiting: AdminDashboard['waitingByAge'] }) {
  const rows: Row[] = [
    {
      id: 'inquiries',
      label: m.admin_dashboard_waiting_inquiries,
      list: { section: 'inquiries', view: 'list' },
      ages: waiting.inquiries,
    },
    {
      id: 'questions',
      label: m.admin_dashboard_waiting_questions,
      list: { section: 'questions', view: 'list' },
      ages: waiting.questions,
    },
  ]
  return (
    <Panel aria-labelledby="waiting-heading">
      <h2 id="waiting-heading">{m.admin_dashboard_waiting_title()}</h2>
      <DataTable caption={m.admin_dashboard_waiting_title()} columns={columns} rows={rows} rowId={(row) => row.id} empty="" />
    </Panel>
  )
}
