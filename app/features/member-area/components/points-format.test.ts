import { describe, expect, it } from 'vitest'
import { formatDay, formatPoints, koreanDate } from './points-format'

describe("the members' dates and points", () => {
  it("takes the calendar day in Korea, whatever the server's or browser's time zone", () => {
    expect(koreanDate('2026-11-20T14:59:59Z')).toBe('2026-11-20')
    expect(koreanDate('2026-11-20T15:00:00Z')).toBe('2026-11-21')
    expect(koreanDate('2026-11-21T08:30:00+09:00')).toBe('2026-11-21')
    expect(koreanDate('2026-12-31T15:00:00.000Z')).toBe('2027-01-01')
    expect(koreanDate('not a date')).toBeUndefined()
  })

  it("agrees with Intl's Asia/Seoul calendar day every 7 hours from 1990 to 2030", () => {
    const seoul = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit' })
    // The disagreements, compared at the end: an expect per moment (50,000 of them) took seconds.
    const disagreements: string[] = []
    for (let time = Date.UTC(1990, 0, 1); time < Date.UTC(2030, 0, 1); time += 7 * 60 * 60 * 1000) {
      const timestamp = new Date(time).toISOString()
      const day = koreanDate(timestamp)
      if (day !== seoul.format(time)) disagreements.push(`${timestamp}: ${day}, not ${seoul.format(time)}`)
    }
    expect(disagreements).toEqual([])
  })

  it('writes the day as the page language does, and leaves anything else as it came', () => {
    expect(formatDay('2026-11-20T15:00:00Z', 'en-US')).toBe('11/21/2026')
    expect(formatDay('2026-11-20T15:00:00Z', 'en-US', 'long')).toBe('November 21, 2026')
    expect(formatDay('2026-03-05T00:00:00Z', 'ko-KR')).toMatch(/^2026\. ?03\. ?05\.?$/)
    expect(formatDay('soon', 'ja-JP')).toBe('soon')
  })

  it('groups thousands with commas', () => {
    expect(formatPoints(0)).toBe('0')
    expect(formatPoints(1234567)).toBe('1,234,567')
  })
})
