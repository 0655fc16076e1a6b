import { env } from '~/config/env.server'
import { createPageCacheStore } from './page-cache-store'

/** This process's page cache (undefined when PAGE_CACHE_TTL_SECONDS is 0). */
export const pageCache =
  env.PAGE_CACHE_TTL_SECONDS > 0
    ? createPageCacheStore({ ttlMs: env.PAGE_CACHE_TTL_SECONDS * 1000, maxBytes: env.PAGE_CACHE_MAX_MB * 1024 * 1024 })
    : undefined
