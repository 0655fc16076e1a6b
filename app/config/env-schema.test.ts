import { describe, expect, it } from 'vitest'
import { InvalidEnvironmentError, parseEnv } from './env-schema'

describe('parseEnv', () => {
  it('applies the documented defaults to an empty environment', () => {
    expect(parseEnv({})).toMatchObject({ PORT: 3000, SITE_URL: 'http://localhost:3000', TRUST_PROXY: false, LOG_LEVEL: 'info' })
  })

  it('treats empty variables as unset', () => {
    expect(parseEnv({ PORT: '', ONLINE_SHOP_URL: '' })).toMatchObject({ PORT: 3000, ONLINE_SHOP_URL: undefined })
  })

  it('reads overrides', () => {
    const env = parseEnv({
      PORT: '8080',
      TRUST_PROXY: 'true',
      BRAND_NAME: ' Lacto ',
      ONLINE_SHOP_URL: 'https://shop.example.com',
    })
    expect(env).toMatchObject({ PORT: 8080, TRUST_PROXY: true, BRAND_NAME: 'Lacto', ONLINE_SHOP_URL: 'https://shop.example.com' })
  })

  it('lists every bad variable at once', () => {
    try {
      parseEnv({
        PORT: 'eighty',
        SITE_URL: 'not a url',
        ONLINE_SHOP_URL: 'javascript:alert(1)',
        COMPANY_EMAIL: 'nope',
        LOG_LEVEL: 'loud',
      })
      expect.unreachable('parseEnv accepted a bad environment')
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidEnvironmentError)
      const problems = (error as InvalidEnvironmentError).problems.join('\n')
      for (const key of ['PORT', 'SITE_URL', 'ONLINE_SHOP_URL', 'COMPANY_EMAIL', 'LOG_LEVEL']) expect(problems).toContain(key)
    }
  })

  it('refuses a site URL with a path and an out-of-range port', () => {
    expect(() => parseEnv({ SITE_URL: 'https://example.com/app' })).toThrow(/SITE_URL/)
    expect(() => parseEnv({ PORT: '70000' })).toThrow(/PORT/)
  })

  it('takes a Kakao map key as letters and digits only, and leaves it unset by default', () => {
    expect(parseEnv({}).KAKAO_MAP_APP_KEY).toBeUndefined()
    expect(parseEnv({ KAKAO_MAP_APP_KEY: ' 0123456789abcdef0123456789abcdef ' }).KAKAO_MAP_APP_KEY).toBe(
      '0123456789abcdef0123456789abcdef',
    )
    expect(() => parseEnv({ KAKAO_MAP_APP_KEY: 'abc&autoload=true&x=0123456789' })).toThrow(/KAKAO_MAP_APP_KEY/)
  })
})
