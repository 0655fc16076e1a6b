import type { RowData } from '@tanstack/react-table'
import { useId } from 'react'
import { formatNumber } from '~/i18n/format'
import { m } from '~/paraglide/messages'
import type { ConsoleAddress } from '../address/console-addresses'
import { withSearch } from '../address/use-console-search'
import { ConsoleError, ConsoleLoading } from './console-states'
import { DataTable, type DataTableProps } from './data-table'
import { useHandedDeletion } from './deletion-hand-off'
import { DeletionStatus, deletionTargetId, useFocusAfterDeletion } from './deletion-status'
import { TablePager } from './table-pager'

/** The parts of a server-paged list's query (TanStack Query's result) that the table shows. */
interface PagedQuery<Row> {
  isError: boolean
  error: unknown
  refetch: () => unknown
  isPlaceholderData: boolean
  data?: { items: readonly Row[]; page: number; size: number; total: number }
}

/** The addresses of a list the server pages: their query has a `page`. */
export type PagedAddress = ConsoleAddress extends infer A ? (A extends { search: { page?: number } } ? A : never) : never

interface PagedTableProps<Row extends RowData> extends Omit<DataTableProps<Row>, 'rows'> {
  list: PagedQuery<Row>
  /** The list's address, whose `page` its pages change. */
  address: PagedAddress
  /** Announce the total once the rows change (visually hidden status). */
  announceTotal?: boolean
}

/**
 * A server-paged list: its failure (with a retry) or loading state, then the table and its pages; busy while the next
 * page loads over the previous one. Back from a deletion, it says what was deleted and focuses the row after it.
 */
export function PagedTable<Row extends RowData>({ list, address, announceTotal = false, ...table }: PagedTableProps<Row>) {
  const listId = useId()
  const deleted = useHandedDeletion()
  useFocusAfterDeletion(deleted, list.data?.items.map(table.rowId), listId)
  if (list.isError) return <ConsoleError error={list.error} onRetry={() => list.refetch()} />
  if (!list.data) return <ConsoleLoading />
  const { items, page, size, total } = list.data
  return (
    <div aria-busy={list.isPlaceholderData}>
      <DeletionStatus deleted={deleted} listId={listId} />
      {announceTotal ? (
        <p className="visually-hidden" role="status">
          {m.admin_table_total({ count: formatNumber(total) })}
        </p>
      ) : null}
      <DataTable {...table} rows={items} rowElementId={(rowId) => deletionTargetId(listId, rowId)} />
      <TablePager
        page={page}
        pageCount={Math.ceil(total / size)}
        total={total}
        pageTo={(target) => withSearch(address, { page: target })}
      />
    </div>
  )
}
