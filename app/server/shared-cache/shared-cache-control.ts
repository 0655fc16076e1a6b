export interface SharedCacheLifetimes {
  /** `s-maxage`: seconds a shared cache serves the page without asking. */
  maxAgeSeconds: number
  staleWhileRevalidateSeconds: number
  staleIfErrorSeconds: number
}

/**
 * The Cache-Control of an anonymous page (docs/decisions/0054): shared caches keep it and are purged when content
 * changes; browsers ask again each time (`max-age=0`), since no purge reaches them.
 */
export function sharedCacheControl(lifetimes: SharedCacheLifetimes): string {
  return [
    'public',
    'max-age=0',
    `s-maxage=${lifetimes.maxAgeSeconds}`,
    `stale-while-revalidate=${lifetimes.staleWhileRevalidateSeconds}`,
    `stale-if-error=${lifetimes.staleIfErrorSeconds}`,
  ].join(', ')
}
