import { describe, expect, it } from 'vitest'
import { isSafeHref } from '~/api/contract/safe-href'
import { completedLinkAddress } from './link-address'

describe('an address typed into the editor’s link form', () => {
  it('gets https:// when it is a host without a scheme', () => {
    expect(completedLinkAddress('www.example.com')).toBe('https://www.example.com')
    expect(completedLinkAddress(' example.co.kr/news?id=3#top ')).toBe('https://example.co.kr/news?id=3#top')
    expect(completedLinkAddress('shop.example.com:8443/a')).toBe('https://shop.example.com:8443/a')
    expect(completedLinkAddress('회사.한국')).toBe('https://회사.한국')
  })

  it('gets mailto: when it is a bare mail address', () => {
    expect(completedLinkAddress('contact@cellactis.co.kr')).toBe('mailto:contact@cellactis.co.kr')
  })

  it('is kept as typed with its scheme, as a path on this site, or when it is no address', () => {
    for (const typed of [
      'http://example.com',
      'https://example.com',
      'mailto:a@b.co',
      '/news?lang=en-US',
      'javascript:alert(1)',
      'hello',
      '1.5',
    ]) {
      expect(completedLinkAddress(typed)).toBe(typed)
    }
  })

  it('never turns what the contract refuses into an address it takes, but a host or mail address', () => {
    expect(isSafeHref(completedLinkAddress('javascript:alert(1)'))).toBe(false)
    expect(isSafeHref(completedLinkAddress('//evil.example'))).toBe(false)
    expect(isSafeHref(completedLinkAddress('www.example.com'))).toBe(true)
  })
})
