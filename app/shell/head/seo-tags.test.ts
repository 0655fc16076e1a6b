import { describe, expect, it } from 'vitest'
import { ogLocaleAlternates } from './og-locales'
import { seoTags } from './seo-tags'

describe('seoTags', () => {
  const tags = seoTags({
    siteUrl: 'https://x.test',
    pathname: '/press',
    search: { page: 2 },
    locale: 'zh-TW',
    title: '媒體報導 | Cellactis',
    description: 'd',
    siteName: 'Cellactis',
  })
  it('has a canonical in the page language and alternates for the five languages plus x-default', () => {
    expect(tags.links[0]).toEqual({ rel: 'canonical', href: 'https://x.test/press?lang=zh-TW&page=2' })
    const alternates = tags.links.filter((link) => link.rel === 'alternate')
    expect(alternates.map((link) => link.hrefLang)).toEqual(['ko-KR', 'en-US', 'zh-CN', 'zh-TW', 'ja-JP', 'x-default'])
    expect(alternates.at(-1)?.href).toBe('https://x.test/press?lang=ko-KR&page=2')
  })
  it('has Open Graph and Twitter tags', () => {
    expect(tags.meta).toContainEqual({ property: 'og:url', content: 'https://x.test/press?lang=zh-TW&page=2' })
    expect(tags.meta).toContainEqual({ property: 'og:locale', content: 'zh_TW' })
    expect(tags.meta).toContainEqual({ name: 'twitter:card', content: 'summary' })
  })
})

describe('ogLocaleAlternates', () => {
  it('names the four other languages', () => {
    expect(ogLocaleAlternates('ko-KR').map((meta) => meta.content)).toEqual(['en_US', 'zh_CN', 'zh_TW', 'ja_JP'])
  })
})
