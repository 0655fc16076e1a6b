import { describe, expect, it } from 'vitest'
import { mayPrefetch, PREFETCH_IDLE_TIMEOUT_MS } from './prefetch-policy'

describe('mayPrefetch', () => {
  it('prefetches on a normal connection', () => {
    expect(mayPrefetch({ onLine: true })).toBe(true)
    expect(mayPrefetch({ onLine: true, connection: { effectiveType: '4g', saveData: false } })).toBe(true)
  })
  it('skips offline, on 2g and slow-2g, and with data saving on', () => {
    expect(mayPrefetch({ onLine: false })).toBe(false)
    expect(mayPrefetch({ onLine: true, connection: { effectiveType: '2g' } })).toBe(false)
    expect(mayPrefetch({ onLine: true, connection: { effectiveType: 'slow-2g' } })).toBe(false)
    expect(mayPrefetch({ onLine: true, connection: { effectiveType: '4g', saveData: true } })).toBe(false)
  })
  it('waits for idle at most 2,000 ms', () => {
    expect(PREFETCH_IDLE_TIMEOUT_MS).toBe(2000)
  })
})
