import * as v from 'valibot'
import { DEFAULT_PAGE_SIZE, MAX_PAGE, MAX_PAGE_SIZE } from './query-limits'
import { queryText } from './query-text'

export { MAX_PAGE, MAX_PAGE_SIZE, MAX_QUERY_LENGTH } from './query-limits'

/** A whole number sent as a query string (or a number, from the typed client), within bounds. */
export const intParam = (min: number, max: number) =>
  v.pipe(
    v.union([v.pipe(v.string(), v.regex(/^\d{1,9}$/)), v.pipe(v.number(), v.integer())]),
    v.transform(Number),
    v.minValue(min),
    v.maxValue(max),
  )

/** 'true'/'false' in a query string, or a boolean from the typed client. */
export const boolParam = v.pipe(
  v.union([v.picklist(['true', 'false']), v.boolean()]),
  v.transform((value) => value === true || value === 'true'),
)

/** Text a person typed: trimmed, bounded, with no control characters (NUL included), by the rule pages parse with. */
export const textParam = (max: number) =>
  v.pipe(
    v.string(),
    v.check((text) => queryText(text, max) !== undefined),
    v.trim(),
  )

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0

function dayExists(day: string): boolean {
  const [year = 0, month = 0, date = 0] = day.split('-').map(Number)
  const length = month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31
  return date <= length
}

/**
 * A calendar day `YYYY-MM-DD` that exists, for a date filter. The format alone lets 2026-02-30 through, which a
 * backend's date arithmetic would read as 2 March.
 */
export const dayParam = v.pipe(v.string(), v.isoDate(), v.check(dayExists))

export const pagingQuery = {
  page: v.optional(intParam(1, MAX_PAGE), 1),
  size: v.optional(intParam(1, MAX_PAGE_SIZE), DEFAULT_PAGE_SIZE),
}

export const idParam = v.pipe(
  v.union([v.pipe(v.string(), v.regex(/^[1-9]\d{0,8}$/)), v.pipe(v.number(), v.integer())]),
  v.transform(Number),
  v.minValue(1),
  v.maxValue(999_999_999),
)
