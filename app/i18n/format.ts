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

/** A distance as the finder shows it, in every language alike: '350 m' (to 10 m), '2.4 km', '120 km'. */
export function formatDistance(meters: number): string {
  if (meters < 995) return `${Math.max(10, Math.round(meters / 10) * 10)} m`
  const km = meters / 1000
  return km < 99.95 ? `${km.toFixed(1)} km` : `${formatNumber(km)} km`
}
