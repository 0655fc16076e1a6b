import type { ReactNode } from 'react'
import { dataTable, tableScroll } from './member-table.styles'

export interface MemberTableColumn {
  label: string
  /** Right-aligned, tabular figures. */
  numeric?: boolean
}

interface MemberTableProps {
  /** The caption's id, which also names the scrolling region. */
  id: string
  caption: string
  /** The heading above already says what the table is: the caption is for screen readers only. */
  captionHidden?: boolean
  columns: MemberTableColumn[]
  /** The rows. */
  children: ReactNode
}

/**
 * One of the member's tables (points, questions, sample requests), in a region named by its caption that scrolls
 * sideways on a narrow screen; focusable, so that the keyboard can scroll it too.
 */
export function MemberTable({ id, caption, captionHidden = false, columns, children }: MemberTableProps) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be reachable by keyboard
    <section className={tableScroll} aria-labelledby={id} tabIndex={0}>
      <table className={dataTable}>
        <caption id={id} className={captionHidden ? 'visually-hidden' : undefined}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" data-numeric={column.numeric ? '' : undefined}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </section>
  )
}
