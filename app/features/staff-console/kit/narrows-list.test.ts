import { describe, expect, it } from 'vitest'
import { narrowsList } from './narrows-list'

describe('narrowsList', () => {
  it('is false for a list at its default, however it is ordered or paged', () => {
    expect(narrowsList({ page: 3, size: 20, sort: 'status', dir: 'asc' })).toBe(false)
    expect(narrowsList({ state: 'all', q: undefined, page: 1 }, { state: 'all' })).toBe(false)
  })

  it('is true for a search, a filter or another tab than the default', () => {
    expect(narrowsList({ q: 'lacto', page: 1 })).toBe(true)
    expect(narrowsList({ missing: 'ja-JP' })).toBe(true)
    expect(narrowsList({ state: 'draft' }, { state: 'all' })).toBe(true)
  })
})
