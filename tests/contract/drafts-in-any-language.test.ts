import { describe, expect, it } from 'vitest'
import { contentEndpoints as publicApi } from '~/api/contract/content-endpoints'
import { editingByKind } from '~/api/contract/kinds/kind-editing-endpoints'
import { newsEditingEndpoints as news } from '~/api/contract/post-editing-endpoints'
import { type KindApi, setUpKindEditing } from './content-kind-support'
import { call, ok } from './post-editing-support'

/**
 * Issue 39 §2 (decision 80): a draft may be begun in any language (a translator's Japanese before the Korean exists);
 * what visitors see, published or previewed, still needs the Korean text every other language falls back to.
 */
const { harness, visitor, editor } = setUpKindEditing()

const japaneseNews = {
  title: { 'ja-JP': '新しい研究のお知らせ' },
  summary: { 'ja-JP': '要約です。' },
  body: { 'ja-JP': '本文です。' },
  publishedAt: '2026-11-02',
}

describe('a draft begun in Japanese', () => {
  it('is saved and listed under its Japanese title, and is refused publishing and a preview until its Korean exists', async () => {
    const { id } = await ok(harness, news.create, { body: japaneseNews }, editor.as)
    const detail = await ok(harness, news.detail, { params: { id } }, editor.as)
    expect(detail.fields.title).toEqual({ 'ja-JP': '新しい研究のお知らせ' })
    expect(detail.published).toBeNull()

    const listed = await ok(harness, news.list, { query: { q: '新しい研究' } }, editor.as)
    expect(listed.items.find((item) => item.id === id)).toMatchObject({
      title: '新しい研究のお知らせ',
      titleLocale: 'ja-JP',
      missingLocales: expect.arrayContaining(['ko-KR', 'en-US']),
    })

    const refused = await call(harness, news.publish, { params: { id }, body: {} }, editor.as)
    expect(refused.status).toBe(409)
    expect(refused.json.error?.code).toBe('DRAFT_INCOMPLETE')
    expect(Object.keys(refused.json.error?.fields ?? {})).toEqual(['title.ko-KR'])
    const preview = await call(harness, news.preview, { params: { id }, body: {} }, editor.as)
    expect(preview.json.error?.code).toBe('DRAFT_INCOMPLETE')
    expect((await ok(harness, news.detail, { params: { id } }, editor.as)).state).toBe('draft')

    // The Korean written: published, in Japanese for a Japanese reader and in Korean for the others.
    const { version } = await ok(harness, news.detail, { params: { id } }, editor.as)
    const fields = {
      ...japaneseNews,
      title: { 'ko-KR': '새 연구 소식', 'ja-JP': '新しい研究のお知らせ' },
      summary: { 'ko-KR': '요약입니다.', 'ja-JP': '要約です。' },
      body: { 'ko-KR': '본문입니다.', 'ja-JP': '本文です。' },
    }
    const saved = await ok(harness, news.saveDraft, { params: { id }, body: { version, fields } }, editor.as)
    await ok(harness, news.publish, { params: { id }, body: { version: saved.version } }, editor.as)
    expect((await visitor('ja-JP')(publicApi.newsDetail, { params: { id } })).title).toBe('新しい研究のお知らせ')
    expect((await visitor('en-US')(publicApi.newsDetail, { params: { id } })).title).toBe('새 연구 소식')
  })

  it('keeps a published item as visitors see it while its draft loses its Korean, and refuses to publish that draft', async () => {
    const testimonials = editingByKind.testimonials as unknown as KindApi
    const korean = { author: { 'ko-KR': '김 약사' }, affiliation: { 'ko-KR': '서울 약국' }, quote: { 'ko-KR': '좋아요' } }
    const { id } = await ok(harness, testimonials.create, { body: korean as never }, editor.as)
    const published = await ok(harness, testimonials.publish, { params: { id }, body: {} }, editor.as)
    const japaneseOnly = { ...korean, quote: { 'ja-JP': 'いいですね' } }
    const saved = await ok(
      harness,
      testimonials.saveDraft,
      { params: { id }, body: { version: published.version, fields: japaneseOnly as never } },
      editor.as,
    )
    const refused = await call(harness, testimonials.publish, { params: { id }, body: { version: saved.version } }, editor.as)
    expect(refused.json.error?.code).toBe('DRAFT_INCOMPLETE')
    expect(Object.keys(refused.json.error?.fields ?? {})).toEqual(['quote.ko-KR'])
    const quotes = (await visitor()(publicApi.testimonials, {})).map((item) => item.quote)
    expect(quotes).toContain('좋아요')
  })

  it('is named: a create or a save with the title written in no language is refused naming it, and nothing is kept', async () => {
    const refusedField = async (answer: Promise<{ status: number; json: { error?: { fields?: object } } }>) => {
      const { status, json } = await answer
      return { status, fields: Object.keys(json.error?.fields ?? {}) }
    }
    const { total } = await ok(harness, news.list, { query: {} }, editor.as)
    for (const title of [{}, { 'ko-KR': '  ', 'ja-JP': '' }])
      expect(await refusedField(call(harness, news.create, { body: { ...japaneseNews, title } }, editor.as))).toEqual({
        status: 400,
        fields: ['title'],
      })
    expect((await ok(harness, news.list, { query: {} }, editor.as)).total).toBe(total)

    const { id } = await ok(harness, news.create, { body: japaneseNews }, editor.as)
    const { version } = await ok(harness, news.detail, { params: { id } }, editor.as)
    const cleared = { version, fields: { ...japaneseNews, title: {} } }
    expect(await refusedField(call(harness, news.saveDraft, { params: { id }, body: cleared }, editor.as))).toEqual({
      status: 400,
      fields: ['fields.title'],
    })
    expect((await ok(harness, news.detail, { params: { id } }, editor.as)).fields.title).toEqual(japaneseNews.title)

    // Every kind by its own title field; a long-form page is named by its page, and its lead may wait.
    const testimonials = editingByKind.testimonials as unknown as KindApi
    const unnamed = { author: {}, affiliation: { 'ko-KR': '서울 약국' }, quote: { 'ko-KR': '좋아요' } }
    expect(await refusedField(call(harness, testimonials.create, { body: unnamed as never }, editor.as))).toEqual({
      status: 400,
      fields: ['author'],
    })
    const pages = editingByKind.pages
    const [page] = (await ok(harness, pages.list, { query: {} }, editor.as)).items
    if (!page) throw new Error('no long-form page')
    const read = await ok(harness, pages.detail, { params: { id: page.id } }, editor.as)
    const body = { version: read.version, fields: { ...read.fields, lead: {} } }
    expect((await call(harness, pages.saveDraft, { params: { id: page.id }, body }, editor.as)).status).toBe(200)
  })
})
