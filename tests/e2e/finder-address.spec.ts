import { apiPharmacies, apiStockedProducts, type Filters, PAGE_SIZE, provinceAndDistrict } from './finder-api-support'
import { controls, expectSearch, FINDER, finderUrl, pageLink, paginationNav } from './finder-page-support'
import { expect, test } from './fixtures'
import { expectSameDocument, gotoHydrated, markWindow, msg, withLang } from './support'

/**
 * The pharmacy finder's address: an address reproduces a search, back and forward walk through earlier searches, and
 * the pages of a filtered search keep its choices. The expected results are the API's, as in finder.spec.ts.
 */

test.use({ viewport: { width: 1280, height: 900 } })

test.describe('the pharmacy finder', () => {
  test('an address reproduces a search, and back and forward walk through earlier searches', async ({ page, request }) => {
    const locale = 'ko-KR'
    const { province, district } = await provinceAndDistrict(request, locale)
    const [product] = await apiStockedProducts(request, locale)
    if (!product) throw new Error('the API has no stocked product')
    const direct: Filters = { siNm: province, product: product.id }
    const expected = await apiPharmacies(request, locale, direct)
    expect(expected.total, 'the direct search finds pharmacies').toBeGreaterThan(0)

    // Loaded directly: the server renders the search, and the hydrated page keeps it.
    const html = await (await request.get(finderUrl(locale, direct), { headers: { connection: 'close' } })).text()
    for (const item of expected.items) expect(html, 'the server-rendered results').toContain(item.phone)
    await gotoHydrated(page, finderUrl(locale, direct))
    await expectSearch(page, request, locale, direct)

    // A walk: all → province → province + district → + text.
    await gotoHydrated(page, withLang(FINDER, locale))
    const c = controls(page, locale)
    await markWindow(page)
    const steps: Filters[] = [{}, { siNm: province }, { siNm: province, sggNm: district }]
    await c.province.selectOption(province)
    await expectSearch(page, request, locale, steps[1] ?? {})
    await c.district.selectOption(district)
    await expectSearch(page, request, locale, steps[2] ?? {})
    const text = (await apiPharmacies(request, locale, { siNm: province, sggNm: district })).items[0]?.name ?? ''
    steps.push({ siNm: province, sggNm: district, query: text })
    await c.query.fill(text)
    await c.submit.click()
    await expectSearch(page, request, locale, steps[3] ?? {})

    for (const index of [2, 1, 0]) {
      await page.goBack()
      await expectSearch(page, request, locale, steps[index] ?? {})
    }
    for (const index of [1, 2, 3]) {
      await page.goForward()
      await expectSearch(page, request, locale, steps[index] ?? {})
    }
    await expectSameDocument(page)
  })

  test('pagination of a filtered search keeps the filters and shows the API’s pages', async ({ page, request }) => {
    const locale = 'ko-KR'
    const { province } = await provinceAndDistrict(request, locale)
    const products = await apiStockedProducts(request, locale)
    let filters: Filters | undefined
    for (const product of products) {
      const candidate = { siNm: province, product: product.id }
      if ((await apiPharmacies(request, locale, candidate)).total > PAGE_SIZE) {
        filters = candidate
        break
      }
    }
    if (!filters) throw new Error('no province and product have more than one page of pharmacies')
    const first = await apiPharmacies(request, locale, filters)
    const last = Math.ceil(first.total / PAGE_SIZE)

    await gotoHydrated(page, finderUrl(locale, filters))
    await expectSearch(page, request, locale, filters)
    const nav = paginationNav(page, locale)
    await expect(nav).toBeVisible()
    await expect(pageLink(page, locale, 1)).toHaveAttribute('aria-current', 'page')
    await markWindow(page)

    await pageLink(page, locale, 2).click()
    const second = await expectSearch(page, request, locale, filters, 2)
    expect(second.items.map((item) => item.id)).not.toEqual(first.items.map((item) => item.id))
    await expect(pageLink(page, locale, 2)).toHaveAttribute('aria-current', 'page')
    // Only the page shown is the current one (checked softly, so the rest of the walk still runs).
    const current = await nav
      .locator('[aria-current="page"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('aria-label')))
    expect.soft(current, 'the links marked as the current page').toEqual([msg(locale, 'pagination_page').replace('{page}', '2')])

    // The last page, through "next" links; then "previous".
    for (let number = 3; number <= last; number++) {
      await nav.getByRole('link', { name: msg(locale, 'pagination_next'), exact: true }).click()
      await expectSearch(page, request, locale, filters, number)
    }
    await expect(nav.getByRole('link', { name: msg(locale, 'pagination_next'), exact: true })).toHaveCount(0)
    await nav.getByRole('link', { name: msg(locale, 'pagination_previous'), exact: true }).click()
    await expectSearch(page, request, locale, filters, last - 1)

    // Page 2 in the address directly is the API's page 2 too.
    await gotoHydrated(page, finderUrl(locale, { ...filters, page: 2 }))
    await expectSearch(page, request, locale, filters, 2)
    await markWindow(page)

    // A new choice starts again at page 1.
    await controls(page, locale).product.selectOption('')
    await expectSearch(page, request, locale, { siNm: province })
    await expectSameDocument(page)
  })
})
