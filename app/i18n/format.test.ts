import { describe, expect, it } from 'vitest'
import { formatDate, formatNumber, formatYearMonth } from './format'

describe('formatNumber', () => {
  it('groups thousands with commas', () => {
    expect(formatNumber(1500)).toBe('1,500')
    expect(formatNumber(60000)).toBe('60,000')
    expect(formatNumber(7.5)).toBe('7.5')
    expect(formatNumber(1234567)).toBe('1,234,567')
  })
})

describe('formatDate', () => {
  it('writes a date the way each language does', () => {
    expect(formatDate('2026-03-05', 'ko-KR')).toBe('2026년 3월 5일')
    expect(formatDate('2026-03-05', 'en-US')).toBe('March 5, 2026')
    expect(formatDate('2026-03-05', 'ja-JP')).toBe('2026年3月5日')
    expect(formatDate('2026-03-05', 'zh-CN')).toBe('2026年3月5日')
    expect(formatDate('2026-03-05', 'zh-TW')).toBe('2026年3月5日')
  })
  it('has a short form', () => {
    expect(formatDate('2026-03-05', 'ko-KR', 'short')).toBe('2026. 03. 05.')
    expect(formatDate('2026-03-05', 'en-US', 'short')).toBe('03/05/2026')
  })
  it('never moves the day with the time zone', () => {
    expect(formatDate('2026-01-01', 'en-US')).toBe('January 1, 2026')
  })
  it('leaves what is not a date as it is', () => {
    expect(formatDate('soon', 'en-US')).toBe('soon')
  })
})

describe('formatYearMonth', () => {
  it('names the month in each language', () => {
    expect(formatYearMonth(2024, 3, 'ko-KR')).toBe('2024년 3월')
    expect(formatYearMonth(2024, 3, 'en-US')).toBe('March 2024')
    expect(formatYearMonth(2024, 3, 'ja-JP')).toBe('2024年3月')
  })
})
