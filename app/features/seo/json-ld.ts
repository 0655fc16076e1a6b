/** A JSON-LD node: plain JSON with `@`-keys (schema.org vocabulary). */
export type JsonLd = { [key: string]: JsonLdValue }
type JsonLdValue = string | number | boolean | null | undefined | JsonLd | JsonLdValue[]

const scriptUnsafe: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
}

/**
 * JSON for the inside of a `<script>` element: `<`, `>` and `&` become `\u003c`, `\u003e` and `\u0026`, so no
 * text from the content (`</script>`, `<!--`) can end the element; the JSON parses to the same value.
 */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (char) => scriptUnsafe[char] ?? char)
}

/**
 * A head script entry for a route's `head().scripts`. The router gives head scripts the request's CSP nonce;
 * a JSON-LD block is data, never executed, so the browser would not need it anyway.
 */
export function jsonLdScript(data: JsonLd) {
  return { type: 'application/ld+json', children: serializeJsonLd(data) }
}
