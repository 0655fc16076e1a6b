/** What only orders or pages through a list: never a reason for it to be empty. */
const PAGING_KEYS = new Set(['page', 'size', 'sort', 'dir'])

/**
 * Whether a list's query narrows it beyond its default (a search, a filter, a tab other than the first), so that an
 * empty list says nothing matches, and otherwise that there is nothing yet.
 */
export function narrowsList(query: object, defaults: Record<string, unknown> = {}): boolean {
  return Object.entries(query).some(([key, value]) => !PAGING_KEYS.has(key) && value !== undefined && value !== defaults[key])
}
