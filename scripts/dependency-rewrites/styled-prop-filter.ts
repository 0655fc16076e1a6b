/**
 * Stands in for `@emotion/is-prop-valid` (aliased in aliases.ts), which Linaria's `styled()` asks which props of a
 * styled DOM element reach the DOM. Its list of every known attribute cost 2 kB gzip of every page's first load, and
 * the site never gives a styled DOM element a prop that is not an attribute (state goes in `data-*` attributes). So
 * every prop passes but a `$`-prefixed one: name a prop that way if a styled element ever needs one of its own
 * (docs/decisions/0011-first-load-javascript.md).
 */
export default function isPropValid(prop: string): boolean {
  return !prop.startsWith('$')
}
