/** A page as the cache keeps it: its body cut where the nonce was, its nonce replaced by a placeholder in the headers. */
export interface CachedPage {
  status: number
  headers: Array<[string, string]>
  /** The body's UTF-8 bytes split at each occurrence of the nonce: serving it joins them around a fresh one. */
  bodyParts: Uint8Array[]
  /** The same parts deflated for gzip responses, for a nonce of `nonceLength` (undefined: served uncompressed). */
  gzipParts: Buffer[] | undefined
  nonceLength: number
}

interface Entry {
  page: CachedPage
  storedAt: number
  bytes: number
}

export interface PageCacheLimits {
  /** How long a page is served from the cache; content edited elsewhere shows after at most this long. */
  ttlMs: number
  /** The cache's size: the least recently used pages go first once it is full. */
  maxBytes: number
  now?: () => number
}

/** The bytes the cache accounts for a page: its body's bytes in both forms, and its key and headers as UTF-16 strings. */
function sizeOf(key: string, page: CachedPage): number {
  let chars = key.length
  for (const [name, value] of page.headers) chars += name.length + value.length
  const gzipBytes = page.gzipParts?.reduce((sum, part) => sum + part.length, 0) ?? 0
  return page.bodyParts.reduce((sum, part) => sum + part.length, chars * 2 + gzipBytes)
}

/**
 * The anonymous pages' in-memory cache: least recently used first out, bounded in bytes, each page for at most
 * `ttlMs`. `clear` empties it at once (a purge after a content change).
 */
export function createPageCacheStore({ ttlMs, maxBytes, now = Date.now }: PageCacheLimits) {
  // A Map keeps insertion order: re-inserting on every hit makes its first key the least recently used one.
  const entries = new Map<string, Entry>()
  let bytes = 0

  const remove = (key: string) => {
    const entry = entries.get(key)
    if (!entry) return
    entries.delete(key)
    bytes -= entry.bytes
  }

  return {
    get(key: string): CachedPage | undefined {
      const entry = entries.get(key)
      if (!entry) return undefined
      if (now() - entry.storedAt >= ttlMs) {
        remove(key)
        return undefined
      }
      entries.delete(key)
      entries.set(key, entry)
      return entry.page
    },
    set(key: string, page: CachedPage): void {
      remove(key)
      const size = sizeOf(key, page)
      if (size > maxBytes) return
      while (bytes + size > maxBytes) {
        const oldest = entries.keys().next().value
        if (oldest === undefined) break
        remove(oldest)
      }
      entries.set(key, { page, storedAt: now(), bytes: size })
      bytes += size
    },
    clear(): void {
      entries.clear()
      bytes = 0
    },
    get size() {
      return { pages: entries.size, bytes }
    },
  }
}

export type PageCacheStore = ReturnType<typeof createPageCacheStore>
