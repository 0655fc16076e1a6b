import { describe, expect, it } from 'vitest'
import { createPageCacheStore } from './page-cache-store'

const page = (body: string) => ({
  status: 200,
  headers: [['content-type', 'text/html']] as Array<[string, string]>,
  bodyParts: [new TextEncoder().encode(body)],
  gzipParts: undefined,
  nonceLength: 24,
})

describe('the page cache store', () => {
  it('serves a page until its time is up, then renders it again', () => {
    let now = 1_000
    const store = createPageCacheStore({ ttlMs: 60_000, maxBytes: 1_000_000, now: () => now })
    store.set('/news', page('<p>news</p>'))
    now += 59_999
    expect(store.get('/news')?.bodyParts[0]).toEqual(new TextEncoder().encode('<p>news</p>'))
    now += 1
    expect(store.get('/news')).toBeUndefined()
    expect(store.size.pages).toBe(0)
  })

  it('drops the least recently used page first when full, and never keeps a page larger than the whole cache', () => {
    const store = createPageCacheStore({ ttlMs: 60_000, maxBytes: 200 })
    store.set('/a', page('a'.repeat(40)))
    store.set('/b', page('b'.repeat(40)))
    expect(store.get('/a')).toBeDefined() // /a is now the most recently used
    store.set('/c', page('c'.repeat(40)))
    expect(store.get('/b')).toBeUndefined()
    expect(store.get('/a')).toBeDefined()
    expect(store.get('/c')).toBeDefined()
    expect(store.size.bytes).toBeLessThanOrEqual(200)
    store.set('/huge', page('x'.repeat(400)))
    expect(store.get('/huge')).toBeUndefined()
    expect(store.get('/a')).toBeDefined()
  })

  it('empties at once on a purge', () => {
    const store = createPageCacheStore({ ttlMs: 60_000, maxBytes: 1_000_000 })
    store.set('/a', page('a'))
    store.set('/b', page('b'))
    store.clear()
    expect(store.get('/a')).toBeUndefined()
    expect(store.size).toEqual({ pages: 0, bytes: 0 })
  })
})
