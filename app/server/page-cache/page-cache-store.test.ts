import { describe, expect, it } from 'vitest'
import { createPageCacheStore } from './page-cache-store'

const page = (body: string, gzip = '') => ({
  status: 200,
  headers: { plain: ['content-type', 'text/html'], gzip: ['content-encoding', 'gzip'] },
  body: new TextEncoder().encode(body),
  gzip: new TextEncoder().encode(gzip),
})

describe('the page cache store', () => {
  it('weighs a page by its body and headers in both forms, and its key and headers as UTF-16', () => {
    const store = createPageCacheStore({ ttlMs: 60_000, maxBytes: 1_000_000 })
    store.set('/news', page('x'.repeat(100), 'z'.repeat(30)))
    const headerChars = 'content-type'.length + 'text/html'.length + 'content-encoding'.length + 'gzip'.length
    expect(store.size).toEqual({ entries: 1, bytes: 100 + 30 + ('/news'.length + headerChars) * 2 })
  })

  it('keeps pages up to its size in bytes, least recently used out first', () => {
    const store = createPageCacheStore({ ttlMs: 60_000, maxBytes: 300 })
    store.set('/a', page('a'.repeat(40)))
    store.set('/b', page('b'.repeat(40)))
    store.get('/a')
    store.set('/c', page('c'.repeat(40)))
    expect(store.get('/b')).toBeUndefined()
    expect(store.get('/a')?.body).toEqual(new TextEncoder().encode('a'.repeat(40)))
  })

  it('does not keep a page whose rendering began before a purge: it may show what the purge was for', () => {
    const store = createPageCacheStore({ ttlMs: 60_000, maxBytes: 1_000_000 })
    const renderedFrom = store.generation
    store.clear()
    store.set('/news', page('old news'), renderedFrom)
    expect(store.get('/news')).toBeUndefined()
    store.set('/news', page('news'), store.generation)
    expect(store.get('/news')).toBeDefined()
  })
})
