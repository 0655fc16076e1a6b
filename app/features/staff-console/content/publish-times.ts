import { KOREA_OFFSET_MS } from '~/i18n/korean-calendar'

/**
 * Publication times as an editor types them: `2026-03-01 09:30`, one text field (one tab stop, where a `datetime-local`
 * is one per segment), in Korea time (Asia/Seoul, UTC+9 all year: Korea keeps no daylight saving), whatever the
 * browser's own time zone is.
 */

/**
 * `2026-03-01 09:30` (Korea time; a `T` between, or an hour of one digit, taken too) → the ISO moment; undefined for an
 * empty or impossible value.
 */
export function koreaLocalToIso(typed: string): string | undefined {
  const match = /^(\d{4})-(\d{1,2})-(\d{1,2})[T ]+(\d{1,2}):(\d{2})$/.exec(typed.trim())
  if (!match) return undefined
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number]
  const utc = Date.UTC(year, month - 1, day, hour, minute)
  const check = new Date(utc)
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59) return undefined
  return new Date(utc - KOREA_OFFSET_MS).toISOString()
}

/** An ISO moment → as it is typed, in Korea time (`2026-03-01 09:30`); '' for none. */
export function isoToKoreaLocal(iso: string | null | undefined): string {
  if (!iso) return ''
  const time = Date.parse(iso)
  return Number.isNaN(time) ? '' : new Date(time + KOREA_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ')
}
