import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { cachedPageResponse, toCachedPage } from './cached-page'

const rendered = new Headers({
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': "default-src 'self'",
  'cache-control': 'public, max-age=0, s-maxage=300',
  'content-length': '999',
  date: 'Fri, 27 Nov 2026 11:00:00 GMT',
})
const page = toCachedPage(200, rendered, '<!doctype html><p>소식</p>')

describe('a kept page as it is served', () => {
  it('has every header of its rendering, its own length and encoding, and says it is a hit', async () => {
    const plain = cachedPageResponse(page, { gzip: false }, 'hit')
    expect(Object.fromEntries(plain.headers)).toEqual({
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': "default-src 'self'",
      'cache-control': 'public, max-age=0, s-maxage=300',
      'content-length': String(page.body.byteLength),
      vary: 'accept-encoding',
      'x-page-cache': 'hit',
    })
    expect(await plain.text()).toBe('<!doctype html><p>소식</p>')

    const gzipped = cachedPageResponse(page, { gzip: true }, 'hit')
    expect(gzipped.headers.get('content-encoding')).toBe('gzip')
    expect(gzipped.headers.get('content-length')).toBe(String(page.gzip.byteLength))
    expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString()).toBe('<!doctype html><p>소식</p>')
  })

  it('says a miss when it was rendered for this request, and the kept headers still say hit', () => {
    expect(cachedPageResponse(page, { gzip: false }, 'miss').headers.get('x-page-cache')).toBe('miss')
    expect(cachedPageResponse(page, { gzip: false }, 'hit').headers.get('x-page-cache')).toBe('hit')
  })
})
