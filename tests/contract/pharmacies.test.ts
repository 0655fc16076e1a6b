import { describe, expect, it } from 'vitest'
import { contentEndpoints as api } from '~/api/contract/content-endpoints'
import { clientFor, setUpContractHarness, transportNames } from './harness'

const harness = setUpContractHarness()

describe.each(transportNames)('pharmacy finder over %s', (transport) => {
  const call = (locale = 'ko-KR') => clientFor(harness, transport, locale)

  it('holds 300 pharmacies over at least 10 provinces', async () => {
    const page = await call()(api.pharmacyPage, { query: { size: 100 } })
    expect(page.total).toBe(300)
    const regions = await call()(api.pharmacyRegions, {})
    expect(regions.length).toBeGreaterThanOrEqual(10)
  })

  it('filters by province, then district, consistently with the cascade', async () => {
    const regions = await call()(api.pharmacyRegions, {})
    const seoul = regions.find((region) => region.siNm === '서울특별시')
    expect(seoul?.districts).toContain('강남구')
    const province = await call()(api.pharmacyPage, { query: { siNm: '서울특별시', size: 100 } })
    expect(province.items.every((item) => item.siNm === '서울특별시')).toBe(true)
    const district = await call()(api.pharmacyPage, { query: { siNm: '서울특별시', sggNm: '강남구', size: 5 } })
    expect(district.total).toBeGreaterThan(5)
    expect(district.items).toHaveLength(5)
    expect(district.items.every((item) => item.sggNm === '강남구')).toBe(true)
    const rest = await call()(api.pharmacyPage, { query: { siNm: '서울특별시', sggNm: '강남구', size: 5, page: 2 } })
    expect(rest.items[0]?.id).not.toBe(district.items[0]?.id)
  })

  it('filters by subway area, line and station', async () => {
    const areas = await call()(api.pharmacySubways, {})
    const area = areas[0]
    const line = area?.lines[0]
    const station = line?.stations[0]
    if (!area || !line || !station) throw new Error('expected subway data')
    const byStation = await call()(api.pharmacyPage, {
      query: { subwayArea: area.area, subwayLine: line.line, subwayName: station, size: 100 },
    })
    expect(byStation.total).toBeGreaterThan(0)
    expect(byStation.items.every((item) => item.subwayName === station && item.subwayLine === line.line)).toBe(true)
    const byArea = await call()(api.pharmacyPage, { query: { subwayArea: area.area, size: 1 } })
    expect(byArea.total).toBeGreaterThanOrEqual(byStation.total)
  })

  it('filters by a stocked product and lists the products of each pharmacy', async () => {
    const [product] = await call()(api.productList, { query: { relativePharmacy: true } })
    if (!product) throw new Error('expected a stocked product')
    const page = await call()(api.pharmacyPage, { query: { idProduct: product.id, size: 100 } })
    expect(page.total).toBeGreaterThan(0)
    expect(page.items.every((item) => item.products.some((stocked) => stocked.id === product.id))).toBe(true)
  })

  it('searches free text in names and addresses, wildcards taken literally', async () => {
    const [sample] = (await call()(api.pharmacyPage, { query: { size: 1 } })).items
    if (!sample) throw new Error('expected pharmacies')
    const byName = await call()(api.pharmacyPage, { query: { query: sample.name.slice(0, 3), size: 100 } })
    expect(byName.items.some((item) => item.id === sample.id)).toBe(true)
    expect((await call()(api.pharmacyPage, { query: { query: '%' } })).total).toBe(0)
    expect((await call()(api.pharmacyPage, { query: { query: '_' } })).total).toBe(0)
    expect((await call()(api.pharmacyPage, { query: { query: "' OR 1=1 --" } })).total).toBe(0)
  })

  it('answers names in English for en-US and in Korean where a language has none', async () => {
    const [english] = (await call('en-US')(api.pharmacyPage, { query: { size: 1 } })).items
    const [japanese] = (await call('ja-JP')(api.pharmacyPage, { query: { size: 1 } })).items
    const [korean] = (await call('ko-KR')(api.pharmacyPage, { query: { size: 1 } })).items
    expect(english?.name).toMatch(/Pharmacy/)
    expect(japanese?.name).toBe(korean?.name)
  })

  it('gives an empty page, not an error, when nothing matches', async () => {
    const page = await call()(api.pharmacyPage, { query: { siNm: '없는도', size: 10 } })
    expect(page).toEqual({ items: [], page: 1, size: 10, total: 0 })
  })
})
