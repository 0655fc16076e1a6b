import type { Locale } from './locales'

/** SPEC.md §9: numbers group thousands with commas, whatever the language. */
const numberFormat = new Intl.NumberFormat('en-US')

export function formatNumber(value: number): string {
  return numberFormat.format(value)
}

const dateFormats = new Map<string, Intl.DateTimeFormat>()

/** A calendar date (YYYY-MM-DD) written the way the page's language writes dates; never shifted by time zone. */
export function formatDate(isoDate: string, locale: Locale, style: 'long' | 'short' = 'long'): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate)
  if (!match) return isoDate
  const key = `${locale}:${style}`
  let format = dateFormats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      timeZone: 'UTC',
      year: 'numeric',
      month: style === 'long' ? 'long' : '2-digit',
      day: style === 'long' ? 'numeric' : '2-digit',
    })
    dateFormats.set(key, format)
  }
  return format.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))))
}

/** A year and month of a timeline ('2024년 3월', 'March 2024'). */
export function formatYearMonth(year: number, month: number, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { timeZone: 'UTC', year: 'numeric', month: 'long' }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  )
}
