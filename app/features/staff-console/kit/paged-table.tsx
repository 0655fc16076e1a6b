import type { RowData } from '@tanstack/react-table'
import { useEffect, useId, useRef } from 'react'
import { useFocusAfterRender } from '~/components/ui/use-focus-after-render'
import { formatNumber } from '~/i18n/format'
import { josaAfter } from '~/i18n/korean-josa'
import { m } from '~/paraglide/messages'
import type { ConsoleAddress } from '../address/console-addresses'
import { withSearch } from '../address/use-console-search'
import { ConsoleError, ConsoleLoading } from './console-states'
import { DataTable, type DataTableProps } from './data-table'
import { type HandedDeletion, useHandedDeletion } from './deletion-hand-off'
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
 * Back from a deletion on the item's page: once the list is shown, the focus goes where the work continues, to the row
 * that followed the deleted one, or to the status that says what was deleted when this list does not show that row.
 * Asked from an effect, so that it lands after the frame's focus on the new page (which runs after this one's effects).
 */
function useFocusAfterDeletion(deleted: HandedDeletion | undefined, shownRowIds: readonly string[] | undefined, listId: string) {
  const focus = useFocusAfterRender()
  const handled = useRef<HandedDeletion>(undefined)
  useEffect(() => {
    if (!deleted || !shownRowIds || handled.current === deleted) return
    handled.current = deleted
    const next = deleted.nextRowId
    focus(next !== undefined && shownRowIds.includes(next) ? rowElementId(listId, next) : deletedStatusId(listId))
  })
}

const rowElementId = (listId: string, rowId: string) => `${listId}-row-${rowId}`
const deletedStatusId = (listId: string) => `${listId}-deleted`

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
      {deleted ? (
        <p role="status" className="hint" id={deletedStatusId(listId)}>
          {m.admin_list_deleted({ name: deleted.name, nameJosa: josaAfter(deleted.name, '을/를') })}
        </p>
      ) : null}
      {announceTotal ? (
        <p className="visually-hidden" role="status">
          {m.admin_table_total({ count: formatNumber(total) })}
        </p>
      ) : null}
      <DataTable {...table} rows={items} rowElementId={(rowId) => rowElementId(listId, rowId)} />
      <TablePager
        page={page}
        pageCount={Math.ceil(total / size)}
        total={total}
        pageTo={(target) => withSearch(address, { page: target })}
      />
    </div>
  )
}
