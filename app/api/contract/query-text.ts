// The rule of free text in a query, apart from the schemas in query-params.ts so that the pages' search parsers can
// use it without valibot (docs/decisions/0011): a page must never accept what its API refuses (docs/decisions/0026).
import { isKeepableLine } from './text-characters'

/**
 * Free text in a query (a search, a place name): trimmed, at most `max` characters, one line of the characters every
 * text of the contract may hold (text-characters.ts). The trimmed text, possibly empty, or undefined when the API
 * refuses it.
 */
export function queryText(value: string, max: number): string | undefined {
  const text = value.trim()
  return text.length <= max && isKeepableLine(text) ? text : undefined
}
