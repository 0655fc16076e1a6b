import { createBoundedTtlCache } from '~/server/caching/bounded-ttl-cache'

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

/** The anonymous pages' in-memory cache (docs/decisions/0013-anonymous-page-cache.md). */
export function createPageCacheStore(limits: PageCacheLimits) {
  const pages = createBoundedTtlCache<CachedPage>({ ...limits, sizeOf })
  // A page whose rendering began before a purge may show what the purge was for: it is served but not kept.
  let generation = 0
  return {
    get: pages.get,
    /** Keeps `page` unless the cache was emptied since `renderedFrom` (the `generation` when its rendering began). */
    set(key: string, page: CachedPage, renderedFrom = generation): void {
      if (renderedFrom === generation) pages.set(key, page)
    },
    clear(): void {
      generation++
      pages.clear()
    },
    get generation() {
      return generation
    },
    get size() {
      return pages.size
    },
  }
}

export type PageCacheStore = ReturnType<typeof createPageCacheStore>
