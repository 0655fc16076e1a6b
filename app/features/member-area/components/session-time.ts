import type { Locale } from '~/i18n/locales'
import { formatDay } from './points-format'

const KOREA_OFFSET_MS = 9 * 60 * 60 * 1000

/**
 * When a session signed in or was last used: the day as the member's screens write it, and the time of day in Korea
 * (24-hour, as the page says), the same on the server and in the browser; the text itself when it is not a timestamp.
 */
export function formatSessionTime(timestamp: string, locale: Locale): string {
  const time = Date.parse(timestamp)
  if (Number.isNaN(time)) return timestamp
  const clock = new Date(time + KOREA_OFFSET_MS).toISOString().slice(11, 16)
  return `${formatDay(timestamp, locale, 'short')} ${clock}`
}
