import { describe, expect, it } from 'vitest'
import { auditQueryOf } from '../audit/audit-search'
import { dateOf, pageOf, sortOf, sortParam, textOf, wholeNumberOf } from './table-search'

describe('the console tables read their address', () => {
  it('takes a page as the router gives it (a number, or digits as text) and falls back to the first', () => {
    expect(pageOf({ page: 3 })).toBe(3)
    expect(pageOf({ page: '07' })).toBe(7)
    for (const page of [0, -1, 2.5, 'two', '', '1e3', undefined]) expect(pageOf({ page })).toBe(1)
    expect(wholeNumberOf(1_000_001, 1, 1_000_000)).toBeUndefined()
  })

  it('sorts by a sortable column, ascending or with a leading minus descending, and writes it back the same way', () => {
    expect(sortOf({ sort: 'name' }, ['name', 'email'])).toEqual({ id: 'name', desc: false })
    expect(sortOf({ sort: '-email' }, ['name', 'email'])).toEqual({ id: 'email', desc: true })
    expect(sortOf({ sort: 'password' }, ['name'])).toBeUndefined()
    expect(sortOf({ sort: 3 }, ['name'])).toBeUndefined()
    expect(sortParam({ id: 'email', desc: true })).toBe('-email')
    expect(sortParam(undefined)).toBeUndefined()
  })

  it('keeps text without control characters and real calendar dates only', () => {
    expect(textOf('  staff.login  ', 64)).toBe('staff.login')
    expect(textOf('a\u0000b', 64)).toBeUndefined()
    expect(textOf('x'.repeat(65), 64)).toBeUndefined()
    expect(textOf('   ', 64)).toBeUndefined()
    expect(dateOf('2026-02-28')).toBe('2026-02-28')
    expect(dateOf('2026-02-30')).toBeUndefined()
    expect(dateOf('2026-2-3')).toBeUndefined()
  })
})

describe('the audit log filters', () => {
  const staff = '0b0e6a43-2c5e-4b55-9a0b-3f3f1f6f7e11'

  it('passes on what the API accepts', () => {
    expect(auditQueryOf({ page: 2, staff, action: 'staff.login', from: '2026-01-01', to: '2026-01-31' })).toEqual({
      page: 2,
      size: 50,
      staff,
      action: 'staff.login',
      from: '2026-01-01',
      to: '2026-01-31',
    })
  })

  it('leaves out what it would refuse, so that a hand-edited address shows the whole log', () => {
    expect(auditQueryOf({ staff: 'not-a-uuid', action: 'x'.repeat(65), from: 'yesterday', page: 'last' })).toEqual({
      page: 1,
      size: 50,
      staff: undefined,
      action: undefined,
      from: undefined,
      to: undefined,
    })
  })

  it('puts a range given backwards the right way round', () => {
    expect(auditQueryOf({ from: '2026-03-01', to: '2026-02-01' })).toMatchObject({ from: '2026-02-01', to: '2026-03-01' })
  })
})
