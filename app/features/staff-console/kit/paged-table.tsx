import type { RowData } from '@tanstack/react-table'
import { formatNumber } from '~/i18n/format'
import { m } from '~/paraglide/messages'
import { ConsoleError, ConsoleLoading } from './console-states'
import { DataTable, type DataTableProps } from './data-table'
import { TablePager } from './table-pager'

/** The parts of a server-paged list's query (TanStack Query's result) that the table shows. */
interface PagedQuery<Row> {
  isError: boolean
  error: unknown
  refetch: () => unknown
  isPlaceholderData: boolean
  data?: { items: readonly Row[]; page: number; size: number; total: number }
}

interface PagedTableProps<Row extends RowData> extends Omit<DataTableProps<Row>, 'rows'> {
  list: PagedQuery<Row>
  /** Announce the total once the rows change (visually hidden status). */
  announceTotal?: boolean
}

/**
 * A server-paged list: its failure (with a retry) or loading state, then the table and its pages; busy while the next
 * page loads over the previous one.
 */
export function PagedTable<Row extends RowData>({ list, announceTotal = false, ...table }: PagedTableProps<Row>) {
  if (list.isError) return <ConsoleError error={list.error} onRetry={() => list.refetch()} />
  if (!list.data) return <ConsoleLoading />
  const { items, page, size, total } = list.data
  return (
    <div aria-busy={list.isPlaceholderData}>
      {announceTotal ? (
        <p className="visually-hidden" role="status">
          {m.admin_table_total({ count: formatNumber(total) })}
        </p>
      ) : null}
      <DataTable {...table} rows={items} />
      <TablePager page={page} pageCount={Math.ceil(total / size)} total={total} />
    </div>
  )
}
