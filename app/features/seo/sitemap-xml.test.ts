import { describe, expect, it } from 'vitest'
import { sitemapXml } from './sitemap-xml'
import { escapeXml } from './xml-text'

describe('sitemapXml', () => {
  const xml = sitemapXml('https://x.test', [{ path: '/' }, { path: '/news/7', lastModified: '2025-03-14' }])
  const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1] ?? '')

  it('is a sitemaps.org urlset with the xhtml namespace for alternates', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true)
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"')
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"')
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true)
  })

  it('lists every page once per language, at the canonical address', () => {
    expect(urls).toHaveLength(10)
    const locs = urls.map((url) => /<loc>([^<]*)<\/loc>/.exec(url)?.[1])
    expect(locs).toContain('https://x.test/?lang=ko-KR')
    expect(locs).toContain('https://x.test/news/7?lang=ja-JP')
  })

  it('gives every entry the five languages and x-default as alternates', () => {
    for (const url of urls) {
      const hreflangs = [...url.matchAll(/hreflang="([^"]*)"/g)].map((match) => match[1])
      expect(hreflangs).toEqual(['ko-KR', 'en-US', 'zh-CN', 'zh-TW', 'ja-JP', 'x-default'])
    }
    expect(urls[0]).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://x.test/?lang=ko-KR"/>')
  })

  it('carries the last change where it is known', () => {
    expect(urls.filter((url) => url.includes('<lastmod>2025-03-14</lastmod>'))).toHaveLength(5)
    expect(urls[0]).not.toContain('<lastmod>')
  })
})

describe('escapeXml', () => {
  it('escapes the five XML special characters', () => {
    expect(escapeXml(`a&b<c>"d'`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;')
  })
})
