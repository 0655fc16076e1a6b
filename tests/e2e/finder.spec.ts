import {
  apiPharmacies,
  apiStockedProducts,
  PAGE_SIZE,
  type ProductItem,
  provinceAndDistrict,
  subwayChain,
} from './finder-api-support'
import { controls, countStatus, expectAddress, expectSearch, FINDER, paginationNav } from './finder-page-support'
import { expect, test } from './fixtures'
import { expectSameDocument, gotoHydrated, markWindow, msg, withLang } from './support'

/**
 * The pharmacy finder (/business/pharmacy): its choices (province and district, the subway's area, line and station,
 * a product) narrowing the results, its text search and reset, and a search without match. An address and its pages:
 * finder-address.spec.ts; addresses that fall back: finder-fallbacks.spec.ts; other languages: finder-languages.spec.ts.
 * Every expected pharmacy, total, province, line and product is read from the site's own API in the page's language;
 * nothing about the data is written into a test.
 */

test.use({ viewport: { width: 1280, height: 900 } })

test.describe('the pharmacy finder', () => {
  test('choosing a province, then a district, narrows the results to the API’s; a new province clears the district', async ({
    page,
    request,
  }) => {
    test.slow() // several addresses, each a full page load
    const locale = 'ko-KR'
    const { regions, province, district, other } = await provinceAndDistrict(request, locale)
    await gotoHydrated(page, withLang(FINDER, locale))
    const c = controls(page, locale)
    await expect(countStatus(page)).toHaveAttribute('role', 'status')
    await expectSearch(page, request, locale, {})

    // Every province of the API is offered; the district waits for one.
    await expect(c.province.locator('option')).toHaveText([msg(locale, 'pharmacy_any'), ...regions.map((r) => r.name)])
    await expect(c.district).toBeDisabled()
    await markWindow(page)

    await c.province.selectOption(province)
    const byProvince = await expectSearch(page, request, locale, { siNm: province })
    expect(byProvince.total).toBeGreaterThan(PAGE_SIZE)
    await expect(c.district).toBeEnabled()
    const districts = regions.find((region) => region.siNm === province)?.districts ?? []
    await expect(c.district.locator('option')).toHaveText([msg(locale, 'pharmacy_any'), ...districts.map((d) => d.name)])

    await c.district.selectOption(district)
    const byDistrict = await expectSearch(page, request, locale, { siNm: province, sggNm: district })
    expect(byDistrict.total, 'the district narrows the province').toBeLessThan(byProvince.total)
    expect(byDistrict.items.every((item) => item.siNm === province && item.sggNm === district)).toBe(true)

    // Another province: the district is cleared (and so are its results).
    await c.province.selectOption(other.siNm)
    await expectSearch(page, request, locale, { siNm: other.siNm })
    await expect(c.district.locator('option')).toHaveText([msg(locale, 'pharmacy_any'), ...other.districts.map((d) => d.name)])

    // Back to "any": the district is disabled again.
    await c.province.selectOption('')
    await expectSearch(page, request, locale, {})
    await expect(c.district).toBeDisabled()
    await expectSameDocument(page)
  })

  test('the subway cascade: area, then line, then station, each enabled in turn; a new area clears line and station', async ({
    page,
    request,
  }) => {
    const locale = 'ko-KR'
    const { areas, area, line, station, other } = await subwayChain(request, locale)
    await gotoHydrated(page, withLang(FINDER, locale))
    const c = controls(page, locale)
    await expect(c.area.locator('option')).toHaveText([msg(locale, 'pharmacy_any'), ...areas.map((item) => item.name)])
    await expect(c.line).toBeDisabled()
    await expect(c.station).toBeDisabled()

    await c.area.selectOption(area.area)
    await expectSearch(page, request, locale, { subwayArea: area.area })
    await expect(c.line).toBeEnabled()
    await expect(c.station).toBeDisabled()
    await expect(c.line.locator('option')).toHaveText([msg(locale, 'pharmacy_any'), ...area.lines.map((item) => item.name)])

    await c.line.selectOption(line.line)
    await expectSearch(page, request, locale, { subwayArea: area.area, subwayLine: line.line })
    await expect(c.station).toBeEnabled()
    await expect(c.station.locator('option')).toHaveText([msg(locale, 'pharmacy_any'), ...line.stations.map((s) => s.name)])

    await c.station.selectOption(station)
    const byStation = await expectSearch(page, request, locale, {
      subwayArea: area.area,
      subwayLine: line.line,
      subwayName: station,
    })
    expect(byStation.items.every((item) => item.subwayLine === line.line && item.subwayName === station)).toBe(true)

    // A new area clears line and station.
    await c.area.selectOption(other.area)
    await expectSearch(page, request, locale, { subwayArea: other.area })
    await expect(c.station).toBeDisabled()
    await expect(c.line.locator('option')).toHaveText([msg(locale, 'pharmacy_any'), ...other.lines.map((item) => item.name)])

    // A new line (same area) clears the station.
    await c.area.selectOption(area.area)
    await c.line.selectOption(line.line)
    await c.station.selectOption(station)
    await expectAddress(page, { subwayArea: area.area, subwayLine: line.line, subwayName: station })
    const secondLine = area.lines.find((item) => item.line !== line.line)
    if (!secondLine) throw new Error('the area has a single line')
    await c.line.selectOption(secondLine.line)
    await expectSearch(page, request, locale, { subwayArea: area.area, subwayLine: secondLine.line })
  })

  test('filters by product, searches text with the button and with Enter, and the reset link clears everything', async ({
    page,
    request,
  }) => {
    const locale = 'ko-KR'
    const products = await apiStockedProducts(request, locale)
    const all = await apiPharmacies(request, locale, {})
    // A product that not every pharmacy stocks, so the filter visibly narrows.
    let product: ProductItem | undefined
    for (const candidate of products) {
      const total = (await apiPharmacies(request, locale, { product: candidate.id })).total
      if (total > 0 && total < all.total) {
        product = candidate
        break
      }
    }
    if (!product) throw new Error('the API has no product stocked by some but not all pharmacies')

    await gotoHydrated(page, withLang(FINDER, locale))
    const c = controls(page, locale)
    await expect(c.product.locator('option')).toHaveText([msg(locale, 'pharmacy_any'), ...products.map((item) => item.name)])
    await markWindow(page)

    await c.product.selectOption({ label: product.name })
    const byProduct = await expectSearch(page, request, locale, { product: product.id })
    expect(byProduct.items.every((item) => item.products.some((stocked) => stocked.id === product.id))).toBe(true)

    // Text that matches some of this product's pharmacies: the name of the first one.
    const firstName = byProduct.items[0]?.name
    if (!firstName) throw new Error('no pharmacy stocks the product')
    await c.query.fill(firstName)
    await c.submit.click()
    const byName = await expectSearch(page, request, locale, { product: product.id, query: firstName })
    expect(byName.total).toBeGreaterThan(0)
    expect(byName.total).toBeLessThanOrEqual(byProduct.total)

    // Enter in the search box submits too; surrounding spaces are not part of the search.
    const district = byProduct.items[byProduct.items.length - 1]?.sggNm ?? ''
    await c.query.fill(`  ${district}  `)
    await c.query.press('Enter')
    const byDistrictText = await expectSearch(page, request, locale, { product: product.id, query: district })
    expect(byDistrictText.total).toBeGreaterThan(0)

    await c.reset.click()
    await expectSearch(page, request, locale, {})
    await expect(page.locator('html')).toHaveAttribute('lang', locale)
    await expectSameDocument(page)
  })

  test('a search without match shows the empty state and no pages', async ({ page, request }) => {
    const locale = 'ko-KR'
    const text = 'zqx-없는-약국-qzx'
    const none = await apiPharmacies(request, locale, { query: text })
    expect(none.total, 'the API finds nothing for the text').toBe(0)
    await gotoHydrated(page, withLang(FINDER, locale))
    const c = controls(page, locale)
    await c.query.fill(text)
    await c.submit.click()
    await expectSearch(page, request, locale, { query: text })
    await expect(page.getByRole('main').getByTestId('empty-state')).toBeVisible()
    await expect(paginationNav(page, locale)).toHaveCount(0)
  })
})
