import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { apiPharmacies, type Filters, type Paged, type Pharmacy } from './finder-api-support'
import { expect, type Locale } from './fixtures'
import { msg, withLang } from './support'

/**
 * The pharmacy finder's page for its specs: its address for the finder's choices, its results, controls and pages as
 * shown, and the checks that the page shows the API's answer for the choices.
 */
export const FINDER = '/business/pharmacy'

/** The finder's address for the given choices (page 1 has no `page`). */
export function finderUrl(locale: Locale, filters: Filters | Record<string, string | number>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(filters)) if (value !== undefined) params.set(key, String(value))
  const query = params.toString()
  return withLang(query ? `${FINDER}?${query}` : FINDER, locale)
}

/** The search parameters of the current address, without the language. */
export function addressFilters(page: Page): Record<string, string> {
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

export function countStatus(page: Page): Locator {
  return page.getByTestId('pharmacy-count')
}

/** The page shows exactly the API's answer: the count line and every result, in order. */
export async function expectResults(page: Page, locale: Locale, expected: Paged<Pharmacy>, what: string): Promise<void> {
  await expect(countStatus(page), `count line for ${what}`).toHaveText(countLine(locale, expected.total))
  await expect
    .poll(() => shownRows(page, locale), { message: `results for ${what}` })
    .toEqual(expected.items.map((item) => expectedRow(locale, item)))
  const empty = page.getByRole('main').getByTestId('empty-state')
  if (expected.items.length === 0) await expect(empty).toHaveText(msg(locale, 'pharmacy_no_results'))
  else await expect(empty).toHaveCount(0)
}

export async function expectAddress(page: Page, filters: Filters, pageNumber = 1): Promise<void> {
  await expect
    .poll(() => addressFilters(page), { message: 'the address holds the choices' })
    .toEqual(expectedAddress(filters, pageNumber))
}

function filterForm(page: Page, locale: Locale): Locator {
  return page.getByRole('form', { name: msg(locale, 'pharmacy_filters'), exact: true })
}

/** The finder's controls, found by their visible labels. */
export function controls(page: Page, locale: Locale) {
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

export async function expectControls(page: Page, locale: Locale, filters: Filters): Promise<void> {
  await expect
    .poll(() => selectValues(page, locale), { message: 'the controls show the choices' })
    .toEqual(expectedSelectValues(filters))
}

/** The finder shows the API's answer for the choices, and the address and the controls hold them. */
export async function expectSearch(page: Page, request: APIRequestContext, locale: Locale, filters: Filters, pageNumber = 1) {
  const expected = await apiPharmacies(request, locale, filters, pageNumber)
  await expectAddress(page, filters, pageNumber)
  await expectResults(page, locale, expected, JSON.stringify({ ...filters, page: pageNumber }))
  await expectControls(page, locale, filters)
  return expected
}

export function paginationNav(page: Page, locale: Locale): Locator {
  return page.getByRole('main').getByRole('navigation', { name: msg(locale, 'pagination_label'), exact: true })
}

export function pageLink(page: Page, locale: Locale, number: number): Locator {
  return paginationNav(page, locale).getByRole('link', {
    name: msg(locale, 'pagination_page').replace('{page}', String(number)),
    exact: true,
  })
}
