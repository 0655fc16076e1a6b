import { describe, expect, it } from 'vitest'
import { contentEndpoints as api } from '~/api/contract/content-endpoints'
import { clientFor, setUpContractHarness, transportNames } from './harness'

const harness = setUpContractHarness()

describe.each(transportNames)('products, company and settings over %s', (transport) => {
  const call = (locale = 'ko-KR') => clientFor(harness, transport, locale)

  it('pages raw materials, own products and partner products', async () => {
    const materials = await call()(api.materialPage, { query: { size: 5 } })
    expect(materials.total).toBeGreaterThanOrEqual(12)
    expect(materials.items).toHaveLength(5)
    expect(materials.items.every((item) => item.type === 'material' && item.specs.length > 0)).toBe(true)
    const secondPage = await call()(api.materialPage, { query: { page: 2, size: 5 } })
    expect(secondPage.items[0]?.id).not.toBe(materials.items[0]?.id)
    const own = await call()(api.pbPage, { query: { size: 100 } })
    expect(own.total).toBeGreaterThanOrEqual(8)
    expect(own.items.some((item) => !item.active)).toBe(true)
    expect(own.items.some((item) => item.pharmacyCount > 0)).toBe(true)
    const related = await call()(api.relatedPage, { query: { size: 100 } })
    expect(related.items.every((item) => item.type === 'related')).toBe(true)
  })

  it('filters the product list by type, active and stocked by pharmacies', async () => {
    const all = await call()(api.productList, {})
    const own = await call()(api.productList, { query: { type: 'pb' } })
    const activeOwn = await call()(api.productList, { query: { type: 'pb', active: true } })
    const stocked = await call()(api.productList, { query: { relativePharmacy: true } })
    expect(own.every((item) => item.type === 'pb')).toBe(true)
    expect(activeOwn.length).toBeLessThan(own.length)
    expect(activeOwn.every((item) => item.active)).toBe(true)
    expect(stocked.length).toBeGreaterThan(0)
    expect(stocked.length).toBeLessThan(all.length)
  })

  it('pages the history, newest first', async () => {
    const page = await call('en-US')(api.history, { query: { size: 100 } })
    expect(page.total).toBeGreaterThanOrEqual(15)
    const keys = page.items.map((item) => item.year * 100 + item.month)
    expect(keys).toEqual([...keys].sort((a, b) => b - a))
    const small = await call()(api.history, { query: { page: 2, size: 5 } })
    expect(small).toMatchObject({ page: 2, size: 5, total: page.total })
  })

  it('lists clients, the main ones alone on request', async () => {
    const all = await call()(api.clients, {})
    const main = await call()(api.clients, { query: { isMain: true } })
    const others = await call()(api.clients, { query: { isMain: false } })
    expect(main.length).toBeGreaterThan(0)
    expect(main.every((client) => client.isMain)).toBe(true)
    expect(main.length + others.length).toBe(all.length)
  })

  it("lists the company's people, openings and testimonials", async () => {
    expect((await call()(api.people, {})).length).toBeGreaterThanOrEqual(3)
    const openings = await call()(api.openings, {})
    expect(openings.some((opening) => opening.active)).toBe(true)
    expect((await call()(api.testimonials, {})).length).toBeGreaterThanOrEqual(3)
  })

  it('keeps the marketing figures as content', async () => {
    const figures = await call('en-US')(api.figures, {})
    expect(figures.map((figure) => figure.value)).toEqual(['7.5', '250', '18', '3', '1,500', '5,000', '14', '38', '40'])
    expect(figures.every((figure) => figure.label !== '')).toBe(true)
  })

  it('lists the documents, one type at a time on request', async () => {
    const all = await call()(api.documents, {})
    expect(all.map((document) => document.type).sort()).toEqual(
      ['AD_TECH', 'BRAND_CONTENTS', 'BRAND_PERFORMANCE', 'BRAND_STRATEGY', 'COMPANY', 'COMPANY_EN', 'MCN'].sort(),
    )
    const [deck] = await call()(api.documents, { query: { type: 'COMPANY_EN' } })
    expect(deck).toMatchObject({ type: 'COMPANY_EN', mimeType: 'application/pdf' })
    expect(deck?.url).toMatch(/^\/documents\/.+\.pdf$/)
    const types = await call('ja-JP')(api.documentTypes, {})
    expect(types).toHaveLength(7)
  })

  it('offers the five languages and the countries', async () => {
    const languages = await call()(api.languages, {})
    expect(languages.map((language) => language.code)).toEqual(['ko-KR', 'en-US', 'zh-CN', 'zh-TW', 'ja-JP'])
    expect(languages.find((language) => language.isDefault)?.code).toBe('ko-KR')
    const countries = await call('zh-TW')(api.countries, {})
    expect(countries.find((country) => country.code === 'KR')).toMatchObject({ name: '韓國', dialCode: '+82' })
  })
})
