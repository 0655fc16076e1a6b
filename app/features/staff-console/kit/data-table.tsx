import { styled } from '@linaria/react'
import {
  type ColumnDef,
  createSortedRowModel,
  type RowData,
  rowSortingFeature,
  type SortingState,
  sortFn_basic,
  tableFeatures,
  useTable,
} from '@tanstack/react-table'
import { type ReactNode, useMemo } from 'react'
import { plainControl } from '~/components/styles/resets'
import { colors } from '~/components/styles/theme'
import { m } from '~/paraglide/messages'
import { ConsoleEmpty } from './console-states'
import { tableLook } from './table-look'
import type { TableSort } from './table-search'
import { useScrollRegion } from './use-scroll-region'

/** One column of a console table: its header, how a row shows in it, and, when it sorts, by what value. */
export interface ConsoleColumn<Row> {
  id: string
  header: () => string
  cell: (row: Row) => ReactNode
  /** The value the column sorts by; a column without one does not sort. */
  sortValue?: (row: Row) => string | number
  /** A code (a receipt number, a tracking number, a time): kept on one line, never broken inside. */
  unbroken?: boolean
}

export interface DataTableProps<Row extends RowData> {
  /** The table's name for assistive technology (shown visually hidden). */
  caption: string
  columns: readonly ConsoleColumn<Row>[]
  rows: readonly Row[]
  rowId: (row: Row) => string
  /** The sort from the address (`sort=col` or `sort=-col`): the table shows it, and asks for another through onSortChange. */
  sort?: TableSort
  onSortChange?: (sort: TableSort | undefined) => void
  /** The rows come sorted by the server (a paged list): the table only shows the sort, it does not reorder. */
  serverSorted?: boolean
  /** What an empty table says. */
  empty: string
}

const features = tableFeatures({ rowSortingFeature, sortedRowModel: createSortedRowModel(), sortFns: { basic: sortFn_basic } })

const Scroll = styled.div`
  background: ${colors.background};
  border: 1px solid ${colors.border};
  border-radius: 8px;
  overflow-x: auto;
  /* Visually hidden labels in the cells are positioned absolutely: they stay inside the box that scrolls. */
  position: relative;
  ${tableLook}
  th,
  td {
    padding: 10px 12px;
    text-align: left;
    vertical-align: top;
  }
  thead th {
    background: ${colors.surface};
    white-space: nowrap;
  }
  th button {
    ${plainControl}
    font-weight: 700;
    min-height: 32px;
    padding: 0;
  }
  tbody tr:last-child td {
    border-bottom: 0;
  }
  td[data-unbroken] {
    white-space: nowrap;
  }
  &:focus-visible {
    outline: 3px solid ${colors.primary};
    outline-offset: 2px;
  }
`

/** The next sort a header's button asks for: none → ascending → descending → none. */
export function nextSort(current: TableSort | undefined, id: string): TableSort | undefined {
  if (current?.id !== id) return { id, desc: false }
  return current.desc ? undefined : { id, desc: true }
}

/**
 * The console's table on TanStack Table: semantic markup, sortable headers as buttons with `aria-sort`, the sort kept in
 * the address by the page; an empty state instead of an empty table.
 */
export function DataTable<Row extends RowData>({
  caption,
  columns,
  rows,
  rowId,
  sort,
  onSortChange,
  serverSorted,
  empty,
}: DataTableProps<Row>) {
  const columnDefs = useMemo(
    () =>
      columns.map(
        (column): ColumnDef<typeof features, Row> => ({
          id: column.id,
          accessorFn: column.sortValue ?? (() => 0),
          enableSorting: column.sortValue !== undefined,
          sortFn: 'basic',
          header: column.header,
        }),
      ),
    [columns],
  )
  const sorting: SortingState = sort ? [sort] : []
  const table = useTable({
    features,
    columns: columnDefs,
    data: rows as Row[],
    getRowId: rowId,
    state: { sorting },
    manualSorting: serverSorted,
  })
  const region = useScrollRegion<HTMLDivElement>(caption, rows.length > 0)
  if (rows.length === 0) return <ConsoleEmpty>{empty}</ConsoleEmpty>
  const byId = new Map(columns.map((column) => [column.id, column]))

  return (
    <Scroll {...region}>
      <table>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const sorted = sort?.id === column.id ? (sort.desc ? 'descending' : 'ascending') : undefined
              return (
                <th key={column.id} scope="col" aria-sort={column.sortValue ? (sorted ?? 'none') : undefined}>
                  {column.sortValue && onSortChange ? (
                    <button
                      type="button"
                      onClick={() => onSortChange(nextSort(sort, column.id))}
                      aria-label={m.admin_table_sort({ column: column.header() })}
                    >
                      {column.header()}
                      <span aria-hidden="true">{sorted === 'ascending' ? ' ▲' : sorted === 'descending' ? ' ▼' : ' ↕'}</span>
                    </button>
                  ) : (
                    column.header()
                  )}
                </th>
              )
            })}
          </tr>
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id}>
              {row.getAllCells().map((cell) => (
                <td key={cell.id} data-unbroken={byId.get(cell.column.id)?.unbroken || undefined}>
                  {byId.get(cell.column.id)?.cell(row.original)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Scroll>
  )
}
