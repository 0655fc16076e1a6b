import type { APIRequestContext, Page } from '@playwright/test'
import {
  apiData,
  apiPharmacies,
  apiStockedProducts,
  type Filters,
  type ProductItem,
  provinceAndDistrict,
  subwayChain,
} from './finder-api-support'
import { expectControls, expectResults, finderUrl } from './finder-page-support'
import { expect, type Locale, test } from './fixtures'
import { waitForHydration } from './support'

/**
 * The pharmacy finder at addresses whose choices do not fit together (a district of another province, a station of
 * another line, a product nobody stocks, text for a number, an over-long query): each falls back to the consistent
 * part, never an error. What it should show is the API's answer, as in finder.spec.ts.
 */

test.use({ viewport: { width: 1280, height: 900 } })

test.describe('the pharmacy finder', () => {
  /** Loads each address directly: it answers 200 and shows the API's answer for the consistent part of it. */
  async function expectFallbacks(
    page: Page,
    request: APIRequestContext,
    locale: Locale,
    cases: Array<{ address: Record<string, string | number>; expected: Filters }>,
  ): Promise<void> {
    for (const { address, expected } of cases) {
      const url = finderUrl(locale, address)
      await test.step(url, async () => {
        const response = await page.goto(url)
        expect(response?.status(), `status of ${url}`).toBe(200)
        await waitForHydration(page)
        await expectResults(page, locale, await apiPharmacies(request, locale, expected), url)
        await expectControls(page, locale, expected)
      })
    }
  }

  test('an address with a district of another province or an unknown province falls back, never an error', async ({
    page,
    request,
  }) => {
    const locale = 'ko-KR'
    const { regions, province, district, other } = await provinceAndDistrict(request, locale)
    const own = regions.find((region) => region.siNm === province)?.districts ?? []
    const foreignDistrict = other.districts.find((entry) => !own.some((item) => item.sggNm === entry.sggNm))?.sggNm
    if (!foreignDistrict) throw new Error('the API has no district outside the province')
    await expectFallbacks(page, request, locale, [
      { address: { siNm: province, sggNm: foreignDistrict }, expected: { siNm: province } },
      { address: { sggNm: district }, expected: {} },
      { address: { siNm: `${province}-없음`, sggNm: district }, expected: {} },
      { address: { siNm: province, query: '약'.repeat(200) }, expected: { siNm: province } },
    ])
  })

  test('an address with a station of another line or a line of another area falls back, never an error', async ({
    page,
    request,
  }) => {
    const locale = 'ko-KR'
    const { areas, area, line, otherLine } = await subwayChain(request, locale)
    const foreignStation = otherLine.stations.find(
      (entry) => !line.stations.some((own) => own.station === entry.station),
    )?.station
    const foreignLine = areas
      .filter((item) => item.area !== area.area)
      .flatMap((item) => item.lines.map((entry) => entry.line))
      .find((name) => !area.lines.some((entry) => entry.line === name))
    if (!foreignStation || !foreignLine) throw new Error('the API has no foreign station or line')
    await expectFallbacks(page, request, locale, [
      {
        address: { subwayArea: area.area, subwayLine: line.line, subwayName: foreignStation },
        expected: { subwayArea: area.area, subwayLine: line.line },
      },
      { address: { subwayArea: area.area, subwayLine: foreignLine }, expected: { subwayArea: area.area } },
      { address: { subwayLine: line.line, subwayName: line.stations[0]?.station ?? '' }, expected: {} },
    ])
  })

  test('an address with a product nobody stocks, text for a number or an over-long query falls back, never an error', async ({
    page,
    request,
  }) => {
    const locale = 'ko-KR'
    const { province } = await provinceAndDistrict(request, locale)
    const stocked = await apiStockedProducts(request, locale)
    const everything = await apiData<ProductItem[]>(request, '/api/v1/product/list', locale)
    const unstocked = everything.filter((item) => !stocked.some((product) => product.id === item.id))
    // One of each kind: a raw material, a related brand's product, a discontinued own product.
    const kinds = new Map(unstocked.map((item) => [`${item.type}/${item.active}`, item]))
    expect(kinds.size, 'the API has products no pharmacy stocks').toBeGreaterThan(0)
    await expectFallbacks(page, request, locale, [
      ...[...kinds.values()].map((product) => ({
        address: { siNm: province, product: product.id },
        expected: { siNm: province },
      })),
      { address: { product: 999_999_999 }, expected: {} },
      { address: { product: 'abc', page: 'abc', siNm: province }, expected: { siNm: province } },
      { address: { page: -3 }, expected: {} },
      { address: { query: 'a'.repeat(200) }, expected: {} },
    ])
  })
})
