import { describe, expect, it } from 'vitest'
import { axisTicks, barTotal, niceCeiling, stackSegments } from './chart-scale'

describe('the dashboard charts', () => {
  it('top their axis at a round number at or above the tallest bar', () => {
    expect([0, 1, 3, 7, 10, 11, 42, 99, 101, 480].map(niceCeiling)).toEqual([1, 1, 5, 10, 10, 20, 50, 100, 200, 500])
  })

  it('mark whole-number ticks from zero to the top', () => {
    expect(axisTicks(10)).toEqual([0, 3, 6, 9])
    expect(axisTicks(20)).toEqual([0, 5, 10, 15, 20])
    expect(axisTicks(1)).toEqual([0, 1])
  })

  it('stack a bar from the bottom, in order, leaving out zeros, the full axis filling the plot', () => {
    const values = [
      { key: 'OEM_ODM', value: 5 },
      { key: 'RAW_MATERIAL', value: 0 },
      { key: 'OTHER', value: 5 },
    ]
    expect(barTotal(values)).toBe(10)
    expect(stackSegments(values, 20, 200)).toEqual([
      { key: 'OEM_ODM', value: 5, y: 150, height: 50 },
      { key: 'OTHER', value: 5, y: 100, height: 50 },
    ])
    expect(stackSegments([{ key: 'a', value: 20 }], 20, 200)).toEqual([{ key: 'a', value: 20, y: 0, height: 200 }])
  })
})
