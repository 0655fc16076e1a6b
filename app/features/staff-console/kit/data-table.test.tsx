import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { type ConsoleColumn, DataTable } from './data-table'

type Row = { id: string; subject: string }

/** A cell of several parts, as the audit log's subject is: its type in words, then the record's link. */
const columns: ConsoleColumn<Row>[] = [
  {
    id: 'subject',
    header: () => 'Subject',
    cell: (row) => (
      <>
        Member · <a href={`/admin/members/${row.id}`}>{row.subject}</a>
        <div>Only this subject</div>
      </>
    ),
  },
  { id: 'id', header: () => 'Number', cell: (row) => row.id, unbroken: true },
]

const cellsOf = (html: string) => [...html.matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map((match) => match[1] ?? '')

describe('DataTable', () => {
  it('gives each cell one box, which a phone’s card puts beside the column’s name whatever the cell holds', () => {
    const html = renderToStaticMarkup(
      <DataTable caption="Entries" columns={columns} rows={[{ id: '7', subject: '김*수' }]} rowId={(row) => row.id} empty="" />,
    )
    const cells = cellsOf(html)
    expect(cells).toHaveLength(2)
    for (const cell of cells) expect(cell).toMatch(/^<div>[\s\S]*<\/div>$/)
    expect(cells[0]).toContain('Member · <a href="/admin/members/7">김*수</a>')
  })
})
