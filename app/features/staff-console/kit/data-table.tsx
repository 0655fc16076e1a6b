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
import { breakpoints, colors } from '~/components/styles/theme'
import { m } from '~/paraglide/messages'
import { ConsoleEmpty } from './console-states'
import { tableLook } from './table-look'
import type { TableSort } from './table-search'
import { useScrollRegion } from './use-scroll-region'

/** One column of a console table: its header, how a row shows in it, and, when it sorts, by what value. */
export interface ConsoleColumn<Row> {
  id: string
  /** The header in words (also the name of its sort button and of its cells' lines on a phone). */
  header: () => string
  /** The header as shown, when it holds words in another language than the console's (each in its `lang`). */
  headerView?: () => ReactNode
  cell: (row: Row) => ReactNode
  /** The value the column sorts by; a column without one does not sort. */
  sortValue?: (row: Row) => string | number
  /** A code (a receipt number, a tracking number, a time): kept on one line, never broken inside. */
  unbroken?: boolean
  /**
   * The whole text of a cell that can be long (a subject, a title, in any script): the cell takes at most two lines,
   * cut with an ellipsis, and shows this text on hover (its title) and whole while its row has focus.
   */
  long?: (row: Row) => string | undefined
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
  /** The element id of a row, for a list that moves the focus to one (the row after a deleted one). */
  rowElementId?: (rowId: string) => string
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
  .long {
    -webkit-box-orient: vertical;
    display: -webkit-box;
    -webkit-line-clamp: 2;
    max-width: 24em;
    min-width: 8em;
    overflow: hidden;
    overflow-wrap: anywhere;
  }
  tr:focus-within .long {
    -webkit-line-clamp: none;
  }
  /* A phone: each row a card, each cell a line naming its column; the header row stays for assistive technology. */
  @media (max-width: ${breakpoints.sm - 1}px) {
    background: none;
    border: 0;
    table,
    tbody,
    tr,
    td {
      display: block;
    }
    thead {
      clip-path: inset(50%);
      height: 1px;
      overflow: hidden;
      position: absolute;
      white-space: nowrap;
      width: 1px;
    }
    tbody tr {
      background: ${colors.background};
      border: 1px solid ${colors.border};
      border-radius: 8px;
      margin-bottom: 12px;
      padding: 4px 12px;
    }
    tbody td,
    tbody tr:last-child td {
      border-bottom: 1px solid ${colors.border};
      display: grid;
      gap: 12px;
      grid-template-columns: minmax(5em, 35%) minmax(0, 1fr);
      padding: 8px 0;
    }
    tbody td:last-child {
      border-bottom: 0;
    }
    td::before {
      color: ${colors.textMuted};
      /* Seen only: a screen reader names the cell by its column already (the empty alternative text after the slash). */
      content: attr(data-label) / '';
      font-weight: 700;
    }
    .long {
      max-width: none;
    }
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
  rowElementId,
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
                      {column.headerView?.() ?? column.header()}
                      <span aria-hidden="true">{sorted === 'ascending' ? ' ▲' : sorted === 'descending' ? ' ▼' : ' ↕'}</span>
                    </button>
                  ) : (
                    (column.headerView?.() ?? column.header())
                  )}
                </th>
              )
            })}
          </tr>
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} id={rowElementId?.(row.id)}>
              {row.getAllCells().map((cell) => {
                const column = byId.get(cell.column.id)
                const shown = column?.cell(row.original)
                return (
                  <td key={cell.id} data-unbroken={column?.unbroken || undefined} data-label={column?.header()}>
                    {/* One box: on a phone's card each child of the cell is a grid item, and a second one would go
                        under the column's name (a subject's type, then its link). */}
                    {column?.long ? (
                      <span className="long" title={column.long(row.original)}>
                        {shown}
                      </span>
                    ) : (
                      <div>{shown}</div>
                    )}
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </Scroll>
  )
}
