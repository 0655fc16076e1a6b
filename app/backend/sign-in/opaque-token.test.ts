import { describe, expect, it } from 'vitest'
import { newOpaqueToken, sha256Hex } from './opaque-token'

describe('opaque tokens', () => {
  it('are 256 random bits in base64url, never the same twice', () => {
    const tokens = Array.from({ length: 200 }, newOpaqueToken)
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
      expect(Buffer.from(token, 'base64url')).toHaveLength(32)
    }
    expect(new Set(tokens).size).toBe(tokens.length)
  })

  it('look random: every base64url character turns up across tokens, none dominates', () => {
    const counts = new Map<string, number>()
    for (const char of Array.from({ length: 500 }, newOpaqueToken).join('')) counts.set(char, (counts.get(char) ?? 0) + 1)
    expect(counts.size).toBe(64)
    // 21,500 characters over 64 symbols: about 336 each; a bias would show far beyond these bounds.
    expect(Math.max(...counts.values())).toBeLessThan(500)
  })

  it('are stored as their SHA-256 in hex, which does not contain the token', () => {
    const token = newOpaqueToken()
    expect(sha256Hex(token)).toMatch(/^[0-9a-f]{64}$/)
    expect(sha256Hex(token)).toBe(sha256Hex(token))
    expect(sha256Hex(token)).not.toContain(token)
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad')
  })
})
