import type * as v from 'valibot'
import type { PointPeriod, pointEntrySchema } from '~/api/contract/member-area-endpoints'
import type { Locale } from '~/i18n/locales'
import { m } from '~/paraglide/messages'
import { formatDay, formatPoints } from './points-format'
import { periodLabel } from './points-periods'
import { dataTable } from './points-table.styles'
import { TableRegion } from './points-table-region'

type PointEntry = v.InferOutput<typeof pointEntrySchema>

interface PointsTableProps {
  entries: PointEntry[]
  period: PointPeriod
  locale: Locale
}

/** One page of the point history: date, what it was for, points saved and used. */
export function PointsTable({ entries, period, locale }: PointsTableProps) {
  return (
    <TableRegion captionId="points-caption">
      <table className={dataTable}>
        <caption id="points-caption">{m.points_table_caption({ period: periodLabel(period) })}</caption>
        <thead>
          <tr>
            <th scope="col">{m.points_col_date()}</th>
            <th scope="col">{m.points_col_description()}</th>
            <th scope="col" data-numeric="">
              {m.points_col_saved()}
            </th>
            <th scope="col" data-numeric="">
              {m.points_col_used()}
            </th>
          </tr>
        </thead>
        <tbody>
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
        </tbody>
      </table>
    </TableRegion>
  )
}
