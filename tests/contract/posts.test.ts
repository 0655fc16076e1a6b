import { isNotFound } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { contentEndpoints as api } from '~/api/contract/content-endpoints'
import { clientFor, setUpContractHarness, transportNames } from './harness'

const harness = setUpContractHarness()

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
    expect(article.body.split('\n\n').length).toBeGreaterThanOrEqual(2)
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

  it('lists twenty press items with outlet, date and link', async () => {
    const page = await call('en-US')(api.pressList, { query: { size: 100 } })
    expect(page.total).toBe(20)
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
