import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { contentEndpoints as api } from '~/api/contract/content-endpoints'
import type { HighlightedText, SearchHit } from '~/api/contract/site-search'
import { posts } from '~/backend/db/schema'
import { clientFor, rawGet, setUpContractHarness, transportNames } from './harness'

/** Issue 40 §1: the site search over the shipped content, in five languages. */
const harness = setUpContractHarness()

const textOf = (runs: HighlightedText) => runs.map((run) => run.text).join('')
const marked = (runs: HighlightedText) => runs.filter((run) => run.match).map((run) => run.text)
const typesOf = (items: SearchHit[]) => new Set(items.map((item) => item.type))

describe.each(transportNames)('the site search over %s', (transport) => {
  const search = (q: string, locale = 'ko-KR', more: { type?: SearchHit['type']; page?: number; size?: number } = {}) =>
    clientFor(harness, transport, locale)(api.siteSearch, { query: { q, ...more } })

  it('finds a Korean word with its particle and inside compounds, marking it in the title and the passage', async () => {
    const result = await search('유산균을')
    expect(result.total).toBeGreaterThan(20)
    expect(result.items).toHaveLength(10)
    // 유산균을 is found as 유산균 too: in 유산균으로, in a compound, wherever it stands.
    const titles = result.items.map((item) => textOf(item.title))
    expect(titles.some((title) => title.includes('유산균') && !title.includes('유산균을'))).toBe(true)
    for (const item of result.items) {
      expect([...marked(item.title), ...marked(item.snippet)].some((text) => text.startsWith('유산균'))).toBe(true)
    }
    const compound = await search('바이오틱스')
    expect(compound.items.some((item) => textOf(item.title).includes('포스트바이오틱스'))).toBe(true)
  })

  it('finds Japanese and Chinese typed without spaces, in the page language', async () => {
    const japanese = await search('ポストバイオティクスの研究', 'ja-JP')
    expect(japanese.total).toBeGreaterThan(0)
    // Found as the two words it is made of, as if typed apart.
    expect((await search('ポストバイオティクス 研究', 'ja-JP')).total).toBe(japanese.total)
    expect(japanese.items.some((item) => marked(item.title).includes('ポストバイオティクス'))).toBe(true)
    const chinese = await search('乳酸菌研究', 'zh-CN')
    expect(chinese.items[0] && marked(chinese.items[0].title)).toContain('乳酸菌')
    const traditional = await search('乳酸菌', 'zh-TW')
    expect(traditional.total).toBeGreaterThan(0)
  })

  it('finds Latin text whatever its case and accents, and numbers such as a patent number or a DOI', async () => {
    const english = await search('PROBIÓTIC', 'en-US')
    expect(english.items.some((item) => marked(item.title).includes('Probiotic'))).toBe(true)
    const patent = await search('10-2019-0039127')
    expect(patent.items.map((item) => item.type)).toEqual(['patent'])
    const paper = await search('10.1016/j.jff.2019.04.052', 'en-US')
    expect(paper.items.map((item) => item.type)).toEqual(['thesis'])
  })

  it('ranks a match in the title above one in the body', async () => {
    const result = await search('포스트바이오틱스')
    const firstInBody = result.items.findIndex((item) => marked(item.title).length === 0)
    const lastInTitle = result.items.findLastIndex((item) => marked(item.title).length > 0)
    if (firstInBody !== -1) expect(lastInTitle).toBeLessThan(firstInBody)
    expect(marked(result.items[0]?.title ?? [])).toContain('포스트바이오틱스')
  })

  it('counts each type, narrows to one and pages it', async () => {
    const all = await search('약국')
    const pharmacies = all.counts.find((entry) => entry.type === 'pharmacy')?.count ?? 0
    expect(pharmacies).toBeGreaterThan(10)
    expect(all.counts.reduce((sum, entry) => sum + entry.count, 0)).toBe(all.total)
    const first = await search('약국', 'ko-KR', { type: 'pharmacy' })
    const second = await search('약국', 'ko-KR', { type: 'pharmacy', page: 2 })
    expect(first.total).toBe(pharmacies)
    expect(typesOf([...first.items, ...second.items])).toEqual(new Set(['pharmacy']))
    expect(second.items[0]?.id).not.toBe(first.items[0]?.id)
    // The counts stay those of every type, so the filter can offer the others.
    expect(first.counts).toEqual(all.counts)
    // A pharmacy is shown in the reader's language and leads to the finder by its Korean name.
    const english = await search('pharmacy', 'en-US', { type: 'pharmacy' })
    const [pharmacy] = english.items
    expect(pharmacy && textOf(pharmacy.title)).toMatch(/pharmacy/i)
    expect(pharmacy?.finderQuery).toMatch(/약국/)
  })

  it('finds the long-form pages, products with their place in their list, and the FAQ', async () => {
    const vision = await search('비전')
    expect(vision.items.find((item) => item.type === 'page')?.pageName).toBe('vision')
    const products = await search('CLT-17', 'en-US', { type: 'material' })
    expect(products.items.every((item) => item.type === 'material' && (item.position ?? 0) >= 1)).toBe(true)
    const faq = await search('OEM', 'en-US', { type: 'faq' })
    expect(faq.items.length).toBeGreaterThan(0)
  })

  it('shows what holds some of the words when nothing holds them all, those holding the most first', async () => {
    const every = await search('포스트바이오틱스 화장품', 'ko-KR', { size: 50 })
    expect(every.partial).toBe(false)
    expect(every.total).toBeGreaterThan(0)
    const some = await search('포스트바이오틱스 화장품 zzqxv', 'ko-KR', { size: 50 })
    expect(some.partial).toBe(true)
    expect(some.total).toBeGreaterThan(every.total)
    // Those holding both words come before those holding one.
    const keyOf = (item: SearchHit) => `${item.type}:${item.id}`
    const both = new Set(every.items.map(keyOf))
    expect(new Set(some.items.slice(0, both.size).map(keyOf))).toEqual(both)
    expect(some.suggestions).toEqual([])
  })

  it('suggests the nearest words when nothing matches', async () => {
    const korean = await search('유산군')
    expect(korean.total).toBe(0)
    expect(korean.suggestions).toContain('유산균')
    const english = await search('probiotcs', 'en-US')
    expect(english.suggestions[0]).toBe('probiotic')
    expect((await search('zzqxv')).suggestions).toEqual([])
  })
})

describe('what the search finds', () => {
  const search = (q: string, locale = 'ko-KR') => clientFor(harness, 'in-process', locale)(api.siteSearch, { query: { q } })

  it('is only what is published now', async () => {
    const [row] = await harness.database.db
      .insert(posts)
      .values({
        postType: 'news',
        title: { 'ko-KR': '검색될 초안 소식' },
        summary: { 'ko-KR': '초안' },
        publishedAt: '2026-01-01',
      })
      .returning({ id: posts.id })
    const id = row?.id ?? 0
    const found = async () => (await search('검색될 초안')).items.map((item) => item.id)
    expect(await found()).not.toContain(id)
    await harness.database.db.update(posts).set({ publishAt: sql`now()` }).where(eq(posts.id, id))
    expect(await found()).toEqual([id])
    await harness.database.db.update(posts).set({ unpublishAt: sql`now()` }).where(eq(posts.id, id))
    expect(await found()).not.toContain(id)
  })

  it('marks a result shown in Korean because it has no translation', async () => {
    const [row] = await harness.database.db
      .insert(posts)
      .values({
        postType: 'news',
        title: { 'ko-KR': '번역 없는 소식 Zymolactis' },
        summary: { 'ko-KR': '번역 없음' },
        publishedAt: '2026-01-02',
        publishAt: sql`now()`,
      })
      .returning({ id: posts.id })
    const [hit] = (await search('zymolactis', 'ja-JP')).items
    expect(hit).toMatchObject({ id: row?.id, fallback: true })
    expect((await search('zymolactis')).items[0]?.fallback).toBe(false)
  })
})

describe('a search the API refuses', () => {
  it.each([
    ['an empty query', '/search?q=%20%20'],
    ['a query over 100 characters', `/search?q=${'가'.repeat(101)}`],
    ['a control character', '/search?q=a%00b'],
    ['an unknown type', '/search?q=lab&type=secret'],
    ['a page past the last searched', '/search?q=lab&page=51'],
  ])('answers 400 to %s', async (_, path) => {
    const response = await rawGet(harness, path)
    expect(response.status).toBe(400)
    expect(response.json.error?.code).toBe('BAD_REQUEST')
  })
})
