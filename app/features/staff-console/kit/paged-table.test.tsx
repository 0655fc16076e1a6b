// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query'
import type { HistoryState } from '@tanstack/react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { m } from '~/paraglide/messages'
import { renderInRouter } from '../../../../tests/unit/render-in-router'
import type { ConsoleColumn } from './data-table'
import { deletionHandOff } from './deletion-hand-off'
import { PagedTable } from './paged-table'

// The list as the router hands it back from a deletion: the history entry's state.
let handed: HistoryState = {}

let page: Awaited<ReturnType<typeof renderInRouter>> | undefined
afterEach(() => page?.unmount())

interface Row {
  id: number
  name: string
}
const columns: ConsoleColumn<Row>[] = [{ id: 'name', header: () => '이름', cell: (row) => row.name }]
const rowsBefore = [
  { id: 1, name: '가나약국' },
  { id: 2, name: '온누리약국' },
  { id: 3, name: '하나약국' },
]
const listKey = ['console', 'pharmacies'] as const

/** The list shown after the deletion: the rows left, one page. */
function listAfter(rows: Row[]) {
  return {
    isError: false,
    error: undefined,
    refetch: () => undefined,
    isPlaceholderData: false,
    data: { items: rows, page: 1, size: 20, total: rows.length },
  }
}

async function showList(rows: Row[]) {
  page = await renderInRouter(
    <PagedTable
      list={listAfter(rows)}
      address={{ section: 'pharmacies', view: 'list', search: {} }}
      caption="약국"
      columns={columns}
      rowId={(row) => String(row.id)}
      empty="없음"
    />,
    { path: '/admin/pharmacies', historyState: handed },
  )
}

describe('a list back from a deletion on its item’s page', () => {
  it('says what was deleted and takes the focus to the row that followed it', async () => {
    const queryClient = new QueryClient()
    queryClient.setQueryData([...listKey, 'list', {}], listAfter(rowsBefore).data)
    handed = deletionHandOff(queryClient, listKey, 2, '온누리약국')
    await showList([rowsBefore[0], rowsBefore[2]] as Row[])
    const status = document.querySelector('[role="status"]:not(.visually-hidden)')
    expect(status?.textContent).toBe(m.admin_list_deleted({ name: '온누리약국', nameJosa: '을' }, { locale: 'ko-KR' }))
    expect(document.activeElement?.tagName).toBe('TR')
    expect(document.activeElement?.textContent).toBe('하나약국')
  })

  it('takes the focus to what was deleted when no row followed it on the page shown', async () => {
    const queryClient = new QueryClient()
    queryClient.setQueryData([...listKey, 'list', {}], listAfter(rowsBefore).data)
    handed = deletionHandOff(queryClient, listKey, 3, '하나약국')
    await showList(rowsBefore.slice(0, 2))
    expect(document.activeElement?.getAttribute('role')).toBe('status')
    expect(document.activeElement?.textContent).toBe(
      m.admin_list_deleted({ name: '하나약국', nameJosa: '을' }, { locale: 'ko-KR' }),
    )
  })
})
