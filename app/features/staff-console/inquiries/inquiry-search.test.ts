import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { inquiryFiltersOf, inquirySearch, isFiltered, inquiryQueryOf as queryOf, inquirySortOf as sortOf } from './inquiry-search'

// The list's query from its address's query, as parseConsoleAddress reads it with the list's schema.
const inquiryQueryOf = (search: Record<string, unknown>) => queryOf(v.parse(inquirySearch, search))
const inquirySortOf = (search: Record<string, unknown>) => sortOf(v.parse(inquirySearch, search))

describe('inquiryQueryOf', () => {
  it('shows the work to do, newest first, on the first page when the address names nothing', () => {
    expect(inquiryQueryOf({})).toEqual({
      status: 'open',
      category: undefined,
      from: undefined,
      to: undefined,
      language: undefined,
      q: undefined,
      sort: 'received',
      dir: 'desc',
      page: 1,
      size: 20,
    })
  })

  it('reads every filter the API takes from the address', () => {
    const query = inquiryQueryOf({
      status: 'done',
      category: 'OEM_ODM',
      from: '2026-01-01',
      to: '2026-01-31',
      language: 'en-US',
      q: '  lacto  ',
      sort: 'category',
      page: '3',
    })
    expect(query).toMatchObject({
      status: 'done',
      category: 'OEM_ODM',
      from: '2026-01-01',
      to: '2026-01-31',
      language: 'en-US',
      q: 'lacto',
      sort: 'category',
      dir: 'asc',
      page: 3,
    })
  })

  it('leaves out what the API would refuse, so that a hand-edited address still lists', () => {
    const query = inquiryQueryOf({
      status: 'archived',
      category: 'oem',
      from: '2026-02-30',
      to: 'yesterday',
      language: 'fr-FR',
      q: 'x'.repeat(101),
      sort: 'email',
      page: '0',
    })
    expect(query).toMatchObject({ status: 'open', sort: 'received', dir: 'desc', page: 1 })
    for (const key of ['category', 'from', 'to', 'language', 'q'] as const) expect(query[key]).toBeUndefined()
    expect(inquiryQueryOf({ q: 'a\u0000b' }).q).toBeUndefined()
  })

  it('puts a date range given backwards the right way round', () => {
    expect(inquiryQueryOf({ from: '2026-03-01', to: '2026-01-01' })).toMatchObject({ from: '2026-01-01', to: '2026-03-01' })
  })

  it('reads a descending sort from a leading minus', () => {
    expect(inquirySortOf({ sort: '-status' })).toEqual({ id: 'status', desc: true })
    expect(inquirySortOf({ sort: 'received' })).toEqual({ id: 'received', desc: false })
  })
})

describe('inquiryFiltersOf and isFiltered', () => {
  it('exports what the list shows, every page of it', () => {
    const filters = inquiryFiltersOf(inquiryQueryOf({ status: 'all', q: 'kim', page: 4 }))
    expect(filters).not.toHaveProperty('page')
    expect(filters).not.toHaveProperty('size')
    expect(filters).toMatchObject({ status: 'all', q: 'kim' })
  })

  it('tells a narrowed list from the default one', () => {
    expect(isFiltered(inquiryQueryOf({ page: 2, sort: 'status' }))).toBe(false)
    expect(isFiltered(inquiryQueryOf({ language: 'ko-KR' }))).toBe(true)
    expect(isFiltered(inquiryQueryOf({ status: 'all' }))).toBe(true)
  })
})
