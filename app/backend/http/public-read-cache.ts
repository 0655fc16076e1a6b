import { createBoundedTtlCache } from '~/server/caching/bounded-ttl-cache'

export interface PublicReadCacheLimits {
  /** How long an answer is served from memory; content edited in the database shows after at most this long. */
  ttlMs: number
  /** The most the cached answers may weigh; the least recently used go first. */
  maxBytes: number
  now?: () => number
}

/** A public read's answer as it is kept: the JSON body's bytes. */
export type CachedRead = Uint8Array<ArrayBuffer>

/**
 * The built-in backend's cache of its public reads (the content endpoints whose answers say `Cache-Control: public`;
 * docs/decisions/0020-public-read-cache.md): what a CDN in front of the API would keep, kept in the process, so that
 * the embedded database, which runs one query at a time, answers each question once per `ttlMs` and not once per
 * visitor. Callers asking for the same key while it is being read share that one read.
 */
export function createPublicReadCache(limits: PublicReadCacheLimits) {
  const answers = createBoundedTtlCache<CachedRead>({
    ...limits,
    sizeOf: (key, body) => key.length * 2 + body.byteLength,
  })
  const inFlight = new Map<string, Promise<CachedRead>>()
  // A read that began before a purge may hold what the purge was for: it is answered but not kept.
  let generation = 0
  const now = limits.now ?? Date.now
  /** What answers are made from, kept as objects (the search's texts of each language): few, and emptied alike. */
  const sources = new Map<string, { value: Promise<unknown>; keptAt: number; generation: number }>()

  return {
    /**
     * The answer kept under `key`, or the one `read` produces (kept unless it throws: failures are never kept).
     * `hit` says whether it came from memory or from a read already in progress.
     */
    async answer(key: string, read: () => Promise<CachedRead>): Promise<{ body: CachedRead; hit: boolean }> {
      const kept = answers.get(key)
      if (kept) return { body: kept, hit: true }
      const pending = inFlight.get(key)
      if (pending) return { body: await pending, hit: true }
      const startedIn = generation
      const reading = read()
      inFlight.set(key, reading)
      try {
        const body = await reading
        if (startedIn === generation) answers.set(key, body)
        return { body, hit: false }
      } finally {
        if (inFlight.get(key) === reading) inFlight.delete(key)
      }
    },
    /**
     * What `read` makes, kept under `key` for `ttlMs` and until the next purge, shared by the reads that need it
     * meanwhile (a failure is not kept). For a few values that many answers are made from, never per request.
     */
    async source<T>(key: string, read: () => Promise<T>): Promise<T> {
      const kept = sources.get(key)
      if (kept && kept.generation === generation && now() - kept.keptAt < limits.ttlMs) return kept.value as Promise<T>
      const value = read()
      const entry = { value, keptAt: now(), generation }
      sources.set(key, entry)
      value.catch(() => {
        if (sources.get(key) === entry) sources.delete(key)
      })
      return value
    },
    clear(): void {
      generation++
      inFlight.clear()
      answers.clear()
      sources.clear()
    },
    get size() {
      return answers.size
    },
  }
}

export type PublicReadCache = ReturnType<typeof createPublicReadCache>
