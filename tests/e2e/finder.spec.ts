import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { expect, type Locale, test } from './fixtures'
import { expectSameDocument, gotoHydrated, markWindow, msg, waitForHydration, withLang } from './support'

/**
 * The pharmacy finder (/business/pharmacy). Every expected pharmacy, total, province, line and product is read
 * from the site's own API in the page's language; nothing about the data is written into a test.
 */

test.use({ viewport: { width: 1280, height: 900 } })

const FINDER = '/business/pharmacy'
const PAGE_SIZE = 10

interface Pharmacy {
  id: number
  name: string
  address: string
  phone: string
  siNm: string
  sggNm: string
  subwayArea: string | null
  subwayLine: string | null
  subwayName: string | null
  hangulName: string | null
  hangulAddress: string | null
  subwayLineName: string | null
  subwayStationName: string | null
  products: Array<{ id: number; name: string }>
}

interface Paged<T> {
  items: T[]
  page: number
  size: number
  total: number
}

interface Region {
  siNm: string
  name: string
  districts: Array<{ sggNm: string; name: string }>
}

interface SubwayArea {
  area: string
  name: string
  lines: Array<{ line: string; name: string; stations: Array<{ station: string; name: string }> }>
}

interface ProductItem {
  id: number
  type: string
  name: string
  active: boolean
}

/** The finder's choices, named as in the page's address. */
interface Filters {
  siNm?: string
  sggNm?: string
  product?: number
  subwayArea?: string
  subwayLine?: string
  subwayName?: string
  query?: string
}

async function apiData<T>(request: APIRequestContext, url: string, locale: Locale): Promise<T> {
  // A fresh connection each time: a kept-alive one can be closed by the server just as it is reused (ECONNRESET).
  const response = await request.get(url, { headers: { 'accept-language': locale, connection: 'close' } })
  expect(response.status(), `status of ${url}`).toBe(200)
  return ((await response.json()) as { data: T }).data
}

/** One page of the API's answer for the given choices (the finder's `product` is the API's `idProduct`). */
function apiPharmacies(request: APIRequestContext, locale: Locale, filters: Filters, page = 1): Promise<Paged<Pharmacy>> {
  const params = new URLSearchParams({ page: String(page), size: String(PAGE_SIZE) })
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined) continue
    params.set(key === 'product' ? 'idProduct' : key, String(value))
  }
  return apiData<Paged<Pharmacy>>(request, `/api/v1/pharmacy/page?${params}`, locale)
}

const apiRegions = (request: APIRequestContext, locale: Locale) => apiData<Region[]>(request, '/api/v1/pharmacy/regions', locale)
const apiSubways = (request: APIRequestContext, locale: Locale) =>
  apiData<SubwayArea[]>(request, '/api/v1/pharmacy/subways', locale)
const apiStockedProducts = (request: APIRequestContext, locale: Locale) =>
  apiData<ProductItem[]>(request, '/api/v1/product/list?relativePharmacy=true&active=true', locale)

/** The finder's address for the given choices (page 1 has no `page`). */
function finderUrl(locale: Locale, filters: Filters | Record<string, string | number>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(filters)) if (value !== undefined) params.set(key, String(value))
  const query = params.toString()
  return withLang(query ? `${FINDER}?${query}` : FINDER, locale)
}

/** The search parameters of the current address, without the language. */
function addressFilters(page: Page): Record<string, string> {
  const params = Object.fromEntries(new URL(page.url()).searchParams)
  delete params.lang
  return params
}

/** How the address should read for the given choices. */
function expectedAddress(filters: Filters, pageNumber = 1): Record<string, string> {
  const result: Record<string, string> = {}
  for (const [key, value] of Object.entries(filters)) if (value !== undefined) result[key] = String(value)
  if (pageNumber > 1) result.page = String(pageNumber)
  return result
}

interface Row {
  name: string
  texts: string[]
  products: string[]
  phone: string
  tel: string | null
}

/** What one result should show for an API item. */
function expectedRow(locale: Locale, item: Pharmacy): Row {
  const withHangul = (hangul: string | null, text: string) => (hangul ? `${hangul} ${text}` : text)
  const texts = [withHangul(item.hangulAddress, item.address)]
  if (item.subwayName) {
    texts.push(`${msg(locale, 'pharmacy_nearest_station')}: ${item.subwayLineName} ${item.subwayStationName}`)
  }
  return {
    name: withHangul(item.hangulName, item.name),
    texts,
    products: item.products.map((product) => product.name),
    phone: `${msg(locale, 'pharmacy_phone')}: ${item.phone}`,
    tel: `tel:${item.phone.replace(/[^0-9+]/g, '')}`,
  }
}

/** The results as shown: each list item headed by a pharmacy's name. */
async function shownRows(page: Page, locale: Locale): Promise<Row[]> {
  return page
    .getByRole('main')
    .locator('li:has(> div > h2)')
    .evaluateAll(
      (items, productsLabel) => {
        const text = (node: Element | null | undefined) => (node?.textContent ?? '').replace(/\s+/g, ' ').trim()
        return items.map((item) => {
          const telLink = item.querySelector('a[href^="tel:"]')
          const phoneLine = telLink?.closest('p') ?? null
          return {
            name: text(item.querySelector('h2')),
            texts: [...item.querySelectorAll('p')].filter((p) => p !== phoneLine).map((p) => text(p)),
            products: [...item.querySelectorAll(`ul[aria-label="${productsLabel}"] > li`)].map((li) => text(li)),
            phone: text(phoneLine),
            tel: telLink?.getAttribute('href') ?? null,
          }
        })
      },
      msg(locale, 'pharmacy_products'),
    )
}

function countLine(locale: Locale, total: number): string {
  return msg(locale, 'pharmacy_result_count').replace('{count}', new Intl.NumberFormat('en-US').format(total))
}

function countStatus(page: Page): Locator {
  return page.getByTestId('pharmacy-count')
}

/** The page shows exactly the API's answer: the count line and every result, in order. */
async function expectResults(page: Page, locale: Locale, expected: Paged<Pharmacy>, what: string): Promise<void> {
  await expect(countStatus(page), `count line for ${what}`).toHaveText(countLine(locale, expected.total))
  await expect
    .poll(() => shownRows(page, locale), { message: `results for ${what}` })
    .toEqual(expected.items.map((item) => expectedRow(locale, item)))
  const empty = page.getByRole('main').getByTestId('empty-state')
  if (expected.items.length === 0) await expect(empty).toHaveText(msg(locale, 'pharmacy_no_results'))
  else await expect(empty).toHaveCount(0)
}

async function expectAddress(page: Page, filters: Filters, pageNumber = 1): Promise<void> {
  await expect
    .poll(() => addressFilters(page), { message: 'the address holds the choices' })
    .toEqual(expectedAddress(filters, pageNumber))
}

function filterForm(page: Page, locale: Locale): Locator {
  return page.getByRole('form', { name: msg(locale, 'pharmacy_filters'), exact: true })
}

/** The finder's controls, found by their visible labels. */
function controls(page: Page, locale: Locale) {
  const form = filterForm(page, locale)
  const select = (key: string) => form.getByRole('combobox', { name: msg(locale, key), exact: true })
  return {
    form,
    province: select('pharmacy_province'),
    district: select('pharmacy_district'),
    product: select('pharmacy_product'),
    area: select('pharmacy_subway_area'),
    line: select('pharmacy_subway_line'),
    station: select('pharmacy_subway_station'),
    query: form.getByRole('searchbox', { name: msg(locale, 'pharmacy_query'), exact: true }),
    submit: form.getByRole('button', { name: msg(locale, 'pharmacy_search'), exact: true }),
    reset: form.getByRole('link', { name: msg(locale, 'pharmacy_reset'), exact: true }),
  }
}

/** The values every select holds, by the address key it writes. */
async function selectValues(page: Page, locale: Locale) {
  const c = controls(page, locale)
  return {
    siNm: await c.province.inputValue(),
    sggNm: await c.district.inputValue(),
    product: await c.product.inputValue(),
    subwayArea: await c.area.inputValue(),
    subwayLine: await c.line.inputValue(),
    subwayName: await c.station.inputValue(),
    query: await c.query.inputValue(),
  }
}

function expectedSelectValues(filters: Filters) {
  return {
    siNm: filters.siNm ?? '',
    sggNm: filters.sggNm ?? '',
    product: filters.product === undefined ? '' : String(filters.product),
    subwayArea: filters.subwayArea ?? '',
    subwayLine: filters.subwayLine ?? '',
    subwayName: filters.subwayName ?? '',
    query: filters.query ?? '',
  }
}

async function expectControls(page: Page, locale: Locale, filters: Filters): Promise<void> {
  await expect
    .poll(() => selectValues(page, locale), { message: 'the controls show the choices' })
    .toEqual(expectedSelectValues(filters))
}

/** The finder shows the API's answer for the choices, and the address and the controls hold them. */
async function expectSearch(page: Page, request: APIRequestContext, locale: Locale, filters: Filters, pageNumber = 1) {
  const expected = await apiPharmacies(request, locale, filters, pageNumber)
  await expectAddress(page, filters, pageNumber)
  await expectResults(page, locale, expected, JSON.stringify({ ...filters, page: pageNumber }))
  await expectControls(page, locale, filters)
  return expected
}

function paginationNav(page: Page, locale: Locale): Locator {
  return page.getByRole('main').getByRole('navigation', { name: msg(locale, 'pagination_label'), exact: true })
}

function pageLink(page: Page, locale: Locale, number: number): Locator {
  return paginationNav(page, locale).getByRole('link', {
    name: msg(locale, 'pagination_page').replace('{page}', String(number)),
    exact: true,
  })
}

/** A province with more than one page of pharmacies, and a district of it that narrows the results. */
async function provinceAndDistrict(request: APIRequestContext, locale: Locale) {
  const regions = await apiRegions(request, locale)
  for (const region of regions) {
    if (region.districts.length < 2) continue
    const total = (await apiPharmacies(request, locale, { siNm: region.siNm })).total
    if (total <= PAGE_SIZE) continue
    for (const { sggNm: district } of region.districts) {
      const narrowed = (await apiPharmacies(request, locale, { siNm: region.siNm, sggNm: district })).total
      if (narrowed > 0 && narrowed < total) {
        const other = regions.find(
          (item) => item.siNm !== region.siNm && !item.districts.some((entry) => entry.sggNm === district),
        )
        if (!other) throw new Error('the API has only one province')
        return { regions, province: region.siNm, district, other }
      }
    }
  }
  throw new Error('the API has no province with more than one page of pharmacies and a narrower district')
}

/** An area with more than one line; a line of it with several stations; a station of it with pharmacies. */
async function subwayChain(request: APIRequestContext, locale: Locale) {
  const areas = await apiSubways(request, locale)
  for (const area of areas) {
    if (area.lines.length < 2) continue
    for (const line of area.lines) {
      if (line.stations.length < 2) continue
      const lineTotal = (await apiPharmacies(request, locale, { subwayArea: area.area, subwayLine: line.line })).total
      for (const { station } of line.stations) {
        const total = (
          await apiPharmacies(request, locale, { subwayArea: area.area, subwayLine: line.line, subwayName: station })
        ).total
        if (total > 0 && total < lineTotal) {
          const other = areas.find((item) => item.area !== area.area && item.lines.length > 0)
          const otherLine = area.lines.find(
            (item) =>
              item.line !== line.line &&
              item.stations.some((entry) => !line.stations.some((own) => own.station === entry.station)),
          )
          if (!other || !otherLine) throw new Error('the API has too few subway areas or lines')
          return { areas, area, line, station, other, otherLine }
        }
      }
    }
  }
  throw new Error('the API has no subway area with several lines and a station with pharmacies')
}

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
