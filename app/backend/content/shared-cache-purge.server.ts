import { log } from '~/server/logging/log.server'
import { siteMetrics } from '~/server/metrics/site-metrics.server'
import { SURROGATE_KEY_HEADER } from '../http/surrogate-keys'

/** The waits before each new attempt of a purge that failed (a network error, 429 or 5xx); then it is given up. */
const RETRY_DELAYS_MS = [500, 2_000, 10_000, 30_000] as const
const ATTEMPT_TIMEOUT_MS = 5_000

export interface SharedCachePurgeOptions {
  /** Where the purge goes (PURGE_URL): `PURGE` with the keys in `Surrogate-Key`. */
  url: string
  /** Sent as `X-Purge-Token` (PURGE_TOKEN), for a cache that checks it. */
  token?: string
  fetch?: typeof globalThis.fetch
  retryDelaysMs?: readonly number[]
}

/** Purges what a change showed from a shared cache; returns at once, never throws (failures are logged). */
export type PurgeSharedCache = (keys: readonly string[]) => void

/**
 * Tells the shared cache in front of the site to drop every answer showing `keys` (docs/decisions/0054), in the
 * background: the change is committed already and the editor's request does not wait. A failed attempt is retried a
 * few times (RETRY_DELAYS_MS); after the last, the cache's `s-maxage` still ends what it keeps.
 */
export function createSharedCachePurge({
  url,
  token,
  fetch = globalThis.fetch,
  retryDelaysMs = RETRY_DELAYS_MS,
}: SharedCachePurgeOptions): PurgeSharedCache {
  const attempt = async (keys: string): Promise<'done' | 'retry' | 'refused'> => {
    try {
      const headers: Record<string, string> = { [SURROGATE_KEY_HEADER]: keys }
      if (token) headers['x-purge-token'] = token
      const response = await fetch(url, { method: 'PURGE', headers, signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS) })
      await response.body?.cancel()
      if (response.ok) return 'done'
      return response.status === 429 || response.status >= 500 ? 'retry' : 'refused'
    } catch {
      return 'retry'
    }
  }
  const purge = async (keys: string) => {
    for (let tries = 0; ; tries++) {
      const outcome = await attempt(keys)
      if (outcome === 'done') {
        siteMetrics().purges.inc({ outcome: 'ok' })
        return log.debug('backend', 'purged the shared cache', { keys })
      }
      const delay = retryDelaysMs[tries]
      if (outcome === 'refused' || delay === undefined) siteMetrics().purges.inc({ outcome: 'failed' })
      if (outcome === 'refused') return log.error('backend', 'the shared cache refused a purge', { keys })
      if (delay === undefined) return log.error('backend', 'could not purge the shared cache; gave up', { keys })
      await new Promise((resolve) => setTimeout(resolve, delay).unref?.())
    }
  }
  return (keys) => {
    if (keys.length > 0) void purge(keys.join(' '))
  }
}
