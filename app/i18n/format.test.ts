import { describe, expect, it } from 'vitest'
import { formatFileSize } from './file-size-format'
import { formatDate, formatDistance, formatNumber, formatYearMonth } from './format'
import { locales } from './locales'
import { formatPhoneNumber } from './phone-number-format'

describe('formatNumber', () => {
  it('groups thousands with commas', () => {
    expect(formatNumber(1500)).toBe('1,500')
    expect(formatNumber(60000)).toBe('60,000')
    expect(formatNumber(7.4)).toBe('7')
    expect(formatNumber(1234567)).toBe('1,234,567')
  })

  it('never writes a negative zero (Intl writes -0)', () => {
    expect(formatNumber(-0)).toBe('0')
    expect(formatNumber(-0.4)).toBe('0')
  })

  it('writes what Intl writes for en-US whole numbers, negative ones included', () => {
    const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })
    for (const value of [0, 1, -1, 999, 1000, -1000, 12345.678, -12345.678, 0.4, 1e15, 987654321, 2 ** 31]) {
      expect(formatNumber(value), String(value)).toBe(intl.format(value))
    }
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
  it('writes what Intl writes, in every language, for every day of 2023 to 2026', () => {
    for (const locale of locales) {
      const long = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' })
      const short = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', year: 'numeric', month: '2-digit', day: '2-digit' })
      for (let time = Date.UTC(2023, 0, 1); time < Date.UTC(2027, 0, 1); time += 86_400_000) {
        const iso = new Date(time).toISOString().slice(0, 10)
        expect(formatDate(iso, locale), `${locale} ${iso}`).toBe(long.format(time))
        expect(formatDate(iso, locale, 'short'), `${locale} ${iso}`).toBe(short.format(time))
      }
    }
  })
})

describe('formatYearMonth', () => {
  it('names the month in each language', () => {
    expect(formatYearMonth(2024, 3, 'ko-KR')).toBe('2024년 3월')
    expect(formatYearMonth(2024, 3, 'en-US')).toBe('March 2024')
    expect(formatYearMonth(2024, 3, 'ja-JP')).toBe('2024年3月')
  })
  it('writes what Intl writes, in every language, for every month', () => {
    for (const locale of locales) {
      const intl = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', year: 'numeric', month: 'long' })
      for (let month = 1; month <= 12; month++)
        expect(formatYearMonth(2025, month, locale)).toBe(intl.format(Date.UTC(2025, month - 1, 1)))
    }
  })
})

describe('formatFileSize', () => {
  const MiB = 1024 * 1024

  it('writes sizes the way people read them', () => {
    expect(formatFileSize(10 * MiB, 'en-US')).toBe('10 MB')
    expect(formatFileSize(1536, 'en-US')).toBe('1.5 kB')
    expect(formatFileSize(300, 'en-US')).toBe('300 bytes')
    expect(formatFileSize(1, 'en-US')).toBe('1 byte')
    expect(formatFileSize(25 * MiB, 'ko-KR')).toBe('25MB')
    expect(formatFileSize(820 * 1024, 'ja-JP')).toBe('820 KB')
  })

  it('writes what Intl writes, in every language, from single bytes to gigabytes', () => {
    const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const
    const intlFileSize = (bytes: number, locale: string) => {
      let value = bytes
      let unit = 0
      while (value >= 1024 && unit < units.length - 1) {
        value /= 1024
        unit += 1
      }
      const options = { style: 'unit', unit: units[unit], unitDisplay: unit === 0 ? 'long' : 'short' } as const
      return new Intl.NumberFormat(locale, { ...options, maximumFractionDigits: unit === 0 || value >= 10 ? 0 : 1 }).format(value)
    }
    const sizes = [0, 1, 2, 999, 1000, 1023, 1024, 1075, 1126, 1535, 1536, 10 * 1024 - 52, 10 * 1024 - 51, 10 * 1024]
    for (let bytes = 3; bytes < 60 * 1024 ** 3; bytes = Math.ceil(bytes * 1.37) + 11) sizes.push(bytes)
    for (const locale of locales) {
      for (const bytes of sizes) expect(formatFileSize(bytes, locale), `${bytes} in ${locale}`).toBe(intlFileSize(bytes, locale))
    }
  })
})

describe('formatPhoneNumber', () => {
  it('groups a mobile number, a Seoul number and a masked one as people write them', () => {
    expect(formatPhoneNumber('01073466637')).toBe('010-7346-6637')
    expect(formatPhoneNumber('0112345678')).toBe('011-234-5678')
    expect(formatPhoneNumber('0212345678')).toBe('02-1234-5678')
    expect(formatPhoneNumber('010****6637')).toBe('010-****-6637')
  })
  it('leaves anything else as it came', () => {
    for (const value of ['', '010-7346-6637', '+82 10 7346 6637', '12345']) expect(formatPhoneNumber(value)).toBe(value)
  })
})

describe('formatDistance', () => {
  it('writes metres to ten under a kilometre, then kilometres to a tenth, then whole', () => {
    expect([3, 349, 994, 995, 2_449, 99_949, 99_950, 1_234_567].map(formatDistance)).toEqual([
      '10 m',
      '350 m',
      '990 m',
      '1.0 km',
      '2.4 km',
      '99.9 km',
      '100 km',
      '1,235 km',
    ])
  })
})
