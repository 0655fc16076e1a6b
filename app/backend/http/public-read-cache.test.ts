import { describe, expect, it } from 'vitest'
import { createPublicReadCache } from './public-read-cache'

const bytes = (text: string) => new TextEncoder().encode(text)
const text = (body: Uint8Array) => new TextDecoder().decode(body)

/** A read the test finishes by hand, counting how often it was started. */
function manualRead(answer: string) {
  let finish: () => void = () => {}
  let fail: (error: Error) => void = () => {}
  const read = {
    calls: 0,
    start: () => {
      read.calls++
      return new Promise<Uint8Array<ArrayBuffer>>((resolve, reject) => {
        finish = () => resolve(bytes(answer))
        fail = reject
      })
    },
    finish: () => finish(),
    fail: (error: Error) => fail(error),
  }
  return read
}

describe('the cache of public reads', () => {
  it('reads once for callers who ask for the same answer at the same time, then answers from memory', async () => {
    const cache = createPublicReadCache({ ttlMs: 60_000, maxBytes: 1_000_000 })
    const read = manualRead('{"data":1}')
    const callers = Array.from({ length: 20 }, () => cache.answer('news', read.start))
    read.finish()
    const answers = await Promise.all(callers)
    expect(read.calls).toBe(1)
    expect(answers.filter((answer) => !answer.hit)).toHaveLength(1)
    expect(new Set(answers.map((answer) => text(answer.body)))).toEqual(new Set(['{"data":1}']))
    expect(await cache.answer('news', read.start)).toMatchObject({ hit: true })
    expect(read.calls).toBe(1)
  })

  it('reads again once the time is up', async () => {
    let now = 0
    const cache = createPublicReadCache({ ttlMs: 60_000, maxBytes: 1_000_000, now: () => now })
    await cache.answer('news', async () => bytes('old'))
    now = 59_999
    expect(text((await cache.answer('news', async () => bytes('new'))).body)).toBe('old')
    now = 60_000
    expect(text((await cache.answer('news', async () => bytes('new'))).body)).toBe('new')
  })

  it('keeps no failure: every caller waiting on a failed read gets its error, and the next caller reads again', async () => {
    const cache = createPublicReadCache({ ttlMs: 60_000, maxBytes: 1_000_000 })
    const read = manualRead('unused')
    const callers = [cache.answer('news', read.start), cache.answer('news', read.start)]
    read.fail(new Error('database unavailable'))
    for (const caller of callers) await expect(caller).rejects.toThrow('database unavailable')
    expect(await cache.answer('news', async () => bytes('back'))).toMatchObject({ hit: false })
  })

  it('answers but does not keep a read that began before a purge', async () => {
    const cache = createPublicReadCache({ ttlMs: 60_000, maxBytes: 1_000_000 })
    const before = manualRead('before the edit')
    const pending = cache.answer('news', before.start)
    cache.clear()
    const after = cache.answer('news', async () => bytes('after the edit'))
    before.finish()
    expect(text((await pending).body)).toBe('before the edit')
    expect(text((await after).body)).toBe('after the edit')
    expect(text((await cache.answer('news', async () => bytes('unused'))).body)).toBe('after the edit')
  })

  it('holds at most its size, least recently used out first', async () => {
    const cache = createPublicReadCache({ ttlMs: 60_000, maxBytes: 300 })
    for (const key of ['a', 'b', 'c', 'd']) await cache.answer(key, async () => bytes(key.repeat(100)))
    expect(cache.size.bytes).toBeLessThanOrEqual(300)
    expect(await cache.answer('a', async () => bytes('a again'))).toMatchObject({ hit: false })
    expect(await cache.answer('d', async () => bytes('unused'))).toMatchObject({ hit: true })
  })
})

describe('what answers are made from (the search texts)', () => {
  it('is read once while kept, again after its lifetime or a purge, and never kept when the read failed', async () => {
    let clock = 0
    const cache = createPublicReadCache({ ttlMs: 1_000, maxBytes: 1_000, now: () => clock })
    let reads = 0
    const read = async () => ({ read: ++reads })
    expect(await cache.source('search:ko-KR', read)).toEqual({ read: 1 })
    expect(await cache.source('search:ko-KR', read)).toEqual({ read: 1 })
    clock = 1_000
    expect(await cache.source('search:ko-KR', read)).toEqual({ read: 2 })
    cache.clear()
    expect(await cache.source('search:ko-KR', read)).toEqual({ read: 3 })
    await expect(cache.source('search:en-US', () => Promise.reject(new Error('database down')))).rejects.toThrow()
    expect(await cache.source('search:en-US', read)).toEqual({ read: 4 })
  })
})
