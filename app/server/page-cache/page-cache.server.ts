import { env } from '~/config/env.server'
import { createPageCacheStore, type PageCacheStore } from './page-cache-store'

/**
 * Kept on globalThis: the server bundle holds this module twice (the request middleware in the app's bundle, the plugin
 * that empties it on a content change in Nitro's), and both must hold the one cache.
 */
const slot = globalThis as typeof globalThis & { __pageCache?: PageCacheStore }

if (env.PAGE_CACHE_TTL_SECONDS > 0 && !slot.__pageCache) {
  slot.__pageCache = createPageCacheStore({
    ttlMs: env.PAGE_CACHE_TTL_SECONDS * 1000,
    maxBytes: env.PAGE_CACHE_MAX_MB * 1024 * 1024,
  })
}

/** This process's page cache (undefined when PAGE_CACHE_TTL_SECONDS is 0). */
export const pageCache: PageCacheStore | undefined = slot.__pageCache
