import { apiPharmacies, apiStockedProducts, provinceAndDistrict, subwayChain } from './finder-api-support'
import { addressFilters, controls, expectSearch, FINDER, finderUrl } from './finder-page-support'
import { expect, test } from './fixtures'
import { gotoHydrated, msg, withLang } from './support'

/**
 * The pharmacy finder in other languages than Korean: results, products and count as the API gives them in English,
 * places named in the page's language and pharmacies in Hangul with their Latin form beside (the data read from the
 * API, as in finder.spec.ts).
 */

test.use({ viewport: { width: 1280, height: 900 } })

test.describe('the pharmacy finder', () => {
  test('in en-US the results, products and count are in English, as the API gives them', async ({ page, request }) => {
    const locale = 'en-US'
    const [english, korean] = await Promise.all([apiPharmacies(request, locale, {}), apiPharmacies(request, 'ko-KR', {})])
    expect(
      english.items.map((item) => item.name),
      'the API names pharmacies differently in en-US',
    ).not.toEqual(korean.items.map((item) => item.name))

    await gotoHydrated(page, withLang(FINDER, locale))
    await expectSearch(page, request, locale, {})
    const c = controls(page, locale)
    const products = await apiStockedProducts(request, locale)
    await expect(c.product.locator('option')).toHaveText([msg(locale, 'pharmacy_any'), ...products.map((item) => item.name)])

    const { province } = await provinceAndDistrict(request, locale)
    await c.province.selectOption(province)
    await expectSearch(page, request, locale, { siNm: province })
    const [product] = products
    if (!product) throw new Error('the API has no stocked product')
    await c.product.selectOption({ label: product.name })
    const chosen = await expectSearch(page, request, locale, { siNm: province, product: product.id })

    // English text finds pharmacies by their English name, whatever the case.
    const name = chosen.items[0]?.name.toLowerCase()
    if (!name) throw new Error('no pharmacy for the province and product')
    await c.query.fill(name)
    await c.query.press('Enter')
    const byName = await expectSearch(page, request, locale, { siNm: province, product: product.id, query: name })
    expect(byName.total, 'the English name finds the pharmacy').toBeGreaterThan(0)
  })

  for (const locale of ['ja-JP', 'zh-CN', 'en-US'] as const) {
    test(`in ${locale} the places are named in the page’s language and the pharmacies in Hangul with their Latin form beside`, async ({
      page,
      request,
    }) => {
      const hangul = /[\uac00-\ud7a3]/
      const { area, line, station } = await subwayChain(request, locale)
      const { province } = await provinceAndDistrict(request, locale)
      await gotoHydrated(page, finderUrl(locale, { siNm: province, subwayArea: area.area, subwayLine: line.line }))
      const c = controls(page, locale)
      for (const select of [c.province, c.district, c.area, c.line, c.station]) {
        const options = await select.locator('option').allTextContents()
        expect(options.length, 'the select offers places').toBeGreaterThan(1)
        expect(
          options.filter((text) => hangul.test(text)),
          'options in Hangul',
        ).toEqual([])
      }

      // The address keeps the Korean values, so a link means the same search in every language.
      await c.province.selectOption('')
      await c.station.selectOption(station)
      const filters = { subwayArea: area.area, subwayLine: line.line, subwayName: station }
      const found = await expectSearch(page, request, locale, filters)
      expect(found.total).toBeGreaterThan(0)
      expect(addressFilters(page)).toMatchObject({ subwayName: station })
      expect((await apiPharmacies(request, 'ko-KR', filters)).total).toBe(found.total)

      const first = page.getByRole('main').locator('li:has(> div > h2)').first()
      await expect(first.locator('h2 [lang="ko-KR"]')).toHaveText(hangul)
      await expect(first.locator('h2 .beside')).not.toHaveText(hangul)
      await expect(first.locator('p').first().locator('[lang="ko-KR"]')).toHaveText(hangul)
      const nearest = first.getByText(`${msg(locale, 'pharmacy_nearest_station')}:`)
      await expect(nearest).toBeVisible()
      await expect(nearest).not.toHaveText(hangul)
    })
  }
})
