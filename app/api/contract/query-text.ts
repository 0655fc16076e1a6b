// The rule of free text in a query, apart from the schemas in query-params.ts so that the pages' search parsers can
// use it without valibot (docs/decisions/0011): a page must never accept what its API refuses (docs/decisions/0026).

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/

/**
 * Free text in a query (a search, a place name): trimmed, at most `max` characters, with no control character (NUL
 * included). The trimmed text, possibly empty, or undefined when the API refuses it.
 */
export function queryText(value: string, max: number): string | undefined {
  const text = value.trim()
  return text.length <= max && !CONTROL_CHARACTER.test(text) ? text : undefined
}
