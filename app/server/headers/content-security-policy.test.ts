import { describe, expect, it } from 'vitest'
import { buildContentSecurityPolicy, kakaoMapSources, recaptchaSources, securityHeaders } from './content-security-policy'

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `))

describe('content security policy', () => {
  it('allows scripts only from this site and with the request nonce, never inline', () => {
    const scripts = directive(buildContentSecurityPolicy({ nonce: 'abc', https: false }), 'script-src')
    expect(scripts).toBe("script-src 'self' 'nonce-abc'")
    expect(scripts).not.toContain('unsafe-inline')
    expect(scripts).not.toContain('unsafe-eval')
  })
  it("allows a shared page's scripts by their hashes and what they load, with no nonce", () => {
    const scripts = directive(buildContentSecurityPolicy({ scriptHashes: ['aGFzaA=='], https: false }), 'script-src')
    expect(scripts).toBe("script-src 'self' 'sha256-aGFzaA==' 'strict-dynamic'")
    expect(scripts).not.toContain('nonce')
    expect(scripts).not.toContain('unsafe-inline')
  })
  it('forbids framing, plugins and foreign base URLs', () => {
    const policy = buildContentSecurityPolicy({ nonce: 'n', https: false })
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).toContain("object-src 'none'")
    expect(policy).toContain("base-uri 'none'")
  })
  it('upgrades insecure requests only over HTTPS', () => {
    expect(buildContentSecurityPolicy({ nonce: 'n', https: true })).toContain('upgrade-insecure-requests')
    expect(buildContentSecurityPolicy({ nonce: 'n', https: false })).not.toContain('upgrade-insecure-requests')
  })
})

describe('content security policy and the Kakao map', () => {
  const kakaoHosts = [...kakaoMapSources.script, ...kakaoMapSources.img]
  it('names no Kakao host without a map key, so the default policy stays as strict as before', () => {
    const policy = buildContentSecurityPolicy({ nonce: 'n', https: true })
    for (const host of kakaoHosts) expect(policy).not.toContain(host)
    expect(policy).not.toMatch(/kakao|daum/)
    expect(buildContentSecurityPolicy({ nonce: 'n', https: true, kakaoMaps: false })).toBe(policy)
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'nonce-n'")
  })
  it('allows the SDK scripts and the map images with a key, and nothing more', () => {
    const policy = buildContentSecurityPolicy({ nonce: 'n', https: true, kakaoMaps: true })
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'nonce-n' dapi.kakao.com t1.daumcdn.net")
    expect(directive(policy, 'img-src')).toBe(
      "img-src 'self' data: blob: https://i.ytimg.com mts.daumcdn.net t1.daumcdn.net s1.daumcdn.net",
    )
    for (const name of ['connect-src', 'frame-src', 'style-src', 'font-src', 'default-src']) {
      expect(directive(policy, name)).toBe(directive(buildContentSecurityPolicy({ nonce: 'n', https: true }), name))
    }
    expect(directive(policy, 'script-src')).not.toMatch(/unsafe|\*/)
  })
  it('passes the choice through securityHeaders', () => {
    expect(securityHeaders({ nonce: 'n', https: false, kakaoMaps: true })['content-security-policy']).toContain('dapi.kakao.com')
    expect(securityHeaders({ nonce: 'n', https: false })['content-security-policy']).not.toContain('dapi.kakao.com')
  })
})

describe('content security policy and reCAPTCHA', () => {
  const strict = buildContentSecurityPolicy({ nonce: 'n', https: true })
  it('names no Google host without the reCAPTCHA keys', () => {
    expect(strict).not.toMatch(/google|gstatic|recaptcha/)
    expect(buildContentSecurityPolicy({ nonce: 'n', https: true, recaptcha: false })).toBe(strict)
  })
  it("allows exactly Google's reCAPTCHA scripts and frames with the keys, and nothing more", () => {
    const policy = buildContentSecurityPolicy({ nonce: 'n', https: true, recaptcha: true })
    expect(directive(policy, 'script-src')).toBe(
      "script-src 'self' 'nonce-n' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/",
    )
    expect(directive(policy, 'frame-src')).toBe(
      "frame-src 'self' https://www.youtube-nocookie.com https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/",
    )
    for (const name of ['connect-src', 'img-src', 'style-src', 'font-src', 'default-src', 'object-src']) {
      expect(directive(policy, name)).toBe(directive(strict, name))
    }
    expect(policy).not.toMatch(/unsafe-eval|\*/)
  })
  it('combines with the Kakao map, and passes through securityHeaders', () => {
    const both = buildContentSecurityPolicy({ nonce: 'n', https: false, kakaoMaps: true, recaptcha: true })
    for (const host of [...kakaoMapSources.script, ...recaptchaSources.script]) {
      expect(directive(both, 'script-src')).toContain(host)
    }
    const header = securityHeaders({ nonce: 'n', https: false, recaptcha: true })['content-security-policy']
    expect(header).toContain('https://www.gstatic.com/recaptcha/')
  })
})

describe('securityHeaders', () => {
  it('sets HSTS only over HTTPS', () => {
    expect(securityHeaders({ nonce: 'n', https: true })).toHaveProperty('strict-transport-security')
    expect(securityHeaders({ nonce: 'n', https: false })).not.toHaveProperty('strict-transport-security')
  })
  it('always sets the baseline headers', () => {
    expect(securityHeaders({ nonce: 'n', https: false })).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cross-origin-opener-policy': 'same-origin-allow-popups',
      'x-frame-options': 'DENY',
    })
  })
})

describe('content security policy and the postcode search', () => {
  it('allows only the postcode script paths and its frame, and only when the search is on', () => {
    const on = buildContentSecurityPolicy({ nonce: 'n', https: true, postcode: true })
    expect(on).toContain(
      "script-src 'self' 'nonce-n' https://t1.daumcdn.net/mapjsapi/bundle/postcode/ https://t1.daumcdn.net/postcode/;",
    )
    expect(on).toContain("frame-src 'self' https://www.youtube-nocookie.com https://postcode.map.daum.net;")
    expect(buildContentSecurityPolicy({ nonce: 'n', https: true })).not.toContain('postcode')
  })
})
