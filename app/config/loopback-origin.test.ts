import { describe, expect, it } from 'vitest'
import { isLoopbackOrigin } from './loopback-origin'

describe('isLoopbackOrigin', () => {
  it('knows a site on loopback by its origin', () => {
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3100', 'http://127.8.9.10', 'http://[::1]:3000']) {
      expect(isLoopbackOrigin(origin)).toBe(true)
    }
    for (const origin of [
      'https://www.example.com',
      'http://10.0.0.5:3000',
      'http://localhost.example.com',
      'http://128.0.0.1',
    ]) {
      expect(isLoopbackOrigin(origin)).toBe(false)
    }
  })
})
