import { describe, expect, it } from 'vitest'
import { defaultOutboxPolicy, retryDelayMs } from './outbox.server'

describe('retryDelayMs', () => {
  it('waits 1, 2, 4 … minutes after each failure, at most an hour', () => {
    const minutes = [1, 2, 3, 4, 5, 6, 7, 8, 48].map((attempts) => retryDelayMs(attempts) / 60_000)
    expect(minutes).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60])
  })

  it('keeps trying for about two days before giving up', () => {
    let total = 0
    for (let attempts = 1; attempts < defaultOutboxPolicy.maxAttempts; attempts += 1) total += retryDelayMs(attempts)
    expect(total / 3_600_000).toBeGreaterThan(40)
    expect(total / 3_600_000).toBeLessThan(50)
  })
})
