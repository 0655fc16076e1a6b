import { gunzipSync, gzipSync } from 'node:zlib'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { deflateParts, gzipJoined } from './gzip-around-nonce'

const utf8 = new TextEncoder()
const bytesOf = (text: string) => utf8.encode(text)
const gunzipText = (body: Uint8Array) => new TextDecoder().decode(gunzipSync(body))

function deflatedOf(parts: Uint8Array[], separatorLength: number) {
  const deflated = deflateParts(parts, separatorLength)
  if (!deflated) throw new Error('the parts hold a NUL byte')
  return deflated
}

describe('gzip around a nonce', () => {
  it('decompresses to the parts joined by the nonce, for any text and any number of parts', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.string({ unit: 'grapheme', maxLength: 3000 }).map((text) => text.replaceAll('\u0000', '')),
          { minLength: 1, maxLength: 8 },
        ),
        fc.base64String({ minLength: 1, maxLength: 44 }),
        (texts, nonce) => {
          const parts = texts.map(bytesOf)
          const body = gzipJoined(parts, deflatedOf(parts, nonce.length), bytesOf(nonce))
          expect(gunzipText(body)).toBe(texts.join(nonce))
        },
      ),
      { numRuns: 200 },
    )
  })

  it('serves a fresh nonce each time from parts compressed once', () => {
    const page = '<script nonce="N">a()</script>'.repeat(200)
    const parts = page.split('N').map(bytesOf)
    const deflated = deflatedOf(parts, 13)
    expect(gunzipText(gzipJoined(parts, deflated, bytesOf('first+nonce/=')))).toBe(page.replaceAll('N', 'first+nonce/='))
    expect(gunzipText(gzipJoined(parts, deflated, bytesOf('other+nonce+=')))).toBe(page.replaceAll('N', 'other+nonce+='))
  })

  it('compresses a page nearly as well as gzipping it whole', () => {
    // Like a page: a few nonces (its scripts and styles) among tens of kilobytes of markup.
    const item = (i: number) =>
      `<li><a href="/news/${i}">소식 ${i}번째 기사</a>${i % 60 === 0 ? '<script nonce="N">x()</script>' : ''}</li>`
    const page = Array.from({ length: 400 }, (_, i) => item(i)).join('')
    const parts = page.split('N').map(bytesOf)
    const ours = gzipJoined(parts, deflatedOf(parts, 11), bytesOf('nonce-value')).length
    expect(ours).toBeLessThan(gzipSync(page.replaceAll('N', 'nonce-value')).length * 1.1)
  })

  it('refuses a separator longer than a stored block', () => {
    const parts = [bytesOf('a'), bytesOf('b')]
    expect(() => gzipJoined(parts, deflatedOf(parts, 70_000), new Uint8Array(70_000))).toThrow(RangeError)
  })

  it('leaves a page holding a NUL byte uncompressed, since its nonces could not be kept out of references', () => {
    expect(deflateParts([bytesOf('a\u0000b'), bytesOf('c')], 4)).toBeUndefined()
  })
})
