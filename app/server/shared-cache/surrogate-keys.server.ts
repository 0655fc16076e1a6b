import { AsyncLocalStorage } from 'node:async_hooks'

/** The key every page carries: the frame around it (company details, settings, menu) is on every page. */
export const FRAME_KEY = 'site'

/** The response headers naming what an answer shows: `Surrogate-Key` (space-separated), `Cache-Tag` (commas). */
export const SURROGATE_KEY_HEADER = 'surrogate-key'
const CACHE_TAG_HEADER = 'cache-tag'

/**
 * Kept on globalThis: the server bundle may hold this module twice (the request middleware and the API client must
 * share the one store).
 */
const slot = globalThis as typeof globalThis & { __surrogateKeys?: AsyncLocalStorage<Set<string>> }
slot.__surrogateKeys ??= new AsyncLocalStorage<Set<string>>()
const pageKeys = slot.__surrogateKeys

/** Runs a page's rendering with `keys` collecting the keys of every API answer it reads (noteSurrogateKeys). */
export function collectingSurrogateKeys<T>(keys: Set<string>, render: () => T): T {
  return pageKeys.run(keys, render)
}

/** Adds an API answer's `Surrogate-Key` header to the keys of the page being rendered, if one is. */
export function noteSurrogateKeys(header: string | null): void {
  const keys = pageKeys.getStore()
  if (!keys || !header) return
  for (const key of header.split(' ')) if (key) keys.add(key)
}

/** Both headers for a list of keys. */
export function surrogateKeyHeaders(keys: Iterable<string>): Record<string, string> {
  const list = [...keys]
  return { [SURROGATE_KEY_HEADER]: list.join(' '), [CACHE_TAG_HEADER]: list.join(',') }
}
