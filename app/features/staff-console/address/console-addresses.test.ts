import { describe, expect, it } from 'vitest'
import { type ConsoleAddress, type ConsoleTarget, consoleLocation, parseConsoleAddress } from './console-addresses'
import { consoleLinkOptions } from './console-link'

const member = '0f8fad5b-d9cb-469f-a165-70867728950e'

/** One address of every view, with a query where the view takes one. */
const everyView: ConsoleAddress[] = [
  { section: 'dashboard', view: 'overview' },
  { section: 'login', view: 'form', search: { returnTo: '/admin/audit?lang=en-US&page=2', signedOut: 1 } },
  { section: 'invitation', view: 'form', search: { token: 'abc' } },
  { section: 'inquiries', view: 'list', search: { status: 'all', category: 'OEM_ODM', from: '2026-01-01', sort: '-status' } },
  { section: 'inquiries', view: 'detail', receipt: 'Q-20261121-7K3M9P' },
  { section: 'questions', view: 'list', search: { status: 'waiting', page: 2 } },
  { section: 'questions', view: 'detail', id: 12 },
  { section: 'samples', view: 'list', search: { status: 'shipped' } },
  { section: 'samples', view: 'detail', id: 7 },
  { section: 'members', view: 'list', search: { q: '010-1234' } },
  { section: 'members', view: 'detail', id: member, search: { points: 3 } },
  { section: 'outbox', view: 'list', search: { state: 'pending' } },
  { section: 'posts', view: 'list', kind: 'press', search: { state: 'draft', missing: 'ja-JP', q: '연구', page: 2 } },
  { section: 'posts', view: 'new', kind: 'thesis' },
  { section: 'posts', view: 'item', kind: 'news', id: 34 },
  { section: 'posts', view: 'categories' },
  { section: 'site-content', view: 'list', kind: 'clients', search: {} },
  { section: 'site-content', view: 'new', kind: 'faq-entries' },
  { section: 'site-content', view: 'item', kind: 'pages', id: 3 },
  { section: 'site-content', view: 'order', kind: 'clients' },
  { section: 'media', view: 'list', search: { missing: 'en-US' } },
  { section: 'media', view: 'detail', id: 5 },
  { section: 'pharmacies', view: 'list', search: { q: '약국', siNm: '서울특별시', sggNm: '강남구' } },
  { section: 'pharmacies', view: 'new' },
  { section: 'pharmacies', view: 'import' },
  { section: 'pharmacies', view: 'detail', id: 300 },
  { section: 'documents', view: 'list' },
  { section: 'company', view: 'form' },
  { section: 'staff', view: 'list', search: { sort: 'lastSignIn' } },
  { section: 'audit', view: 'list', search: { staff: member, action: 'staff.login', to: '2026-01-31' } },
]

/** The address a path and query open: as the router hands them on. */
const at = (splat: string | undefined, search: Record<string, unknown> = {}) => parseConsoleAddress(splat, search)

describe('console addresses', () => {
  it('are read back as they were written, for every view', () => {
    for (const address of everyView) {
      const { splat, search } = consoleLocation(address)
      expect(at(splat, { ...search, lang: 'ko-KR' }), splat).toEqual(address)
    }
  })

  it('are written as the console has always written them', () => {
    expect(consoleLocation({ section: 'dashboard', view: 'overview' })).toEqual({ splat: '', search: {} })
    expect(consoleLocation({ section: 'posts', view: 'item', kind: 'press', id: 4 }).splat).toBe('posts/press/4')
    expect(consoleLocation({ section: 'site-content', view: 'new', kind: 'clients' }).splat).toBe('site-content/clients/new')
    expect(consoleLocation({ section: 'inquiries', view: 'list', search: { status: 'new', q: '', page: undefined } })).toEqual({
      splat: 'inquiries',
      search: { status: 'new' },
    })
    expect(consoleLinkOptions({ section: 'members', view: 'detail', id: member, search: { points: 2 } })).toEqual({
      to: '/admin/$',
      params: { _splat: `members/${member}` },
      search: { points: 2 },
    })
  })

  it('open a section without its first kind, and pass over a trailing slash', () => {
    expect(at(undefined)).toEqual({ section: 'dashboard', view: 'overview' })
    expect(at('posts')).toEqual({ section: 'posts', view: 'list', kind: 'news', search: {} })
    expect(at('site-content/')).toEqual({ section: 'site-content', view: 'list', kind: 'products-material', search: {} })
    expect(at('staff/')).toEqual({ section: 'staff', view: 'list', search: {} })
  })

  it('read a record’s id as the API takes it, and a member’s in lower case', () => {
    expect(at(`members/${member.toUpperCase()}`)).toMatchObject({ view: 'detail', id: member })
    expect(at('questions/12')).toMatchObject({ view: 'detail', id: 12 })
    for (const id of ['012', '0', '1e3', '1234567890', '-1', 'x']) expect(at(`questions/${id}`), id).toBeUndefined()
    expect(at('members/not-a-uuid')).toBeUndefined()
  })

  it('read a receipt number as the intake issues it, and nothing else', () => {
    expect(at('inquiries/Q-20261121-7K3M9P')).toMatchObject({ receipt: 'Q-20261121-7K3M9P' })
    for (const receipt of ['-Q', 'Q%201', 'Q-1/more']) expect(at(`inquiries/${receipt}`), receipt).toBeUndefined()
  })

  it('are no page (the site’s 404) for anything else', () => {
    for (const splat of [
      'nothing-here',
      'login/x',
      'login/login',
      'invitation/abc/def',
      'staff/x',
      'audit/1',
      'posts/blog',
      'posts/news/0',
      'posts/news/12/x',
      'posts/news/order',
      'posts/categories/1',
      'site-content/pharmacies',
      'site-content/openings/order',
      'site-content/pages/new',
      'pharmacies/export',
      'media/1/2',
    ])
      expect(at(splat), splat).toBeUndefined()
  })

  it('read a query leniently: what a field does not take is left out, never an error', () => {
    const query = (search: Record<string, unknown>) => {
      const address = at('audit', search)
      return address?.section === 'audit' ? address.search : undefined
    }
    expect(query({ page: 3, lang: 'ko-KR', unknown: 'x' })).toEqual({ page: 3 })
    expect(query({ page: '07' })).toEqual({ page: 7 })
    for (const page of [0, -1, 2.5, 'two', '', '1e3', 100_001]) expect(query({ page }), String(page)).toEqual({ page: undefined })
    expect(query({ action: '  staff.login  ' })).toEqual({ action: 'staff.login' })
    for (const action of ['a\u0000b', 'x'.repeat(65), '   ', Number.NaN, {}]) expect(query({ action })?.action).toBeUndefined()
    // A typed `subject=308` or `words=true`, which the router reads as JSON: the text as it was typed.
    expect(query({ subject: 308, words: true })).toEqual({ subject: '308', words: 'true' })
    expect(query({ from: '2026-02-28' })).toEqual({ from: '2026-02-28' })
    for (const from of ['2026-02-30', '2026-2-3', 'yesterday']) expect(query({ from })?.from).toBeUndefined()
    expect(query({ staff: member.toUpperCase() })).toEqual({ staff: member })
  })

  it('take a sort of a sortable column only, ascending or with a leading minus descending', () => {
    const sort = (value: unknown) => {
      const address = at('staff', { sort: value })
      return address?.section === 'staff' ? address.search.sort : 'no page'
    }
    expect(sort('name')).toBe('name')
    expect(sort('-email')).toBe('-email')
    for (const value of ['password', '-', 3]) expect(sort(value), String(value)).toBeUndefined()
  })

  it('take sign-in’s way back only to a console address on this site', () => {
    const returnTo = (value: string) => {
      const address = at('login', { returnTo: value })
      return address?.section === 'login' ? address.search.returnTo : 'no page'
    }
    expect(returnTo('/admin/audit?lang=en-US')).toBe('/admin/audit?lang=en-US')
    for (const elsewhere of ['https://evil.test/admin', '/news?lang=ko-KR', '/admin/login?lang=ko-KR'])
      expect(returnTo(elsewhere), elsewhere).toBeUndefined()
  })

  it('are checked by the type checker: a wrong section, a missing id, a misspelt query key or a view a kind has not', () => {
    const refused: ConsoleTarget[] = [
      // @ts-expect-error no such section
      { section: 'inquiry', view: 'list' },
      // @ts-expect-error an item without its id
      { section: 'posts', view: 'item', kind: 'news' },
      // @ts-expect-error a misspelt query key
      { section: 'inquiries', view: 'list', search: { stauts: 'open' } },
      // @ts-expect-error a status the list has not
      { section: 'questions', view: 'list', search: { status: 'open' } },
      // @ts-expect-error openings have no order of their own
      { section: 'site-content', view: 'order', kind: 'openings' },
      // @ts-expect-error the long-form pages are not added to
      { section: 'site-content', view: 'new', kind: 'pages' },
      // @ts-expect-error a view that takes no query
      { section: 'questions', view: 'detail', id: 1, search: { page: 2 } },
    ]
    expect(refused).toHaveLength(7)
  })
})
