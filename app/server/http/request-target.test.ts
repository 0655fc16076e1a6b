import { describe, expect, it } from 'vitest'
import { refuseFragmentInTarget } from './request-target'

describe('refuseFragmentInTarget', () => {
  it('refuses a target with a fragment with 400, in the language of the address, cached by no one', async () => {
    const refusal = refuseFragmentInTarget(new Request('http://site.test/company/intro?lang=en-US&cb=X#pzMARK'))
    expect(refusal?.status).toBe(400)
    expect(refusal?.headers.get('cache-control')).toBe('no-store')
    expect(refusal?.headers.get('content-language')).toBe('en-US')
    const text = await refusal?.text()
    expect(text).toContain('#')
    expect(text).not.toContain('pzMARK')
  })

  it('speaks the visitor’s language when the address names none', () => {
    const request = new Request('http://site.test/login#x', { headers: { 'accept-language': 'ja-JP,ja;q=0.9' } })
    expect(refuseFragmentInTarget(request)?.headers.get('content-language')).toBe('ja-JP')
  })

  it('lets every other target through, an encoded # included', () => {
    for (const path of ['/company/intro?lang=en-US&cb=X', '/business/pharmacy?lang=en-US&query=%23', '/login']) {
      expect(refuseFragmentInTarget(new Request(`http://site.test${path}`)), path).toBeUndefined()
    }
  })
})
