import * as v from 'valibot'

/**
 * The largest id, version or count a call takes in its body: nine digits, within PostgreSQL's integer (2^31 − 1), so
 * that no number a caller sends makes a query fail (an id of 2^31 answered 500). The query's and path's whole numbers
 * keep to the same nine digits (query-params.ts).
 */
export const MAX_WHOLE_NUMBER = 999_999_999

/** A whole number from `min` to `max`. */
export const wholeNumber = (min = 1, max = MAX_WHOLE_NUMBER) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max))

/**
 * A fraction from `min` to `max`, kept to `decimals` places: a finer one is noise, and one as fine as 5e-324 underflows
 * the database's float (the nearby search answered 500). The places are in the schema's metadata, for the test that
 * holds every number of the contract to a bound (input-numbers.test.ts).
 */
export const decimalNumber = (min: number, max: number, decimals: number) =>
  v.pipe(
    v.number(),
    v.finite(),
    v.minValue(min),
    v.maxValue(max),
    v.metadata({ decimals }),
    v.transform((value) => Math.round(value * 10 ** decimals) / 10 ** decimals + 0),
  )

/** A latitude or longitude in WGS 84 degrees, to 7 places: about a centimetre on the ground. */
export const degrees = (min: number, max: number) => decimalNumber(min, max, 7)
