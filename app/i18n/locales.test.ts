import { describe, expect, it } from 'vitest'
import { detectLocale, localeCookieName, localeFromAcceptLanguage, matchLanguageTag, parseLocale, readCookie } from './locales'

describe('parseLocale', () => {
  it('accepts exactly the five supported codes', () => {
    for (const code of ['ko-KR', 'en-US', 'zh-CN', 'zh-TW', 'ja-JP']) expect(parseLocale(code)).toBe(code)
  })
  it.each([
    undefined,
    null,
    '',
    'en',
    'EN-US',
    'fr-FR',
    'ko-KR ',
    `${'a'.repeat(3000)}`,
    '<script>alert(1)</script>',
    "ko-KR' OR 1=1",
  ])('rejects %j', (value) => expect(parseLocale(value)).toBeUndefined())
})

describe('matchLanguageTag', () => {
  it.each([
    ['ko', 'ko-KR'],
    ['ko-kr', 'ko-KR'],
    ['en-GB', 'en-US'],
    ['ja', 'ja-JP'],
    ['zh', 'zh-CN'],
    ['zh-Hans-CN', 'zh-CN'],
    ['zh-Hant', 'zh-TW'],
    ['zh-HK', 'zh-TW'],
    ['zh-TW', 'zh-TW'],
  ])('%s → %s', (tag, locale) => expect(matchLanguageTag(tag)).toBe(locale))

  it.each(['fr', 'de-DE', '*', '', 'x'.repeat(40), 'en_US'])('has no match for %j', (tag) =>
    expect(matchLanguageTag(tag)).toBeUndefined(),
  )
})

describe('localeFromAcceptLanguage', () => {
  it('takes the highest q-value that is supported', () => {
    expect(localeFromAcceptLanguage('fr-FR,fr;q=0.9,ja;q=0.8,en;q=0.7')).toBe('ja-JP')
    expect(localeFromAcceptLanguage('en;q=0.4, zh-TW;q=0.9')).toBe('zh-TW')
  })
  it('keeps header order between equal q-values and skips q=0', () => {
    expect(localeFromAcceptLanguage('en-US, ko-KR')).toBe('en-US')
    expect(localeFromAcceptLanguage('ko;q=0, en')).toBe('en-US')
  })
  it('is undefined for nothing usable', () => {
    expect(localeFromAcceptLanguage(undefined)).toBeUndefined()
    expect(localeFromAcceptLanguage('fr, de;q=0.5')).toBeUndefined()
    expect(localeFromAcceptLanguage(';;;,,,q=abc')).toBeUndefined()
  })
})

describe('readCookie', () => {
  it('finds a cookie among others and decodes it', () => {
    expect(readCookie('a=1; lang=en-US; b=2', 'lang')).toBe('en-US')
    expect(readCookie('name=%ED%95%9C', 'name')).toBe('한')
  })
  it('survives malformed headers', () => {
    expect(readCookie('lang=%E0%A4%A', 'lang')).toBe('%E0%A4%A')
    expect(readCookie('garbage;;=;', 'lang')).toBeUndefined()
  })
})

describe('detectLocale', () => {
  it('prefers the stored choice, then Accept-Language, then ko-KR', () => {
    expect(detectLocale({ cookieHeader: 'lang=zh-CN', acceptLanguage: 'ja' })).toBe('zh-CN')
    expect(detectLocale({ cookieHeader: 'lang=bogus', acceptLanguage: 'ja' })).toBe('ja-JP')
    expect(detectLocale({ cookieHeader: null, acceptLanguage: 'fr' })).toBe('ko-KR')
    expect(detectLocale({})).toBe('ko-KR')
  })

  it('reads the __Host- cookie written over HTTPS first, then the bare one written over HTTP (ASVS 3.3.3)', () => {
    expect(detectLocale({ cookieHeader: '__Host-lang=ja-JP', acceptLanguage: 'en' })).toBe('ja-JP')
    // A bare `lang` a sibling subdomain planted does not shadow the visitor's own choice, in either order.
    expect(detectLocale({ cookieHeader: 'lang=zh-CN; __Host-lang=ja-JP' })).toBe('ja-JP')
    expect(detectLocale({ cookieHeader: '__Host-lang=ja-JP; lang=zh-CN' })).toBe('ja-JP')
    expect(detectLocale({ cookieHeader: '__Host-lang=bogus; lang=zh-CN' })).toBe('zh-CN')
    expect(detectLocale({ cookieHeader: '__Secure-lang=zh-TW', acceptLanguage: 'en' })).toBe('en-US')
  })
})

describe('localeCookieName', () => {
  it('is __Host-lang over HTTPS and lang over plain HTTP', () => {
    expect(localeCookieName(true)).toBe('__Host-lang')
    expect(localeCookieName(false)).toBe('lang')
  })
})
