import { describe, expect, it } from 'vitest'
import { robotsTxt } from './robots-txt'

describe('robotsTxt', () => {
  const text = robotsTxt('https://x.test')
  it('allows everything but the members area and the API', () => {
    expect(text).toMatch(/^User-agent: \*\nAllow: \/\n/)
    expect(text.split('\n').filter((line) => line.startsWith('Disallow:'))).toEqual([
      'Disallow: /mypage',
      'Disallow: /sample',
      'Disallow: /admin',
      'Disallow: /api/',
    ])
  })
  it('names the sitemap by its absolute address', () => {
    expect(text).toContain('\nSitemap: https://x.test/sitemap.xml\n')
  })
})
