import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { consoleLocation } from '../address/console-addresses'
import { pharmaciesKey } from '../pharmacies/pharmacy-queries'
import type { PharmacyListQuery } from '../pharmacies/pharmacy-search'
import { listQueryHolding } from './deletion-hand-off'

/** The key a pharmacy list is cached under (pharmacyListQuery's), its rows the ids alone. */
const listKey = (query: PharmacyListQuery) => [...pharmaciesKey, 'list', query]
const page = (ids: number[], number: number) => ({ items: ids.map((id) => ({ id })), page: number, size: 20, total: 60 })

describe('the list a deletion goes back to', () => {
  it('is the search and the page the item was deleted from, not the first page of everything', () => {
    const queryClient = new QueryClient()
    queryClient.setQueryData(listKey({ page: 1, size: 20 }), page([1, 2, 3], 1))
    const searched: PharmacyListQuery = { q: '온누리', siNm: '서울특별시', page: 3, size: 20 }
    queryClient.setQueryData(listKey(searched), page([41, 42, 43], 3))
    const search = listQueryHolding<PharmacyListQuery>(queryClient, pharmaciesKey, 42)
    // The address keeps what the list's address has: its page size is the list's own.
    expect(consoleLocation({ section: 'pharmacies', view: 'list', search })).toEqual({
      splat: 'pharmacies',
      search: { q: '온누리', siNm: '서울특별시', page: 3 },
    })
  })

  it('is the list as it was left when no list shown holds the item', () => {
    const queryClient = new QueryClient()
    queryClient.setQueryData(listKey({ page: 1, size: 20 }), page([1, 2, 3], 1))
    const search = listQueryHolding<PharmacyListQuery>(queryClient, pharmaciesKey, 99)
    expect(consoleLocation({ section: 'pharmacies', view: 'list', search })).toEqual({
      splat: 'pharmacies',
      search: {},
    })
  })
})
