import * as v from 'valibot'

const wholeNumber = (pattern: RegExp, fallback: string, min: number, max: number) =>
  v.optional(
    v.pipe(v.string(), v.regex(pattern, 'must be a number'), v.transform(Number), v.minValue(min), v.maxValue(max)),
    fallback,
  )

/** The full-page cache for anonymous visitors (docs/decisions/0013-anonymous-page-cache.md). */
export const cacheEnvEntries = {
  /** Seconds a page is served from memory before it is rendered again; 0 turns the cache off. */
  PAGE_CACHE_TTL_SECONDS: wholeNumber(/^\d{1,5}$/, '60', 0, 86_400),
  /** Megabytes the cache may hold; the least recently used pages go first. */
  PAGE_CACHE_MAX_MB: wholeNumber(/^\d{1,4}$/, '64', 1, 4096),
}
