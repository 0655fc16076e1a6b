import { describe, expect, it } from 'vitest'
import { localizedUrl } from './localized-url'

describe('localizedUrl', () => {
  it('puts lang first and keeps the other parameters in a stable order', () => {
    expect(localizedUrl('https://x.test', '/news', { page: 2, category: 3, lang: 'ko-KR' }, 'en-US')).toBe(
      'https://x.test/news?lang=en-US&category=3&page=2',
    )
  })
  it('drops the trailing slash of an index route, but not the root', () => {
    expect(localizedUrl('https://x.test', '/news/', {}, 'en-US')).toBe('https://x.test/news?lang=en-US')
    expect(localizedUrl('https://x.test', '/', {}, 'en-US')).toBe('https://x.test/?lang=en-US')
  })
  it('leaves out empty parameters', () => {
    expect(localizedUrl('https://x.test', '/', { page: undefined, query: '' }, 'ja-JP')).toBe('https://x.test/?lang=ja-JP')
  })
})
