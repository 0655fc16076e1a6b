/**
 * The company's calendar: days, weeks and office time in Korea, for the backend's filters and exports, the feeds and
 * the console alike. Korea has no daylight saving time: its days and weeks start 9 hours before UTC's.
 */
export const KOREA_OFFSET_MS = 9 * 3_600_000
const DAY_MS = 86_400_000

/** The moment a Korean calendar day (YYYY-MM-DD) starts. */
export function seoulDayStart(day: string): Date {
  return new Date(`${day}T00:00:00+09:00`)
}

/** The moment the Korean calendar day after `day` starts (an inclusive `to` date's end). */
export function seoulDayEnd(day: string): Date {
  return new Date(seoulDayStart(day).getTime() + DAY_MS)
}

/** `2026-02-09 14:05`: a moment as Korean office time, minutes precision. */
export function seoulMinute(date: Date): string {
  return new Date(date.getTime() + KOREA_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ')
}

/** The Korean calendar day (YYYY-MM-DD) of a moment. */
export function seoulDay(date: Date): string {
  return new Date(date.getTime() + KOREA_OFFSET_MS).toISOString().slice(0, 10)
}
