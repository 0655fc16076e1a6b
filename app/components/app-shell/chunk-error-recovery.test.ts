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
    expect(shouldReloadAfterChunkError(storage, 1_000_000)).toBe(true)
    expect(shouldReloadAfterChunkError(storage, 1_002_000)).toBe(false)
    expect(shouldReloadAfterChunkError(storage, 1_009_000)).toBe(false)
  })
  it('allows a reload again for a new deploy much later', () => {
    const storage = memoryStorage()
    expect(shouldReloadAfterChunkError(storage, 1_000_000)).toBe(true)
    expect(shouldReloadAfterChunkError(storage, 2_000_000)).toBe(true)
  })
})
