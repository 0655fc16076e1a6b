import { formatDate, formatNumber } from '~/i18n/format'
import type { Locale } from '~/i18n/locales'

// The members' screens show when something happened as the company's calendar day (Korea), the same on the server
// and in the browser whatever their time zones, so that hydration never disagrees.
const koreanDay = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** The calendar day (YYYY-MM-DD) in Korea of an ISO timestamp, or undefined when it is not one. */
export function koreanDate(timestamp: string): string | undefined {
  const time = Date.parse(timestamp)
  if (Number.isNaN(time)) return undefined
  const parts = Object.fromEntries(koreanDay.formatToParts(time).map((part) => [part.type, part.value]))
  return `${parts.year}-${parts.month}-${parts.day}`
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
