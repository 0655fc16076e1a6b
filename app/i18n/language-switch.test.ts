import { describe, expect, it } from 'vitest'
import { hrefWithLocale, localeAutonyms } from './language-switch'
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
