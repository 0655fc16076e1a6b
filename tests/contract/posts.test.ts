import { isNotFound } from '@tanstack/react-router'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { contentEndpoints as api } from '~/api/contract/content-endpoints'
import { plainTextToRichDocument } from '~/api/contract/rich-text'
import { mediaItems } from '~/backend/db/content-editing-schema'
import { posts } from '~/backend/db/schema'
import { demoPart, readDemoContent } from '~/backend/seed/demo-content'
import { clientFor, setUpContractHarness, transportNames } from './harness'

const harness = setUpContractHarness()

const press = demoPart(await readDemoContent(), 'press')

describe.each(transportNames)('posts over %s', (transport) => {
  const call = (locale = 'ko-KR') => clientFor(harness, transport, locale)

  it('lists the categories of each categorized type, and none for press', async () => {
    for (const type of ['news', 'patent', 'thesis'] as const) {
      const categories = await call()(api.postCategories, { params: { type } })
      expect(categories.length, type).toBeGreaterThanOrEqual(3)
      for (const category of categories) expect(category.name).not.toBe('')
    }
    expect(await call()(api.postCategories, { params: { type: 'press' } })).toEqual([])
  })

  it('pages news newest first, with totals and no overlap between pages', async () => {
    const first = await call()(api.newsList, { query: { page: 1, size: 10 } })
    const second = await call()(api.newsList, { query: { page: 2, size: 10 } })
    expect(first.total).toBeGreaterThanOrEqual(30)
    expect(first).toMatchObject({ page: 1, size: 10 })
    expect(first.items).toHaveLength(10)
    const dates = [...first.items, ...second.items].map((item) => item.publishedAt)
    expect(dates).toEqual([...dates].sort().reverse())
    const firstIds = new Set(first.items.map((item) => item.id))
    expect(second.items.some((item) => firstIds.has(item.id))).toBe(false)
  })

  it('still tells the total on a page past the end, which has no rows to carry it', async () => {
    const first = await call()(api.newsList, { query: { page: 1, size: 10 } })
    const past = await call()(api.newsList, { query: { page: 99, size: 10 } })
    expect(past).toEqual({ items: [], page: 99, size: 10, total: first.total })
  })

  it('uses defaults for page and size', async () => {
    const page = await call()(api.newsList, {})
    expect(page).toMatchObject({ page: 1, size: 10 })
  })

  it('filters news by category, and the category totals add up', async () => {
    const all = await call()(api.newsList, { query: { size: 1 } })
    const categories = await call()(api.postCategories, { params: { type: 'news' } })
    let sum = 0
    for (const category of categories) {
      const page = await call()(api.newsList, { query: { idCategory: category.id, size: 100 } })
      expect(page.items.every((item) => item.categoryId === category.id && item.categoryName === category.name)).toBe(true)
      expect(page.items.length).toBe(page.total)
      sum += page.total
    }
    expect(sum).toBe(all.total)
  })

  it('refuses a category of another type or one that does not exist', async () => {
    const [patentCategory] = await call()(api.postCategories, { params: { type: 'patent' } })
    await expect(call()(api.newsList, { query: { idCategory: patentCategory?.id ?? 1 } })).rejects.toSatisfy(isNotFound)
    await expect(call()(api.newsList, { query: { idCategory: 999_999 } })).rejects.toSatisfy(isNotFound)
  })

  it('reads a news article with its body and neighbours', async () => {
    const { items } = await call()(api.newsList, { query: { page: 1, size: 3 } })
    const middle = items[1]
    if (!middle) throw new Error('expected seeded news')
    const article = await call()(api.newsDetail, { params: { id: middle.id } })
    expect(article).toMatchObject({ id: middle.id, title: middle.title, categoryId: middle.categoryId })
    // The shipped plain text became a document: a paragraph per blank-line-separated block, no images.
    expect(article.body.doc.content.filter((block) => block.type === 'paragraph').length).toBeGreaterThanOrEqual(2)
    expect(article.body.images).toEqual([])
    expect(article.nextId).toBe(items[0]?.id)
    expect(article.previousId).toBe(items[2]?.id)
  })

  it('answers an unknown article with notFound()', async () => {
    await expect(call()(api.newsDetail, { params: { id: 987_654 } })).rejects.toSatisfy(isNotFound)
  })

  it('localizes text by accept-language', async () => {
    const [korean] = (await call('ko-KR')(api.newsList, { query: { size: 1 } })).items
    const [english] = (await call('en-US')(api.newsList, { query: { size: 1 } })).items
    const [japanese] = (await call('ja-JP')(api.newsList, { query: { size: 1 } })).items
    expect(korean?.id).toBe(english?.id)
    expect(english?.title).not.toBe(korean?.title)
    expect(japanese?.title).not.toBe(english?.title)
    expect(english?.title).toMatch(/[A-Za-z]/)
    expect(korean?.title).toMatch(/[가-힣]/)
  })

  it('lists every demo press item with outlet, date and link', async () => {
    const page = await call('en-US')(api.pressList, { query: { size: 100 } })
    expect(page.total).toBe(press.length)
    for (const item of page.items) {
      expect(item.outlet).not.toBe('')
      expect(item.link).toMatch(/^https:\/\//)
    }
  })

  it('lists and reads patents with their numbers, dates and status', async () => {
    const page = await call()(api.patentList, { query: { size: 100 } })
    expect(page.total).toBeGreaterThanOrEqual(12)
    expect(new Set(page.items.map((item) => item.status))).toEqual(new Set(['filed', 'registered']))
    for (const item of page.items) {
      if (item.status === 'registered') expect(item.registeredAt && item.registeredAt >= item.filedAt).toBe(true)
      else expect(item.registrationNumber).toBeNull()
    }
    const first = page.items[0]
    if (!first) throw new Error('expected seeded patents')
    const detail = await call()(api.patentDetail, { params: { id: first.id } })
    expect(detail.summary).not.toBe('')
    const [category] = await call()(api.postCategories, { params: { type: 'patent' } })
    const filtered = await call()(api.patentList, { query: { idCategory: category?.id, size: 100 } })
    expect(filtered.items.every((item) => item.categoryId === category?.id)).toBe(true)
  })

  it('lists and reads theses with authors, journal, year and DOI link', async () => {
    const page = await call()(api.thesisList, { query: { size: 100 } })
    expect(page.total).toBeGreaterThanOrEqual(15)
    const first = page.items[0]
    if (!first) throw new Error('expected seeded theses')
    expect(first.authors.length).toBeGreaterThan(0)
    const detail = await call()(api.thesisDetail, { params: { id: first.id } })
    expect(detail.doiUrl).toBe(`https://doi.org/${first.doi}`)
    expect(detail.abstract).not.toBe('')
    await expect(call()(api.thesisDetail, { params: { id: 999_999 } })).rejects.toSatisfy(isNotFound)
  })

  it('does not serve a post of one type under another', async () => {
    const [patent] = (await call()(api.patentList, { query: { size: 1 } })).items
    await expect(call()(api.newsDetail, { params: { id: patent?.id ?? 1 } })).rejects.toSatisfy(isNotFound)
  })
})

describe('what visitors see of edited posts (issue 24)', () => {
  const call = (locale = 'ko-KR') => clientFor(harness, 'in-process', locale)

  /** A news item of the newest day, in the first category, published from `publishAt` until `unpublishAt`. */
  async function insertNews(title: string, publishAt: unknown, unpublishAt: unknown = null) {
    const [category] = await call()(api.postCategories, { params: { type: 'news' } })
    const [row] = await harness.database.db
      .insert(posts)
      .values({
        postType: 'news',
        categoryId: category?.id ?? null,
        title: { 'ko-KR': title },
        summary: { 'ko-KR': '요약' },
        body: { 'ko-KR': plainTextToRichDocument('본문') },
        publishedAt: '2099-12-31',
        publishAt: publishAt as Date,
        unpublishAt: unpublishAt as Date,
      })
      .returning({ id: posts.id })
    if (!row) throw new Error('no row')
    return { id: row.id, categoryId: category?.id ?? 0 }
  }

  it('lists, counts, reads and links as neighbours only what is published now', async () => {
    const before = await call()(api.newsList, { query: { size: 1 } })
    const hidden = [
      await insertNews('초안', null),
      await insertNews('예약', sql`now() + interval '1 hour'`),
      await insertNews('내려감', sql`now() - interval '2 hours'`, sql`now() - interval '1 hour'`),
    ]
    const after = await call()(api.newsList, { query: { size: 5 } })
    expect(after.total).toBe(before.total)
    for (const { id, categoryId } of hidden) {
      expect(after.items.map((item) => item.id)).not.toContain(id)
      await expect(call()(api.newsDetail, { params: { id } })).rejects.toSatisfy(isNotFound)
      const inCategory = await call()(api.newsList, { query: { idCategory: categoryId, size: 100 } })
      expect(inCategory.items.map((item) => item.id)).not.toContain(id)
    }
    const newest = after.items[0]
    if (!newest) throw new Error('expected news')
    expect((await call()(api.newsDetail, { params: { id: newest.id } })).nextId).toBeNull()

    const visible = await insertNews('공개', sql`now() - interval '1 minute'`, sql`now() + interval '1 hour'`)
    expect((await call()(api.newsList, { query: { size: 1 } })).items[0]?.id).toBe(visible.id)
    expect((await call()(api.newsDetail, { params: { id: newest.id } })).nextId).toBe(visible.id)
  })

  it("answers the body in the reader's language, Korean where it has none, with its images described", async () => {
    const [media] = await harness.database.db
      .insert(mediaItems)
      .values({
        sha256: 'a'.repeat(64),
        originalName: 'lab.jpg',
        width: 1200,
        height: 800,
        files: [{ format: 'webp', width: 640, name: 'lab-640.abc123.webp', bytes: 1000 }],
        alt: { 'ko-KR': '연구실', 'en-US': 'The laboratory' },
      })
      .returning({ id: mediaItems.id })
    const mediaId = media?.id ?? 0
    const image = { type: 'image' as const, attrs: { mediaId } }
    const { id } = await insertNews('그림', sql`now()`)
    await harness.database.db
      .update(posts)
      .set({
        body: {
          'ko-KR': { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: '한국어 본문' }] }, image] },
          'en-US': { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'English body' }] }, image] },
        },
      })
      .where(sql`${posts.id} = ${id}`)

    const english = await call('en-US')(api.newsDetail, { params: { id } })
    expect(JSON.stringify(english.body.doc)).toContain('English body')
    expect(english.body.images).toEqual([
      {
        mediaId,
        alt: 'The laboratory',
        width: 1200,
        height: 800,
        variants: [{ format: 'webp', width: 640, url: expect.stringMatching(/lab-640\.abc123\.webp$/) }],
      },
    ])
    const chinese = await call('zh-CN')(api.newsDetail, { params: { id } })
    expect(JSON.stringify(chinese.body.doc)).toContain('한국어 본문')
    expect(chinese.body.images[0]?.alt).toBe('연구실')
  })
})
