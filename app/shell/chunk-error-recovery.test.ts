import { describe, expect, it } from 'vitest'
import { shouldReloadAfterChunkError } from './chunk-error-recovery'

function memoryStorage() {
  const values = new Map<string, string>()
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  }
}

describe('shouldReloadAfterChunkError', () => {
  it('reloads once, then not again while the failure repeats, so there is no reload loop', () => {
    const storage = memoryStorage()
    expect(shouldReloadAfterChunkError(storage, 1_000_000, true)).toBe(true)
    expect(shouldReloadAfterChunkError(storage, 1_002_000, true)).toBe(false)
    expect(shouldReloadAfterChunkError(storage, 1_009_000, true)).toBe(false)
  })
  it('allows a reload again for a new deploy much later', () => {
    const storage = memoryStorage()
    expect(shouldReloadAfterChunkError(storage, 1_000_000, true)).toBe(true)
    expect(shouldReloadAfterChunkError(storage, 2_000_000, true)).toBe(true)
  })
  it('never reloads while offline, where the missing chunk is the network, not a deploy', () => {
    const storage = memoryStorage()
    expect(shouldReloadAfterChunkError(storage, 1_000_000, false)).toBe(false)
    // And the offline failure did not use up the one reload a real deploy gets.
    expect(shouldReloadAfterChunkError(storage, 1_001_000, true)).toBe(true)
  })
})
