import * as v from 'valibot'

const seconds = (fallback: string, max: number) =>
  v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,7}$/, 'must be a number of seconds'), v.transform(Number), v.maxValue(max)),
    fallback,
  )

/**
 * A shared HTTP cache in front of the site (a CDN, Varnish; docs/decisions/0054-shared-cache-in-front.md): how long it
 * may keep an anonymous page, and where the backend sends the purge when content changes.
 */
export const sharedCacheEnvEntries = {
  /** `s-maxage` of anonymous pages: seconds a shared cache serves one without asking; 0: shared caches keep none. */
  SHARED_CACHE_MAX_AGE_SECONDS: seconds('300', 31_536_000),
  /** `stale-while-revalidate`: seconds past that it may serve the old page while it fetches a new one. */
  SHARED_CACHE_STALE_WHILE_REVALIDATE_SECONDS: seconds('60', 31_536_000),
  /** `stale-if-error`: seconds past that it may serve the old page while the site answers with errors or not at all. */
  SHARED_CACHE_STALE_IF_ERROR_SECONDS: seconds('86400', 31_536_000),
  /**
   * Where a content change is purged: each change sends `PURGE` here with `Surrogate-Key` naming what changed
   * (deploy/varnish/site.vcl answers it). Unset: nothing is purged, the caches follow `s-maxage`.
   */
  PURGE_URL: v.optional(v.pipe(v.string(), v.trim(), v.url(), v.regex(/^https?:\/\//, 'must start with http:// or https://'))),
  /** Sent as `X-Purge-Token` with each purge, for a cache that checks it; the committed VCL checks the caller's address. */
  PURGE_TOKEN: v.optional(v.pipe(v.string(), v.minLength(16, 'must be at least 16 characters'), v.maxLength(200))),
}
