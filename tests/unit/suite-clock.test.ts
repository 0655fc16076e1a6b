import { describe, expect, it } from 'vitest'
import { clock } from '../../scripts/test/summary.mjs'

describe("the suite summary's times", () => {
  it('round to the whole second before splitting into minutes, so a phase never reads 14:60', () => {
    expect(clock(899.6)).toBe('15:00')
    expect(clock(59.5)).toBe('1:00')
    expect(clock(61.2)).toBe('1:01')
    expect(clock(0)).toBe('0:00')
  })
})
