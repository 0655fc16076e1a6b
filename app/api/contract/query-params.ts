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
