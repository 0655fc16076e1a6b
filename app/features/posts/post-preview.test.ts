import { isNotFound } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { previewSearch, previewToken } from './post-preview'

const parse = (search: object) => previewSearch(search as Parameters<typeof previewSearch>[0])
const token = `${Math.floor(Date.now() / 1000).toString(36)}-${'A'.repeat(43)}`

describe('the preview parameter of a news, patent or paper page', () => {
  it('is absent for the published page, and kept as text when given, whatever it holds', () => {
    expect(parse({})).toEqual({})
    expect(parse({ preview: token, lang: 'ko-KR' })).toEqual({ preview: token })
    // The router reads `?preview=123` as a number: still a (wrong) token, not the published page.
    expect(parse({ preview: 123 })).toEqual({ preview: '123' })
    expect(parse({ preview: 'x'.repeat(5000) }).preview).toHaveLength(500)
  })

  it('opens the draft only with a token of the signed shape; anything else is the not-found page', () => {
    expect(previewToken(undefined)).toBeUndefined()
    expect(previewToken(token)).toBe(token)
    for (const bad of ['', 'short', '123', '"><script>alert(1)</script>', `${token} `, `${token}/../x`]) {
      let thrown: unknown
      try {
        previewToken(bad)
      } catch (error) {
        thrown = error
      }
      expect(isNotFound(thrown), JSON.stringify(bad)).toBe(true)
    }
  })
})
