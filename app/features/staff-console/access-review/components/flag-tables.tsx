import type * as v from 'valibot'
import { accessReviewRules, type bulkViewSchema, type offHoursDaySchema } from '~/api/contract/access-review-endpoints'
import { formatDate, formatNumber } from '~/i18n/format'
import { seoulDay } from '~/i18n/korean-calendar'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import type { ConsoleTarget } from '../../address/console-addresses'
import { ConsoleLink } from '../../address/console-link'
import { formatTimestamp } from '../../kit/console-format'
import { ConsoleEmpty } from '../../kit/console-states'
import { type ConsoleColumn, DataTable } from '../../kit/data-table'
import { actorText, offHoursReasonLabels } from '../access-review-labels'

type BulkView = v.InferOutput<typeof bulkViewSchema>
type OffHoursDay = v.InferOutput<typeof offHoursDaySchema>
type Actor = BulkView['actor']

/** The audit log's entries of one staff member on one Korean day (of the machine credential: the day's). */
const logOfDay = (actor: Actor, day: string): ConsoleTarget => ({
  section: 'audit',
  view: 'list',
  search: { ...(actor.id ? { staff: actor.id } : {}), from: day, to: day },
})

const staffColumn = <Row extends { actor: Actor }>(): ConsoleColumn<Row> => ({
  id: 'staff',
  header: m.admin_access_review_column_staff,
  cell: (row) => actorText(row.actor),
})
const countColumns = <Row extends { subjects: number; entries: number }>(): ConsoleColumn<Row>[] => [
  { id: 'subjects', header: m.admin_access_review_column_subjects, cell: (row) => formatNumber(row.subjects) },
  { id: 'entries', header: m.admin_access_review_column_entries, cell: (row) => formatNumber(row.entries) },
]
const logColumn = <Row extends { actor: Actor }>(dayOf: (row: Row) => string): ConsoleColumn<Row> => ({
  id: 'log',
  header: m.admin_access_review_column_log,
  cell: (row) => <ConsoleLink to={logOfDay(row.actor, dayOf(row))}>{m.admin_access_review_see_log()}</ConsoleLink>,
})

/** The month's bulk views: each staff member's hour or day over the rules' numbers of distinct data subjects. */
export function BulkViews({ rows }: { rows: readonly BulkView[] }) {
  const locale = getLocale()
  const dayOf = (row: BulkView) => seoulDay(new Date(row.start))
  const columns: ConsoleColumn<BulkView>[] = [
    staffColumn(),
    {
      id: 'when',
      header: m.admin_access_review_column_when,
      cell: (row) =>
        row.window === 'hour'
          ? m.admin_access_review_window_hour({ time: formatTimestamp(row.start, locale) })
          : m.admin_access_review_window_day({ day: formatDate(dayOf(row), locale, 'short') }),
    },
    ...countColumns<BulkView>(),
    logColumn(dayOf),
  ]
  return (
    <section aria-labelledby="bulk-views-heading">
      <h3 id="bulk-views-heading">{m.admin_access_review_bulk_heading()}</h3>
      <p className="rule">
        {m.admin_access_review_bulk_rule({
          hour: formatNumber(accessReviewRules.bulkViewsPerHour),
          day: formatNumber(accessReviewRules.bulkViewsPerDay),
        })}
      </p>
      {rows.length === 0 ? (
        <ConsoleEmpty>{m.admin_access_review_bulk_none()}</ConsoleEmpty>
      ) : (
        <DataTable
          caption={m.admin_access_review_bulk_heading()}
          columns={columns}
          rows={rows}
          rowId={(row) => `${row.actor.id ?? row.actor.email}-${row.window}-${row.start}`}
          empty={m.admin_access_review_bulk_none()}
        />
      )}
    </section>
  )
}

/** The month's days on which a staff member handled personal data outside office hours, with why the day is flagged. */
export function OffHoursDays({ rows }: { rows: readonly OffHoursDay[] }) {
  const locale = getLocale()
  const time = (iso: string) => formatTimestamp(iso, locale).split(' ').slice(-2).join(' ')
  const columns: ConsoleColumn<OffHoursDay>[] = [
    staffColumn(),
    { id: 'day', header: m.admin_access_review_column_day, cell: (row) => formatDate(row.day, locale, 'short'), unbroken: true },
    { id: 'why', header: m.admin_access_review_column_why, cell: (row) => offHoursReasonLabels[row.reason]() },
    {
      id: 'times',
      header: m.admin_access_review_column_times,
      cell: (row) => `${time(row.first)} – ${time(row.last)}`,
      unbroken: true,
    },
    ...countColumns<OffHoursDay>(),
    logColumn((row) => row.day),
  ]
  const { from, to } = accessReviewRules.officeHours
  return (
    <section aria-labelledby="off-hours-heading">
      <h3 id="off-hours-heading">{m.admin_access_review_off_hours_heading()}</h3>
      <p className="rule">{m.admin_access_review_off_hours_rule({ from, to })}</p>
      {rows.length === 0 ? (
        <ConsoleEmpty>{m.admin_access_review_off_hours_none()}</ConsoleEmpty>
      ) : (
        <DataTable
          caption={m.admin_access_review_off_hours_heading()}
          columns={columns}
          rows={rows}
          rowId={(row) => `${row.actor.id ?? row.actor.email}-${row.day}`}
          empty={m.admin_access_review_off_hours_none()}
        />
      )}
    </section>
  )
}
