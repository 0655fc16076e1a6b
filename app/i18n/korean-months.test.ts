import { describe, expect, it } from 'vitest'
import { monthsAfter, seoulMonth, seoulMonthStart } from './korean-months'

describe('months in Korea', () => {
  it('takes a moment’s month as Korea counts it: the last evening of a month in UTC is the next month there', () => {
    expect(seoulMonth(new Date('2026-11-30T14:59:59Z'))).toBe('2026-11')
    expect(seoulMonth(new Date('2026-11-30T15:00:00Z'))).toBe('2026-12')
    expect(seoulMonthStart('2026-12').toISOString()).toBe('2026-11-30T15:00:00.000Z')
  })

  it('counts months across years both ways', () => {
    expect(monthsAfter('2026-12', 1)).toBe('2027-01')
    expect(monthsAfter('2027-01', -1)).toBe('2026-12')
    expect(monthsAfter('2026-03', -14)).toBe('2025-01')
  })
})
