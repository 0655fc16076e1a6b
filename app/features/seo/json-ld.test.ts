import { describe, expect, it } from 'vitest'
import { jsonLdScript, serializeJsonLd } from './json-ld'

describe('serializeJsonLd', () => {
  const hostile = { headline: '</script><script>alert(1)</script> & <!-- more', note: 'line\u2028break\u2029end' }

  it('leaves no character that could end the script element or start markup', () => {
    const text = serializeJsonLd(hostile)
    expect(text).not.toMatch(/[<>&\u2028\u2029]/)
    expect(text).toContain('\\u003c/script\\u003e')
    expect(text).toContain('\\u0026')
  })

  it('still parses to the same value', () => {
    expect(JSON.parse(serializeJsonLd(hostile))).toEqual(hostile)
  })

  it('drops undefined properties, as JSON does', () => {
    expect(serializeJsonLd({ '@type': 'Thing', name: undefined })).toBe('{"@type":"Thing"}')
  })
})

describe('jsonLdScript', () => {
  it('is a data script for the head, with the escaped JSON as its content', () => {
    expect(jsonLdScript({ name: 'a<b' })).toEqual({ type: 'application/ld+json', children: '{"name":"a\\u003cb"}' })
  })
})
