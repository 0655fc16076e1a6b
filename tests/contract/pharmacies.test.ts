import { describe, expect, it } from 'vitest'
import { contentEndpoints as api } from '~/api/contract/content-endpoints'
import { demoPart, readDemoContent } from '~/backend/seed/demo-content'
import { clientFor, setUpContractHarness, transportNames } from './harness'

const harness = setUpContractHarness()

const demoPharmacies = demoPart(await readDemoContent(), 'pharmacies')

describe.each(transportNames)('pharmacy finder over %s', (transport) => {
  const call = (locale = 'ko-KR') => clientFor(harness, transport, locale)

  it('holds every demo pharmacy, over at least 10 provinces', async () => {
    const page = await call()(api.pharmacyPage, { query: { size: 100 } })
    expect(page.total).toBe(demoPharmacies.length)
    const regions = await call()(api.pharmacyRegions, {})
    expect(regions.length).toBeGreaterThanOrEqual(10)
  })

  it('still tells the total on a page past the end, which has no rows to carry it', async () => {
    const past = await call()(api.pharmacyPage, { query: { page: 99, size: 10, siNm: '서울특별시' } })
    const first = await call()(api.pharmacyPage, { query: { size: 10, siNm: '서울특별시' } })
    expect(first.total).toBeGreaterThan(10)
    expect(past).toEqual({ items: [], page: 99, size: 10, total: first.total })
  })

  it('filters by province, then district, consistently with the cascade', async () => {
    const regions = await call()(api.pharmacyRegions, {})
    const seoul = regions.find((region) => region.siNm === '서울특별시')
    expect(seoul?.districts).toContainEqual({ sggNm: '강남구', name: '강남구' })
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
      query: { subwayArea: area.area, subwayLine: line.line, subwayName: station.station, size: 100 },
    })
    expect(byStation.total).toBeGreaterThan(0)
    expect(byStation.items.every((item) => item.subwayName === station.station && item.subwayLine === line.line)).toBe(true)
    const byArea = await call()(api.pharmacyPage, { query: { subwayArea: area.area, size: 1 } })
    expect(byArea.total).toBeGreaterThanOrEqual(byStation.total)
  })

  it('answers a search with every filter set, and one with all but its text, each with the pharmacy it names', async () => {
    const [pharmacy] = (await call()(api.pharmacyPage, { query: { size: 100 } })).items.filter(
      (item) => item.subwayName && item.products.length > 0,
    )
    if (!pharmacy?.subwayArea || !pharmacy.subwayLine || !pharmacy.subwayName) throw new Error('expected a pharmacy by a station')
    const everyFilter = {
      siNm: pharmacy.siNm,
      sggNm: pharmacy.sggNm,
      subwayArea: pharmacy.subwayArea,
      subwayLine: pharmacy.subwayLine,
      subwayName: pharmacy.subwayName,
      idProduct: pharmacy.products[0]?.id,
    }
    const named = await call()(api.pharmacyPage, { query: { ...everyFilter, query: pharmacy.name.slice(0, 2), size: 100 } })
    const unnamed = await call()(api.pharmacyPage, { query: { ...everyFilter, size: 100 } })
    expect(named.items.map((item) => item.id)).toContain(pharmacy.id)
    expect(unnamed.items.map((item) => item.id)).toContain(pharmacy.id)
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

  it('answers names in English for en-US, in the Latin alphabet where a language has none, with the Hangul beside', async () => {
    const [english] = (await call('en-US')(api.pharmacyPage, { query: { size: 1 } })).items
    const [japanese] = (await call('ja-JP')(api.pharmacyPage, { query: { size: 1 } })).items
    const [korean] = (await call('ko-KR')(api.pharmacyPage, { query: { size: 1 } })).items
    expect(english?.name).toMatch(/Pharmacy/)
    expect(english?.address).toMatch(/^[\x20-\x7e]+$/)
    expect(japanese?.name).toBe(english?.name)
    expect([english?.hangulName, english?.hangulAddress]).toEqual([korean?.name, korean?.address])
    expect([japanese?.hangulName, japanese?.hangulAddress]).toEqual([korean?.name, korean?.address])
    expect([korean?.hangulName, korean?.hangulAddress]).toEqual([null, null])
  })

  it('names provinces, districts, subway areas, lines and stations in each language, keeping the Korean values', async () => {
    const names = async (locale: string) => {
      const regions = await call(locale)(api.pharmacyRegions, {})
      const areas = await call(locale)(api.pharmacySubways, {})
      const seoul = regions.find((region) => region.siNm === '서울특별시')
      const metro = areas.find((area) => area.area === '수도권')
      const line1 = metro?.lines.find((line) => line.line === '1호선')
      return {
        province: seoul?.name,
        district: seoul?.districts.find((district) => district.sggNm === '강남구')?.name,
        area: metro?.name,
        line: line1?.name,
        station: line1?.stations.find((station) => station.station === '광운대')?.name,
        bundang: regions.flatMap((region) => region.districts).find((district) => district.sggNm === '성남시 분당구')?.name,
      }
    }
    expect(await names('ko-KR')).toEqual({
      province: '서울특별시',
      district: '강남구',
      area: '수도권',
      line: '1호선',
      station: '광운대',
      bundang: '성남시 분당구',
    })
    expect(await names('en-US')).toEqual({
      province: 'Seoul',
      district: 'Gangnam-gu',
      area: 'Seoul Metropolitan Area',
      line: 'Line 1',
      station: 'Kwangwoon Univ.',
      bundang: 'Bundang-gu, Seongnam-si',
    })
    expect(await names('ja-JP')).toMatchObject({
      province: 'ソウル特別市',
      district: '江南区',
      line: '1号線',
      bundang: '城南市盆唐区',
    })
    expect(await names('zh-CN')).toMatchObject({ province: '首尔特别市', area: '首都圈', line: '1号线' })
    expect(await names('zh-TW')).toMatchObject({ province: '首爾特別市', district: '江南區', line: '1號線' })
  })

  it('names each pharmacy’s nearest line and station in the reader’s language', async () => {
    const query = { subwayArea: '수도권', subwayLine: '1호선', size: 1 }
    const [english] = (await call('en-US')(api.pharmacyPage, { query })).items
    const [chinese] = (await call('zh-TW')(api.pharmacyPage, { query })).items
    expect(english).toMatchObject({ subwayLine: '1호선', subwayLineName: 'Line 1' })
    expect(english?.subwayStationName).toMatch(/^[\x20-\x7e]+$/)
    expect(chinese).toMatchObject({ subwayLine: '1호선', subwayLineName: '1號線' })
  })

  it('gives an empty page, not an error, when nothing matches', async () => {
    const page = await call()(api.pharmacyPage, { query: { siNm: '없는도', size: 10 } })
    expect(page).toEqual({ items: [], page: 1, size: 10, total: 0 })
  })
})
