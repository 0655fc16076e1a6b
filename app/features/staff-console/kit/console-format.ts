import { formatDate } from '~/i18n/format'
import { KOREA_OFFSET_MS } from '~/i18n/korean-calendar'
import type { Locale } from '~/i18n/locales'

/** The company's clock: every console time is Korean time, the same on the server and in any browser (no mismatch). */

/** A moment (ISO 8601) as the console shows it: the date in the page's language, and the time in Korean time (KST). */
export function formatTimestamp(iso: string, locale: Locale): string {
  const time = Date.parse(iso)
  if (Number.isNaN(time)) return iso
  const kst = new Date(time + KOREA_OFFSET_MS).toISOString()
  return `${formatDate(kst.slice(0, 10), locale, 'short')} ${kst.slice(11, 16)} KST`
}
