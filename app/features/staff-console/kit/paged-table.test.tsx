// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { m } from '~/paraglide/messages'
import { renderInDom } from '../../../../tests/unit/render-in-dom'
import type { ConsoleColumn } from './data-table'
import { deletionHandOff, type HandedDeletion } from './deletion-hand-off'
import { PagedTable } from './paged-table'

// The list as the router hands it back from a deletion: only the history's state is read here.
const handed: { deleted?: HandedDeletion } = {}
vi.mock('@tanstack/react-router', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@tanstack/react-router')>()),
  useRouterState: ({ select }: { select: (state: unknown) => unknown }) => select({ location: { state: handed } }),
}))

let page: Awaited<ReturnType<typeof renderInDom>> | undefined
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
  page = await renderInDom(
    <PagedTable
      list={listAfter(rows)}
      address={{ section: 'pharmacies', view: 'list', search: {} }}
      caption="약국"
      columns={columns}
      rowId={(row) => String(row.id)}
      empty="없음"
    />,
  )
}

describe('a list back from a deletion on its item’s page', () => {
  it('says what was deleted and takes the focus to the row that followed it', async () => {
    const queryClient = new QueryClient()
    queryClient.setQueryData([...listKey, 'list', {}], listAfter(rowsBefore).data)
    Object.assign(handed, deletionHandOff(queryClient, listKey, 2, '온누리약국'))
    await showList([rowsBefore[0], rowsBefore[2]] as Row[])
    const status = document.querySelector('[role="status"]:not(.visually-hidden)')
    expect(status?.textContent).toBe(m.admin_list_deleted({ name: '온누리약국', nameJosa: '을' }, { locale: 'ko-KR' }))
    expect(document.activeElement?.tagName).toBe('TR')
    expect(document.activeElement?.textContent).toBe('하나약국')
  })

  it('takes the focus to what was deleted when no row followed it on the page shown', async () => {
    const queryClient = new QueryClient()
    queryClient.setQueryData([...listKey, 'list', {}], listAfter(rowsBefore).data)
    Object.assign(handed, deletionHandOff(queryClient, listKey, 3, '하나약국'))
    await showList(rowsBefore.slice(0, 2))
    expect(document.activeElement?.getAttribute('role')).toBe('status')
    expect(document.activeElement?.textContent).toBe(
      m.admin_list_deleted({ name: '하나약국', nameJosa: '을' }, { locale: 'ko-KR' }),
    )
  })
})
