import { describe, expect, it } from 'vitest'
import { createNonce } from './nonce.server'

describe('createNonce', () => {
  it('is fresh across many refills of its pool and carries 128 bits', () => {
    const nonces = new Set(Array.from({ length: 2000 }, createNonce))
    expect(nonces.size).toBe(2000)
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16)
  })
})
