import { describe, expect, it } from 'vitest'
import { createBoundedTtlCache } from './bounded-ttl-cache'

const sizeOf = (key: string, value: string) => key.length + value.length

describe('the bounded cache with a time to live', () => {
  it('serves an entry until its time is up, then no more', () => {
    let now = 1_000
    const cache = createBoundedTtlCache({ ttlMs: 60_000, maxBytes: 1_000_000, sizeOf, now: () => now })
    cache.set('/news', '<p>news</p>')
    now += 59_999
    expect(cache.get('/news')).toBe('<p>news</p>')
    now += 1
    expect(cache.get('/news')).toBeUndefined()
    expect(cache.size).toEqual({ entries: 0, bytes: 0 })
  })

  it('drops the least recently used entry first when full, and never keeps one larger than the whole cache', () => {
    const cache = createBoundedTtlCache({ ttlMs: 60_000, maxBytes: 100, sizeOf })
    cache.set('/a', 'a'.repeat(40))
    cache.set('/b', 'b'.repeat(40))
    expect(cache.get('/a')).toBeDefined() // /a is now the most recently used
    cache.set('/c', 'c'.repeat(40))
    expect(cache.get('/b')).toBeUndefined()
    expect(cache.get('/a')).toBeDefined()
    expect(cache.get('/c')).toBeDefined()
    expect(cache.size.bytes).toBeLessThanOrEqual(100)
    cache.set('/huge', 'x'.repeat(400))
    expect(cache.get('/huge')).toBeUndefined()
    expect(cache.get('/a')).toBeDefined()
  })

  it('replaces an entry stored again under the same key, counting its size once', () => {
    const cache = createBoundedTtlCache({ ttlMs: 60_000, maxBytes: 1_000, sizeOf })
    cache.set('/a', 'old')
    cache.set('/a', 'newer')
    expect(cache.get('/a')).toBe('newer')
    expect(cache.size).toEqual({ entries: 1, bytes: '/a'.length + 'newer'.length })
  })

  it('empties at once on a purge', () => {
    const cache = createBoundedTtlCache({ ttlMs: 60_000, maxBytes: 1_000_000, sizeOf })
    cache.set('/a', 'a')
    cache.set('/b', 'b')
    cache.clear()
    expect(cache.get('/a')).toBeUndefined()
    expect(cache.size).toEqual({ entries: 0, bytes: 0 })
  })
})
