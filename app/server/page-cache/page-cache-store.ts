import { createBoundedTtlCache } from '~/server/caching/bounded-ttl-cache'

/**
 * A page as the cache keeps it, whole: a page the cache may keep carries no nonce, its policy names its scripts'
 * hashes (docs/decisions/0054), so every visitor gets the same bytes.
 */
export interface CachedPage {
  status: number
  /** The body's UTF-8 bytes. */
  body: Uint8Array<ArrayBuffer>
  /** The same bytes gzipped, for the browsers that accept it. */
  gzip: Uint8Array<ArrayBuffer>
  /** The headers each form is served with as a hit, made once when the page is kept. */
  headers: { plain: ServedHeaders; gzip: ServedHeaders }
}

/**
 * A response's headers, in order, each name followed by its value: the list Node's `writeHead` takes as it is, so a hit
 * answered at the server's entry sends them without building anything (page-cache-node-hit.ts).
 */
export type ServedHeaders = string[]

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
  for (const text of [...page.headers.plain, ...page.headers.gzip]) chars += text.length
  return chars * 2 + page.body.byteLength + page.gzip.byteLength
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
