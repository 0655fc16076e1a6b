import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { fromCachedPage, nonceOfPolicy, toCachedPage } from './page-nonce'

describe('a cached page and its nonce', () => {
  const policy = (nonce: string) => `default-src 'self'; script-src 'self' 'nonce-${nonce}'`

  it('reads the nonce a policy allows', () => {
    expect(nonceOfPolicy(policy('abc+/='))).toBe('abc+/=')
    expect(nonceOfPolicy("default-src 'self'")).toBeUndefined()
    expect(nonceOfPolicy(null)).toBeUndefined()
  })

  it('serves every copy with a nonce of its own, in the policy and in every script tag', () => {
    const rendered = new Headers({ 'content-security-policy': policy('N1'), 'content-length': '99', 'x-frame-options': 'DENY' })
    const body = '<script nonce="N1">a()</script><script nonce="N1" src="/x.js"></script>'
    const cached = toCachedPage(200, rendered, body, 'N1')
    expect(cached.bodyParts.map((part) => new TextDecoder().decode(part)).join('')).not.toContain('N1')
    expect(JSON.stringify(cached.headers)).not.toContain('N1')

    const served = fromCachedPage(cached, 'N2', { gzip: false })
    expect(new TextDecoder().decode(served.body)).toBe('<script nonce="N2">a()</script><script nonce="N2" src="/x.js"></script>')
    expect(served.headers.get('content-security-policy')).toBe(policy('N2'))
    expect(served.headers.get('x-frame-options')).toBe('DENY')
    expect(served.headers.get('content-length')).toBe(String(served.body.byteLength))
    expect(served.headers.has('content-encoding')).toBe(false)
    expect(served.headers.get('vary')).toBe('accept-encoding')
  })

  it('serves it gzipped when asked, with the fresh nonce inside', () => {
    const rendered = new Headers({ 'content-security-policy': policy('nonce-one') })
    const body = `<html><head><script nonce="nonce-one">a()</script></head><body>${'<p>셀락티스 포스트바이오틱스</p>'.repeat(50)}</body></html>`
    const cached = toCachedPage(200, rendered, body, 'nonce-one')

    const served = fromCachedPage(cached, 'nonce-two', { gzip: true })
    expect(served.headers.get('content-encoding')).toBe('gzip')
    expect(served.headers.get('vary')).toBe('accept-encoding')
    expect(served.headers.get('content-length')).toBe(String(served.body.byteLength))
    expect(gunzipSync(served.body).toString()).toBe(body.replaceAll('nonce-one', 'nonce-two'))
    expect(served.body.byteLength).toBeLessThan(Buffer.byteLength(body) / 4)
  })

  it('serves it uncompressed when the fresh nonce is of another length than the one it was compressed for', () => {
    const cached = toCachedPage(200, new Headers({ 'content-security-policy': policy('N1') }), '<p nonce="N1"></p>', 'N1')
    const served = fromCachedPage(cached, 'longer-nonce', { gzip: true })
    expect(served.headers.has('content-encoding')).toBe(false)
    expect(new TextDecoder().decode(served.body)).toBe('<p nonce="longer-nonce"></p>')
  })
})
