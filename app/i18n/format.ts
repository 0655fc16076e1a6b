import type { Locale } from './locales'

/*
 * Written out rather than through Intl: the first Intl formatter a page creates loads the ICU locale data, 40–180 ms
 * of main thread on a throttled phone during hydration, and the server's ICU could differ from the browser's
 * (a hydration mismatch). The tests hold these to Intl's own output for every day of several years.
 */

/** Counts, totals and points group thousands with commas, whatever the language (whole numbers). */
export function formatNumber(value: number): string {
  return String(Math.round(value) || 0).replace(/\B(?=(\d{3})+$)/g, ',')
}

const englishMonths = 'January February March April May June July August September October November December'.split(' ')

/** A calendar date (YYYY-MM-DD) written the way the page's language writes dates; never shifted by time zone. */
export function formatDate(isoDate: string, locale: Locale, style: 'long' | 'short' = 'long'): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate)
  if (!match) return isoDate
  const [, year, mm = '', dd = ''] = match
  if (style === 'short')
    return locale === 'ko-KR' ? `${year}. ${mm}. ${dd}.` : locale === 'en-US' ? `${mm}/${dd}/${year}` : `${year}/${mm}/${dd}`
  const [month, day] = [Number(mm), Number(dd)]
  if (locale === 'en-US') return `${englishMonths[month - 1]} ${day}, ${year}`
  return `${formatYearMonth(Number(year), month, locale)}${locale === 'ko-KR' ? ` ${day}일` : `${day}日`}`
}

/** A year and month of a timeline ('2024년 3월', 'March 2024'; Chinese and Japanese '2024年3月'). */
export function formatYearMonth(year: number, month: number, locale: Locale): string {
  if (locale === 'ko-KR') return `${year}년 ${month}월`
  if (locale === 'en-US') return `${englishMonths[month - 1]} ${year}`
  return `${year}年${month}月`
}

/** How each language writes a file size's unit after the number: bytes in words, larger units as symbols. */
const fileSizeUnits: Record<Locale, { byte: (count: number) => string; kB: string; MB: string; GB: string }> = {
  'ko-KR': { byte: () => '바이트', kB: 'kB', MB: 'MB', GB: 'GB' },
  'en-US': { byte: (count) => (count === 1 ? ' byte' : ' bytes'), kB: ' kB', MB: ' MB', GB: ' GB' },
  'zh-CN': { byte: () => '字节', kB: ' kB', MB: ' MB', GB: ' GB' },
  'zh-TW': { byte: () => ' byte', kB: ' kB', MB: ' MB', GB: ' GB' },
  'ja-JP': { byte: () => ' バイト', kB: ' KB', MB: ' MB', GB: ' GB' },
}

/** A byte count as people read it, in the page's language ('1.5 MB', '820 kB', '300 bytes'; Korean '25MB'). */
export function formatFileSize(bytes: number, locale: Locale): string {
  const units = fileSizeUnits[locale]
  if (bytes < 1024) return `${formatNumber(bytes)}${units.byte(bytes)}`
  const larger = [units.kB, units.MB, units.GB]
  let value = bytes / 1024
  let unit = 0
  while (value >= 1024 && unit < larger.length - 1) {
    value /= 1024
    unit += 1
  }
  // Sizes divided by powers of two are exact in binary, so rounding here agrees with Intl's decimal half-up.
  const rounded = value >= 10 ? Math.round(value) : Math.round(value * 10) / 10
  const [whole = '0', fraction] = String(rounded).split('.')
  return `${formatNumber(Number(whole))}${fraction ? `.${fraction}` : ''}${larger[unit]}`
}

/**
 * A Korean phone number as people read it: 010-7346-6637, 011-234-5678, 02-1234-5678. The digits the API stores (a
 * staff member's masked `010****6637` too) are grouped; anything else is shown as it came.
 */
export function formatPhoneNumber(value: string): string {
  const seoul = /^(02)([\d*]{3,4})([\d*]{4})$/.exec(value)
  const other = /^(0\d{2})([\d*]{3,4})([\d*]{4})$/.exec(value)
  const parts = seoul ?? other
  return parts ? `${parts[1]}-${parts[2]}-${parts[3]}` : value
}
