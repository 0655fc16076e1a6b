import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contentEndpoints as publicApi } from '~/api/contract/content-endpoints'
import { editingByKind } from '~/api/contract/kinds/kind-editing-endpoints'
import { type MediaItem, mediaEndpoints as media } from '~/api/contract/media-endpoints'
import { newsEditingEndpoints as news } from '~/api/contract/post-editing-endpoints'
import { seoLimits } from '~/api/contract/seo-fields'
import { shownOnPages } from '~/backend/media/media-items'
import { type CallOptions, send } from './auth-support'
import { clientFor, rawGet, transportNames } from './harness'
import { tempStorage } from './inquiry-fixtures'
import { staffOf, testPicture, upload } from './media-support'
import { setUpOpsHarness } from './ops-support'
import { newsFields } from './post-editing-support'
import { expectOk } from './staff-support'

/**
 * Issue 40 §3 (decision 89): per item and language an optional search title, description and share image with its
 * focal point, and noindex for the item; saved with the draft, shown to visitors once published, the share image
 * served at exactly 1200×630.
 */
const files = await tempStorage()
afterAll(() => files.remove())
const harness = setUpOpsHarness(files.storage)
const visitor = (locale: string) => clientFor(harness, 'in-process', locale)
let editor: CallOptions
let picture: MediaItem

beforeAll(async () => {
  editor = await staffOf(harness, 'editor', 'seo-editor')
  const { item } = await upload(harness, 'http', editor, '연구소.png', await testPicture(1400, 700, 'png', 3))
  const alt = { 'ko-KR': '연구소 전경', 'en-US': 'The laboratory' }
  picture = await expectOk(harness, 'http', media.updateAlt, { params: { id: item.id }, body: { alt, version: 1 } }, editor)
}, 60_000)

const ok = <E extends Parameters<typeof expectOk>[2]>(endpoint: E, input: Parameters<typeof expectOk<E>>[3]) =>
  expectOk(harness, 'in-process', endpoint, input, editor)

async function publishedNews(title: string, seo: unknown) {
  const { id } = await ok(news.create, { body: { ...newsFields(title), seo } as never })
  await ok(news.publish, { params: { id }, body: {} })
  return id
}

describe('search and sharing fields', { timeout: 30_000 }, () => {
  it('are saved per language with the draft and reach visitors only once published', async () => {
    const seo = {
      noindex: false,
      translations: {
        'ko-KR': {
          title: '연구소 소식',
          description: '새 연구소를 엽니다.',
          image: { mediaId: picture.id, focusX: 0.25, focusY: 0.7 },
        },
        'en-US': { title: 'Lab news', description: '' },
        // Nothing set: left out.
        'ja-JP': { title: '  ', description: '', image: null },
      },
    }
    const { id } = await ok(news.create, { body: { ...newsFields('연구소'), seo } as never })
    const detail = await ok(news.detail, { params: { id } })
    expect(detail.fields.seo).toEqual({
      noindex: false,
      translations: {
        'ko-KR': seo.translations['ko-KR'],
        'en-US': { title: 'Lab news', description: '', image: null },
      },
    })
    await ok(news.publish, { params: { id }, body: {} })

    const korean = await visitor('ko-KR')(publicApi.newsDetail, { params: { id } })
    expect(korean.noindex).toBe(false)
    expect(korean.seo).toMatchObject({
      title: '연구소 소식',
      description: '새 연구소를 엽니다.',
      image: { width: 1200, height: 630, alt: '연구소 전경' },
    })
    // English: its own title; the description derived by the page; the Korean image, described in English.
    const english = await visitor('en-US')(publicApi.newsDetail, { params: { id } })
    expect(english.seo).toEqual({ title: 'Lab news', description: null, image: { ...korean.seo?.image, alt: 'The laboratory' } })
    // Japanese: nothing of its own, so everything but the image is derived.
    expect((await visitor('ja-JP')(publicApi.newsDetail, { params: { id } })).seo).toMatchObject({
      title: null,
      description: null,
    })

    // A draft's change waits for its publication.
    const { version } = await ok(news.detail, { params: { id } })
    const changed = { ...seo, translations: { 'ko-KR': { ...seo.translations['ko-KR'], title: '바뀐 제목' } } }
    const saved = await ok(news.saveDraft, {
      params: { id },
      body: { version, fields: { ...newsFields('연구소'), seo: changed } as never },
    })
    expect((await visitor('ko-KR')(publicApi.newsDetail, { params: { id } })).seo?.title).toBe('연구소 소식')
    await ok(news.publish, { params: { id }, body: { version: saved.version } })
    expect((await visitor('ko-KR')(publicApi.newsDetail, { params: { id } })).seo?.title).toBe('바뀐 제목')
  })

  it('serve the share image at exactly 1200×630, cut around the focal point, cached for good', async () => {
    const id = await publishedNews('공유', {
      translations: { 'ko-KR': { image: { mediaId: picture.id, focusX: 0, focusY: 0.5 } } },
    })
    const left = (await visitor('ko-KR')(publicApi.newsDetail, { params: { id } })).seo?.image
    expect(left?.url).toMatch(/^\/api\/v1\/media\/share\/[a-f0-9]{32}-\d+-0-500\.jpg$/)
    const answer = await rawGet(harness, (left?.url ?? '').replace('/api/v1', ''))
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('image/jpeg')
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const image = await fetch(`${harness.transports.http.baseUrl}${(left?.url ?? '').replace('/api/v1', '')}`)
    const leftBytes = Buffer.from(await image.arrayBuffer())
    expect(await sharp(leftBytes).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 })

    // Another focal point is another address and another cut of the same picture.
    const rightUrl = (left?.url ?? '').replace('-0-500.jpg', '-1000-500.jpg')
    const right = Buffer.from(
      await (await fetch(`${harness.transports.http.baseUrl}${rightUrl.replace('/api/v1', '')}`)).arrayBuffer(),
    )
    expect(await sharp(right).metadata()).toMatchObject({ width: 1200, height: 630 })
    expect(right.equals(leftBytes)).toBe(false)

    // Used as a share image only (in no body), a change to the image still changes pages: their caches are emptied.
    expect(await shownOnPages(harness.database.db, picture.id)).toBe(true)

    const source = (left?.url ?? '').replace(/^.*\/share\//, '').replace(/-\d+-\d+\.jpg$/, '')
    for (const name of [
      `${source}-1001-0.jpg`,
      `${'0'.repeat(32)}-1280-500-500.jpg`,
      `${source}-500-500.png`,
      '..%2F..%2Fpackage.json',
    ]) {
      expect((await rawGet(harness, `/media/share/${name}`)).status, name).toBe(404)
    }
  })

  it('are refused over their limits, off the image or with an image not in the library, on both transports', async () => {
    const refusals: Array<[string, unknown]> = [
      ['title', { translations: { 'en-US': { title: 'x'.repeat(seoLimits.title + 1) } } }],
      ['description', { translations: { 'ko-KR': { description: '설'.repeat(seoLimits.description + 1) } } }],
      ['focus over 1', { translations: { 'ko-KR': { image: { mediaId: picture.id, focusX: 1.01, focusY: 0.5 } } } }],
      ['focus under 0', { translations: { 'ko-KR': { image: { mediaId: picture.id, focusX: 0.5, focusY: -0.1 } } } }],
      ['no focus', { translations: { 'ko-KR': { image: { mediaId: picture.id } } } }],
      ['noindex not a boolean', { noindex: 'yes' }],
    ]
    for (const transport of transportNames) {
      for (const [name, seo] of refusals) {
        const answer = await send(harness, transport, news.create, { body: { ...newsFields(name), seo } as never }, editor)
        expect(answer.status, `${transport}: ${name}`).toBe(400)
      }
      const unknown = { translations: { 'ko-KR': { image: { mediaId: 999_999, focusX: 0.5, focusY: 0.5 } } } }
      const answer = await send(
        harness,
        transport,
        news.create,
        { body: { ...newsFields('없는 이미지'), seo: unknown } as never },
        editor,
      )
      expect(answer.status).toBe(400)
      expect(Object.keys(answer.json.error?.fields ?? {})).toEqual(['seo'])
    }
    // At the limits exactly: saved.
    const longest = { 'ko-KR': { title: '제'.repeat(seoLimits.title), description: '설'.repeat(seoLimits.description) } }
    await ok(news.create, { body: { ...newsFields('한도'), seo: { translations: longest } } as never })
  })

  it('leave a noindex item out of what the sitemap lists, and an item without them as derived', async () => {
    const hidden = await publishedNews('숨김', { noindex: true })
    const plain = await publishedNews('보통', undefined)
    const listed = await visitor('ko-KR')(publicApi.newsList, { query: { page: 1, size: 50 } })
    expect(listed.items.find((item) => item.id === hidden)?.noindex).toBe(true)
    expect(listed.items.find((item) => item.id === plain)?.noindex).toBe(false)
    const detail = await visitor('en-US')(publicApi.newsDetail, { params: { id: plain } })
    expect(detail.seo).toEqual({ title: null, description: null, image: null })
    expect(detail.noindex).toBe(false)
  })

  it('are the long-form pages’ too', async () => {
    const pages = editingByKind.pages
    const vision = (await ok(pages.list, { query: { size: 10 } })).items.find((item) => item.title === 'vision')
    if (!vision) throw new Error('no vision page')
    const { version, fields } = await ok(pages.detail, { params: { id: vision.id } })
    const seo = { noindex: true, translations: { 'ko-KR': { title: '비전', description: '회사의 비전', image: null } } }
    const saved = await ok(pages.saveDraft, { params: { id: vision.id }, body: { version, fields: { ...fields, seo } as never } })
    await ok(pages.publish, { params: { id: vision.id }, body: { version: saved.version } })
    const page = await visitor('ko-KR')(publicApi.page, { params: { name: 'vision' } })
    expect(page).toMatchObject({ noindex: true, seo: { title: '비전', description: '회사의 비전', image: null } })
  })
})
