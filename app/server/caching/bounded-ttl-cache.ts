export interface BoundedTtlCacheOptions<V> {
  /** How long an entry is served; what changed at the source shows after at most this long. */
  ttlMs: number
  /** The most the entries may weigh together: the least recently used go first once it is full. */
  maxBytes: number
  /** What one entry weighs, its key included. */
  sizeOf: (key: string, value: V) => number
  now?: () => number
}

interface Entry<V> {
  value: V
  storedAt: number
  bytes: number
}

/**
 * An in-memory cache of answers: least recently used first out, bounded in bytes, each entry for at most `ttlMs`.
 * `clear` empties it at once (a purge after a content change). The page cache and the API's read cache use it.
 */
export function createBoundedTtlCache<V>({ ttlMs, maxBytes, sizeOf, now = Date.now }: BoundedTtlCacheOptions<V>) {
  // A Map keeps insertion order: re-inserting on every hit makes its first key the least recently used one.
  const entries = new Map<string, Entry<V>>()
  let bytes = 0

  const remove = (key: string) => {
    const entry = entries.get(key)
    if (!entry) return
    entries.delete(key)
    bytes -= entry.bytes
  }

  return {
    get(key: string): V | undefined {
      const entry = entries.get(key)
      if (!entry) return undefined
      if (now() - entry.storedAt >= ttlMs) {
        remove(key)
        return undefined
      }
      entries.delete(key)
      entries.set(key, entry)
      return entry.value
    },
    set(key: string, value: V): void {
      remove(key)
      const size = sizeOf(key, value)
      if (size > maxBytes) return
      while (bytes + size > maxBytes) {
        const oldest = entries.keys().next().value
        if (oldest === undefined) break
        remove(oldest)
      }
      entries.set(key, { value, storedAt: now(), bytes: size })
      bytes += size
    },
    clear(): void {
      entries.clear()
      bytes = 0
    },
    get size() {
      return { entries: entries.size, bytes }
    },
  }
}
