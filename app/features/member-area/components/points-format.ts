import { formatDate, formatNumber } from '~/i18n/format'
import type { Locale } from '~/i18n/locales'

// The members' screens show when something happened as the company's calendar day (Korea), the same on the server
// and in the browser whatever their time zones, so that hydration never disagrees. Korea has kept UTC+9 without
// daylight saving since 1988, so the day is computed without Intl (whose first use costs a phone tens of ms).
const KOREA_OFFSET_MS = 9 * 60 * 60 * 1000

/** The calendar day (YYYY-MM-DD) in Korea of an ISO timestamp, or undefined when it is not one. */
export function koreanDate(timestamp: string): string | undefined {
  const time = Date.parse(timestamp)
  if (Number.isNaN(time)) return undefined
  return new Date(time + KOREA_OFFSET_MS).toISOString().slice(0, 10)
}

/** A timestamp as a short date in the page's language (a table cell); the text itself when it is not one. */
export function formatDay(timestamp: string, locale: Locale, style: 'long' | 'short' = 'short'): string {
  const day = koreanDate(timestamp)
  return day ? formatDate(day, locale, style) : timestamp
}

/** Points as the site writes numbers (thousands with commas); zero is a plain 0. */
export function formatPoints(points: number): string {
  return formatNumber(points)
}
