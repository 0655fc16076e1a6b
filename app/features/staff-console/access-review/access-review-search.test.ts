import { describe, expect, it } from 'vitest'
import { parseConsoleAddress } from '../address/console-addresses'
import { reviewMonthOf } from './access-review-search'

describe('the access review’s address', () => {
  it('reviews the month it names, else last month in Korea, and leaves out a month that is none', () => {
    const address = (search: Record<string, unknown>) => {
      const parsed = parseConsoleAddress('access-review', search)
      if (parsed?.section !== 'access-review') throw new Error('not the access review')
      return parsed.search
    }
    // 2026-12-01 08:00 in Korea is still 30 November in UTC.
    const now = new Date('2026-11-30T23:00:00Z')
    expect(reviewMonthOf(address({ month: '2026-09' }), now)).toBe('2026-09')
    expect(reviewMonthOf(address({}), now)).toBe('2026-11')
    for (const month of ['2026-13', '2026-9', 'last', 202609]) expect(address({ month })).toEqual({})
  })
})
