import { describe, expect, it } from 'vitest'
import { acceptsGzip, varyOnAcceptEncoding } from './accept-encoding'

describe('acceptsGzip', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['br;q=1.0, gzip;q=0.8, *;q=0.1', true],
    ['GZIP', true],
    ['x-gzip', true],
    ['*', true],
    ['br', false],
    ['identity', false],
    ['gzip;q=0', false],
    ['gzip;q=0.000, *', false],
    ['*;q=0', false],
    ['gzip;q=abc', false],
    ['', false],
  ])('%j → %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected)
  })

  it('is false without the header', () => {
    expect(acceptsGzip(null)).toBe(false)
  })
})

describe('varyOnAcceptEncoding', () => {
  const varyAfter = (initial?: string) => {
    const headers = new Headers(initial ? { vary: initial } : {})
    varyOnAcceptEncoding(headers)
    return headers.get('vary')
  }

  it('adds accept-encoding once', () => {
    expect(varyAfter()).toBe('accept-encoding')
    expect(varyAfter('cookie')).toBe('cookie, accept-encoding')
    expect(varyAfter('Accept-Encoding')).toBe('Accept-Encoding')
    expect(varyAfter('*')).toBe('*')
  })
})
