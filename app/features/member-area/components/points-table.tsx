import type * as v from 'valibot'
import type { PointPeriod, pointEntrySchema } from '~/api/contract/member-area-endpoints'
import type { Locale } from '~/i18n/locales'
import { m } from '~/paraglide/messages'
import { MemberTable } from './member-table'
import { formatDay, formatPoints } from './points-format'
import { periodLabel } from './points-periods'

type PointEntry = v.InferOutput<typeof pointEntrySchema>

interface PointsTableProps {
  entries: PointEntry[]
  period: PointPeriod
  locale: Locale
}

/** One page of the point history: date, what it was for, points saved and used. */
export function PointsTable({ entries, period, locale }: PointsTableProps) {
  return (
    <MemberTable
      id="points-caption"
      caption={m.points_table_caption({ period: periodLabel(period) })}
      columns={[
        { label: m.points_col_date() },
        { label: m.points_col_description() },
        { label: m.points_col_saved(), numeric: true },
        { label: m.points_col_used(), numeric: true },
      ]}
    >
      {entries.map((entry) => (
        <tr key={entry.id}>
          <td>
            <time dateTime={entry.date}>{formatDay(entry.date, locale)}</time>
          </td>
          <th scope="row">{entry.description}</th>
          <td data-numeric="">{formatPoints(entry.saved)}</td>
          <td data-numeric="">{formatPoints(entry.used)}</td>
        </tr>
      ))}
    </MemberTable>
  )
}
