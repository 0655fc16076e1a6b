import { describe, expect, it } from 'vitest'
import { isSiteCallback } from './redirect-uri'

describe('isSiteCallback', () => {
  it("accepts the site's callback of the provider, on any origin, over http or https", () => {
    expect(isSiteCallback('https://www.example.com/auth/callback/google', 'google')).toBe(true)
    expect(isSiteCallback('http://localhost:3000/auth/callback/kakao?lang=ko-KR', 'kakao')).toBe(true)
  })

  it('refuses another provider, another path, another scheme, credentials and fragments', () => {
    expect(isSiteCallback('https://www.example.com/auth/callback/naver', 'google')).toBe(false)
    expect(isSiteCallback('https://www.example.com/auth/callback/google/extra', 'google')).toBe(false)
    expect(isSiteCallback('https://www.example.com/evil?next=/auth/callback/google', 'google')).toBe(false)
    expect(isSiteCallback('javascript:alert(1)//auth/callback/google', 'google')).toBe(false)
    expect(isSiteCallback('ftp://example.com/auth/callback/google', 'google')).toBe(false)
    expect(isSiteCallback('https://user:pw@example.com/auth/callback/google', 'google')).toBe(false)
    expect(isSiteCallback('https://example.com/auth/callback/google#x', 'google')).toBe(false)
    expect(isSiteCallback('not a url', 'google')).toBe(false)
  })
})
