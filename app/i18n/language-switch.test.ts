import { afterEach, describe, expect, it, vi } from 'vitest'
import { hrefWithLocale, localeAutonyms, localeChoiceCookie, rememberLocaleChoice } from './language-switch'
import { locales } from './locales'

describe('hrefWithLocale', () => {
  it('replaces only lang and keeps every other parameter and the hash', () => {
    expect(hrefWithLocale('/news?lang=ko-KR&page=2&idCategory=3#top', 'en-US')).toBe('/news?lang=en-US&page=2&idCategory=3#top')
  })
  it('adds lang when it is missing and keeps repeated parameters', () => {
    expect(hrefWithLocale('/business/pharmacy?siNm=%EC%84%9C%EC%9A%B8&tag=a&tag=b', 'ja-JP')).toBe(
      '/business/pharmacy?siNm=%EC%84%9C%EC%9A%B8&tag=a&tag=b&lang=ja-JP',
    )
  })
  it('cannot be turned into a link to another site', () => {
    expect(hrefWithLocale('//evil.test/x?lang=ko-KR', 'en-US').startsWith('//')).toBe(false)
  })
})

describe('localeAutonyms', () => {
  it('names every locale', () => {
    expect(Object.keys(localeAutonyms).sort()).toEqual([...locales].sort())
  })
})

describe('remembering the choice', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('is a __Host-lang cookie over HTTPS: Secure, for the whole site, no Domain (ASVS 3.3.1, 3.3.3)', () => {
    expect(localeChoiceCookie('en-US', true)).toBe('__Host-lang=en-US; path=/; max-age=31536000; samesite=lax; secure')
  })

  it('is the bare lang cookie over plain HTTP, where a browser refuses the prefix', () => {
    expect(localeChoiceCookie('ja-JP', false)).toBe('lang=ja-JP; path=/; max-age=31536000; samesite=lax')
  })

  it('with no language deletes the cookie (a page in the browser’s own language needs none)', () => {
    expect(localeChoiceCookie('', true)).toBe('__Host-lang=; path=/; max-age=0; samesite=lax; secure')
  })

  it.each([
    ['https:', '__Host-lang=zh-TW; path=/; max-age=31536000; samesite=lax; secure'],
    ['http:', 'lang=zh-TW; path=/; max-age=31536000; samesite=lax'],
  ])('writes the cookie that fits the page’s protocol (%s)', (protocol, written) => {
    const document = { cookie: '' }
    vi.stubGlobal('window', { location: { protocol } })
    vi.stubGlobal('document', document)
    rememberLocaleChoice('zh-TW')
    expect(document.cookie).toBe(written)
  })
})
