import { afterEach, describe, expect, it, vi } from 'vitest'
import { isHttpsRequest } from './request-https.server'

const request = (url: string, forwardedProto?: string) =>
  new Request(url, { headers: forwardedProto ? { 'x-forwarded-proto': forwardedProto } : {} })

describe('whether a request came over HTTPS', () => {
  it('is so for an https URL, whatever the proxy setting', () => {
    expect(isHttpsRequest(request('https://www.example.com/login'), false)).toBe(true)
    expect(isHttpsRequest(request('https://www.example.com/login', 'http'), true)).toBe(true)
  })

  it('is not so for plain http', () => {
    expect(isHttpsRequest(request('http://www.example.com/login'), false)).toBe(false)
    expect(isHttpsRequest(request('http://www.example.com/login'), true)).toBe(false)
  })

  it("believes a trusted proxy's X-Forwarded-Proto: https (the first hop's, when there are several)", () => {
    expect(isHttpsRequest(request('http://127.0.0.1:3000/login', 'https'), true)).toBe(true)
    expect(isHttpsRequest(request('http://127.0.0.1:3000/login', ' https , http'), true)).toBe(true)
    expect(isHttpsRequest(request('http://127.0.0.1:3000/login', 'http, https'), true)).toBe(false)
  })

  it('ignores X-Forwarded-Proto when the proxy is not trusted, since anyone can send it', () => {
    expect(isHttpsRequest(request('http://127.0.0.1:3000/login', 'https'), false)).toBe(false)
  })

  describe('by default, as TRUST_PROXY says', () => {
    afterEach(() => {
      vi.unstubAllEnvs()
      vi.resetModules()
    })

    /** The module as the server loads it, with TRUST_PROXY set so (the environment is read once, at start). */
    async function withTrustProxy(value: string) {
      vi.stubEnv('TRUST_PROXY', value)
      vi.resetModules()
      return (await import('./request-https.server')).isHttpsRequest
    }

    it('trusts no proxy when it is false', async () => {
      const isHttps = await withTrustProxy('false')
      expect(isHttps(request('http://127.0.0.1:3000/login', 'https'))).toBe(false)
    })

    it('trusts the proxy when it is true', async () => {
      const isHttps = await withTrustProxy('true')
      expect(isHttps(request('http://127.0.0.1:3000/login', 'https'))).toBe(true)
    })
  })
})
