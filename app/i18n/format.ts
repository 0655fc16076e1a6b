import type { Locale } from './locales'

/*
 * Written out rather than through Intl: the first Intl formatter a page creates loads the ICU locale data, 40–180 ms
 * of main thread on a throttled phone during hydration, and the server's ICU could differ from the browser's
 * (a hydration mismatch). The tests hold these to Intl's own output for every day of several years.
 */

/** SPEC.md §9: numbers group thousands with commas, whatever the language (up to three decimals, like Intl). */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value)
  const rounded = Math.round(Math.abs(value) * 1000) / 1000
  const [whole = '', fraction] = String(rounded).split('.')
  const sign = value < 0 && rounded !== 0 ? '-' : ''
  return `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction ? `.${fraction}` : ''}`
}

const englishMonths = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

interface DateParts {
  year: number
  month: number
  day: number
}

const twoDigits = (value: number) => String(value).padStart(2, '0')

const longDates: Record<Locale, (date: DateParts) => string> = {
  'ko-KR': ({ year, month, day }) => `${year}년 ${month}월 ${day}일`,
  'en-US': ({ year, month, day }) => `${englishMonths[month - 1]} ${day}, ${year}`,
  'zh-CN': ({ year, month, day }) => `${year}年${month}月${day}日`,
  'zh-TW': ({ year, month, day }) => `${year}年${month}月${day}日`,
  'ja-JP': ({ year, month, day }) => `${year}年${month}月${day}日`,
}

const shortDates: Record<Locale, (date: DateParts) => string> = {
  'ko-KR': ({ year, month, day }) => `${year}. ${twoDigits(month)}. ${twoDigits(day)}.`,
  'en-US': ({ year, month, day }) => `${twoDigits(month)}/${twoDigits(day)}/${year}`,
  'zh-CN': ({ year, month, day }) => `${year}/${twoDigits(month)}/${twoDigits(day)}`,
  'zh-TW': ({ year, month, day }) => `${year}/${twoDigits(month)}/${twoDigits(day)}`,
  'ja-JP': ({ year, month, day }) => `${year}/${twoDigits(month)}/${twoDigits(day)}`,
}

const yearMonths: Record<Locale, (year: number, month: number) => string> = {
  'ko-KR': (year, month) => `${year}년 ${month}월`,
  'en-US': (year, month) => `${englishMonths[month - 1]} ${year}`,
  'zh-CN': (year, month) => `${year}年${month}月`,
  'zh-TW': (year, month) => `${year}年${month}月`,
  'ja-JP': (year, month) => `${year}年${month}月`,
}

/** A calendar date (YYYY-MM-DD) written the way the page's language writes dates; never shifted by time zone. */
export function formatDate(isoDate: string, locale: Locale, style: 'long' | 'short' = 'long'): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate)
  if (!match) return isoDate
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) }
  if (date.month < 1 || date.month > 12 || date.day < 1 || date.day > 31) return isoDate
  return (style === 'long' ? longDates : shortDates)[locale](date)
}

/** A year and month of a timeline ('2024년 3월', 'March 2024'). */
export function formatYearMonth(year: number, month: number, locale: Locale): string {
  return yearMonths[locale](year, month)
}
