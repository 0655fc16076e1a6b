import { describe, expect, it } from 'vitest'
import { shareHeadMeta } from './share-head'

const siteUrl = 'https://cellactis.example'
const image = {
  url: '/api/v1/media/share/0123456789abcdef0123456789abcdef-1280-250-700.jpg',
  width: 1200,
  height: 630,
  alt: '연구소',
} as const
const contentOf = (meta: ReturnType<typeof shareHeadMeta>, key: string) =>
  meta.find((tag) => ('name' in tag && tag.name === key) || ('property' in tag && tag.property === key)) as
    | { content: string }
    | undefined

describe('shareHeadMeta', () => {
  it('sets nothing when staff set nothing, so that the derived title, description and card stay', () => {
    expect(shareHeadMeta({ seo: undefined, noindex: undefined, siteUrl })).toEqual([])
    expect(shareHeadMeta({ seo: { title: null, description: null, image: null }, noindex: false, siteUrl })).toEqual([])
  })

  it('replaces the title and the description everywhere they are said', () => {
    const meta = shareHeadMeta({
      seo: { title: '프로바이오틱스 연구', description: '요약', image: null },
      noindex: false,
      siteUrl,
    })
    expect(meta).toContainEqual({ title: '프로바이오틱스 연구' })
    expect(contentOf(meta, 'og:title')?.content).toBe('프로바이오틱스 연구')
    expect(contentOf(meta, 'twitter:title')?.content).toBe('프로바이오틱스 연구')
    expect(contentOf(meta, 'description')?.content).toBe('요약')
    expect(contentOf(meta, 'og:description')?.content).toBe('요약')
    expect(contentOf(meta, 'twitter:card')).toBeUndefined()
  })

  it('names the share image by its whole address and size, as a large card', () => {
    const meta = shareHeadMeta({ seo: { title: null, description: null, image }, noindex: false, siteUrl })
    expect(contentOf(meta, 'og:image')?.content).toBe(`${siteUrl}${image.url}`)
    expect(contentOf(meta, 'og:image:width')?.content).toBe('1200')
    expect(contentOf(meta, 'og:image:height')?.content).toBe('630')
    expect(contentOf(meta, 'twitter:card')?.content).toBe('summary_large_image')
    expect(contentOf(meta, 'twitter:image')?.content).toBe(`${siteUrl}${image.url}`)
    expect(meta.some((tag) => 'title' in tag)).toBe(false)
  })

  it('tells search engines to leave a noindex page out', () => {
    expect(shareHeadMeta({ seo: undefined, noindex: true, siteUrl })).toEqual([{ name: 'robots', content: 'noindex' }])
  })
})
