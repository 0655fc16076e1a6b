import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { auditSearch, auditQueryOf as queryOf } from '../audit/audit-search'
import { sortParam, tableSortOf } from './table-search'

describe('a table’s sort in the address', () => {
  it('is read ascending, or with a leading minus descending, and written back the same way', () => {
    expect(tableSortOf('name')).toEqual({ id: 'name', desc: false })
    expect(tableSortOf('-email')).toEqual({ id: 'email', desc: true })
    expect(tableSortOf(undefined)).toBeUndefined()
    expect(sortParam({ id: 'email', desc: true })).toBe('-email')
    expect(sortParam(undefined)).toBeUndefined()
  })
})

// The log's query from its address's query, as parseConsoleAddress reads it with the log's schema.
const auditQueryOf = (search: Record<string, unknown>) => queryOf(v.parse(auditSearch, search))

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
