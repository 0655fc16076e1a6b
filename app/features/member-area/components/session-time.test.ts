import { describe, expect, it } from 'vitest'
import { formatSessionTime } from './session-time'

describe('formatSessionTime', () => {
  it('writes the day and the time of day in Korea in each language', () => {
    // 23:30 in UTC is 08:30 the next morning in Korea.
    const timestamp = '2031-03-09T23:30:00.000Z'
    expect(formatSessionTime(timestamp, 'ko-KR')).toBe('2031. 03. 10. 08:30')
    expect(formatSessionTime(timestamp, 'en-US')).toBe('03/10/2031 08:30')
    expect(formatSessionTime(timestamp, 'ja-JP')).toBe('2031/03/10 08:30')
  })

  it('leaves anything that is not a timestamp as it is', () => {
    expect(formatSessionTime('yesterday', 'en-US')).toBe('yesterday')
  })
})
