import { describe, expect, it, vi } from 'vitest'
import { createSharedCachePurge } from './shared-cache-purge.server'

function recordingFetch(statuses: Array<number | 'fail'>) {
  const calls: Array<{ url: string; method?: string; headers: Record<string, string> }> = []
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), method: init?.method, headers: init?.headers as Record<string, string> })
    const status = statuses[calls.length - 1] ?? 200
    if (status === 'fail') throw new Error('connection refused')
    return new Response(null, { status })
  })
  return { calls, fetch: fetch as unknown as typeof globalThis.fetch }
}

describe('the purge of the shared cache', () => {
  it('sends PURGE with the keys of what changed, and the token when one is set', async () => {
    const { calls, fetch } = recordingFetch([200])
    createSharedCachePurge({ url: 'http://cache.test/', token: 'a-token-of-16-chars', fetch })(['news', 'news:34'])
    await vi.waitFor(() => expect(calls).toHaveLength(1))
    expect(calls).toEqual([
      {
        url: 'http://cache.test/',
        method: 'PURGE',
        headers: { 'surrogate-key': 'news news:34', 'x-purge-token': 'a-token-of-16-chars' },
      },
    ])
  })

  it('returns at once, and tries again when the cache is down or failing', async () => {
    const { calls, fetch } = recordingFetch(['fail', 503, 200])
    const purge = createSharedCachePurge({ url: 'http://cache.test/', fetch, retryDelaysMs: [1, 1, 1] })
    expect(purge(['site'])).toBeUndefined()
    expect(calls.length).toBeLessThan(3)
    // Waits for the tries themselves, not for a fixed time a busy machine may not give them.
    await vi.waitFor(() => expect(calls).toHaveLength(3))
  })

  it('gives up after its last try, and does not retry a refusal, saying so in the log', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const failing = recordingFetch(['fail', 'fail', 'fail'])
    createSharedCachePurge({ url: 'http://cache.test/', fetch: failing.fetch, retryDelaysMs: [1, 1] })(['site'])
    const refused = recordingFetch([403])
    createSharedCachePurge({ url: 'http://cache.test/', fetch: refused.fetch, retryDelaysMs: [1, 1] })(['site'])
    const lines = () => errors.mock.calls.map((call) => String(call[0]))
    await vi.waitFor(() => {
      expect(lines().some((line) => line.includes('could not purge the shared cache; gave up'))).toBe(true)
      expect(lines().some((line) => line.includes('the shared cache refused a purge'))).toBe(true)
    })
    expect(failing.calls).toHaveLength(3)
    expect(refused.calls).toHaveLength(1)
  })
})
