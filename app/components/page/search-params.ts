/**
 * The parsers behind the routes' `validateSearch` (docs/decisions/0007-search-params-and-fallbacks.md): every field
 * falls back to `undefined` ('not chosen') instead of failing. Plain functions rather than valibot schemas, so that
 * valibot stays out of every page's first-load JavaScript (docs/decisions/0011-first-load-javascript.md).
 */

import type { SearchSchemaInput } from '@tanstack/react-router'
import { queryText } from '~/api/contract/query-text'

type FieldParsers = Record<string, (value: unknown) => unknown>

/** The search a route's parsers produce (and its links accept): every field optional. */
export type SearchOf<Parsers extends FieldParsers> = { [Key in keyof Parsers]?: ReturnType<Parsers[Key]> }

/** A route's search: only the listed keys, each read by its parser; a key the address lacks stays absent. */
export function searchParser<Parsers extends FieldParsers>(
  parsers: Parsers,
): (search: SearchOf<Parsers> & SearchSchemaInput) => SearchOf<Parsers> {
  return (search) => {
    const input: Record<string, unknown> = search
    const output: SearchOf<Parsers> = {}
    for (const key in parsers) {
      if (key in input) output[key] = parsers[key]?.(input[key]) as ReturnType<Parsers[typeof key]>
    }
    return output
  }
}

/** A whole number from `min` to `max`; anything else (text, fractions, NaN, out of range) is undefined. */
export const wholeNumberParam =
  (min: number, max: number) =>
  (value: unknown): number | undefined =>
    typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : undefined

/**
 * Text, trimmed, of 1 to `max` characters, by the contract's rule for text in a query (no control character), so that
 * a page never sends its API what the API refuses; anything else is undefined.
 */
export const textParam =
  (max: number) =>
  (value: unknown): string | undefined => {
    const typed = typedText(value)
    return (typed !== undefined && queryText(typed, max)) || undefined
  }

/**
 * The text a value of the address was typed as. The router reads a value that is JSON as JSON, so a typed `q=2026`
 * (a year searched for, a form sent without JavaScript) or `q=true` arrives as a number or a boolean; its text is what
 * it means. Anything else (an object, null) is no text.
 */
export function typedText(value: unknown): string | undefined {
  if (typeof value === 'string') return value
  if ((typeof value === 'number' && Number.isFinite(value)) || typeof value === 'boolean') return String(value)
  return undefined
}
