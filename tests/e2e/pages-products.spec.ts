import type { APIRequestContext, Page } from '@playwright/test'
import { expect, type Locale, test } from './fixtures'
import { apiData, currentSearch, fill, main, type Paged, pageLink, target } from './pages-support'
import { expectSameDocument, gotoHydrated, markWindow, msg, withLang } from './support'

/**
 * The product pages (raw materials, own products): the API's products a page at a time, discontinued products, and
 * the way to the pharmacies that stock one. Expected items come from the site's own API in the page's language and
 * expected labels from the message files; no content is written into a test.
 */

test.use({ viewport: { width: 1280, height: 900 } })

const PRODUCT_PAGE_SIZE = 6

interface Product {
  id: number
  type: 'material' | 'pb' | 'related'
  name: string
  summary: string
  description: string
  specs: Array<{ label: string; value: string }>
  active: boolean
  specSheet: { url: string; bytes: number; locale: Locale } | null
  pharmacyCount: number
}

interface Pharmacy {
  id: number
  name: string
  products: Array<{ id: number; name: string }>
}

const thousands = new Intl.NumberFormat('en-US')

interface Card {
  name: string
  discontinued: boolean
  summary: string
  specs: string[][]
  links: Array<{ text: string; path: string; search: Record<string, string>; lang: string | null }>
}

/** How a sheet's language is named on its link: by itself, as the language switch names it. */
const sheetLanguageNames: Record<Locale, string> = {
  'ko-KR': '한국어',
  'en-US': 'English',
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
  'ja-JP': '日本語',
}

function expectedCard(locale: Locale, product: Product): Card {
  const links: Card['links'] = []
  if (product.type === 'material') {
    links.push({ text: msg(locale, 'material_inquiry'), path: '/contact', search: {}, lang: locale })
    // A material still offered can be asked for as a sample (/sample, chosen already).
    if (product.active) {
      links.push({ text: msg(locale, 'nav_sample'), path: '/sample', search: { product: String(product.id) }, lang: locale })
    }
    // Its specification sheet, with the file's language and size (kB as the page's language writes them).
    if (product.specSheet) {
      const { url, bytes, locale: language } = product.specSheet
      const size = `${Math.round(bytes / 1024)}${locale === 'ko-KR' ? '' : ' '}kB`
      const about = `(PDF · ${sheetLanguageNames[language]} · ${size})`
      links.push({ text: `${msg(locale, 'product_spec_sheet')} ${about}`, path: url, search: {}, lang: null })
    }
  } else if (product.active && product.pharmacyCount > 0) {
    links.push({
      text: fill(msg(locale, 'product_where_to_buy'), { count: thousands.format(product.pharmacyCount) }),
      path: '/business/pharmacy',
      search: { product: String(product.id) },
      lang: locale,
    })
  }
  return {
    name: product.name,
    discontinued: !product.active,
    summary: product.summary,
    specs: product.specs.map((spec) => [spec.label, spec.value]),
    links,
  }
}

/** The product cards as shown: each a list item holding an article headed by the product's name. */
async function shownCards(page: Page, locale: Locale): Promise<Card[]> {
  const raw = await main(page)
    .locator('li > article:has(h2)')
    .evaluateAll(
      (cards, labels) => {
        const text = (node: Element | null | undefined) => (node?.textContent ?? '').replace(/\s+/g, ' ').trim()
        return cards.map((card) => {
          const links = [...card.querySelectorAll('a')]
          return {
            name: text(card.querySelector('h2')),
            discontinued: [...card.querySelectorAll('*')].some((node) => text(node) === labels.discontinued),
            summary: text(card.querySelector('h2 ~ p')),
            specs: [...card.querySelectorAll(`dl[aria-label="${labels.specs}"] > div`)].map((row) => [
              text(row.querySelector('dt')),
              text(row.querySelector('dd')),
            ]),
            links: links.map((link) => ({ text: text(link), href: link.getAttribute('href') })),
          }
        })
      },
      { discontinued: msg(locale, 'product_discontinued'), specs: msg(locale, 'product_specs') },
    )
  return raw.map(({ links, ...card }) => ({ ...card, links: links.map((link) => ({ text: link.text, ...target(link.href) })) }))
}

async function expectCards(page: Page, locale: Locale, products: Product[], what: string): Promise<void> {
  await expect
    .poll(() => shownCards(page, locale), { message: `the product cards of ${what}` })
    .toEqual(products.map((product) => expectedCard(locale, product)))
}

const productPage = (request: APIRequestContext, kind: 'material' | 'pb', locale: Locale, page: number) =>
  apiData<Paged<Product>>(request, `/api/v1/product/${kind}?page=${page}&size=${PRODUCT_PAGE_SIZE}`, locale)

test.describe('product pages', () => {
  for (const [kind, path] of [
    ['material', '/business/material'],
    ['pb', '/business/pb'],
  ] as const) {
    test(`${path} shows the API's products a page at a time`, async ({ page, request }) => {
      const locale = kind === 'material' ? 'ko-KR' : 'en-US'
      const first = await productPage(request, kind, locale, 1)
      expect(first.total, `the API has more than one page of ${kind} products`).toBeGreaterThan(PRODUCT_PAGE_SIZE)
      expect(first.items).toHaveLength(PRODUCT_PAGE_SIZE)
      const last = Math.ceil(first.total / PRODUCT_PAGE_SIZE)

      await gotoHydrated(page, withLang(path, locale))
      await expectCards(page, locale, first.items, `${path} page 1`)
      await expect(pageLink(page, locale, 1)).toHaveAttribute('aria-current', 'page')
      await markWindow(page)

      for (let number = 2; number <= last; number++) {
        await pageLink(page, locale, number).click()
        await expect.poll(() => currentSearch(page)).toEqual({ page: String(number) })
        const expected = await productPage(request, kind, locale, number)
        await expectCards(page, locale, expected.items, `${path} page ${number}`)
        await expect(pageLink(page, locale, number)).toHaveAttribute('aria-current', 'page')
      }
      await expectSameDocument(page)

      // A page in the address directly.
      await gotoHydrated(page, withLang(`${path}?page=${last}`, locale))
      await expectCards(page, locale, (await productPage(request, kind, locale, last)).items, `${path}?page=${last}`)
    })
  }

  test('discontinued own products are marked and offer no pharmacy link', async ({ page, request }) => {
    const locale = 'ko-KR'
    const first = await productPage(request, 'pb', locale, 1)
    const last = Math.ceil(first.total / PRODUCT_PAGE_SIZE)
    let found: { number: number; items: Product[] } | undefined
    for (let number = 1; number <= last && !found; number++) {
      const items = number === 1 ? first.items : (await productPage(request, 'pb', locale, number)).items
      if (items.some((item) => !item.active)) found = { number, items }
    }
    if (!found) throw new Error('the API has no discontinued own product')
    await gotoHydrated(page, withLang(found.number > 1 ? `/business/pb?page=${found.number}` : '/business/pb', locale))
    await expectCards(page, locale, found.items, `/business/pb page ${found.number}`)
    const cards = await shownCards(page, locale)
    for (const card of cards.filter((item) => item.discontinued)) expect(card.links, `${card.name} has no link`).toEqual([])
  })

  test('an own product’s "find a pharmacy" link leads to the finder filtered by it, with as many pharmacies', async ({
    page,
    request,
  }) => {
    const locale = 'ko-KR'
    const products = (await productPage(request, 'pb', locale, 1)).items.filter((item) => item.active && item.pharmacyCount > 0)
    const product = products[products.length - 1]
    if (!product) throw new Error('the API has no own product stocked by pharmacies')
    const pharmacies = await apiData<Paged<Pharmacy>>(
      request,
      `/api/v1/pharmacy/page?idProduct=${product.id}&page=1&size=10`,
      locale,
    )
    expect(pharmacies.total, 'the finder finds as many pharmacies as the product says').toBe(product.pharmacyCount)

    await gotoHydrated(page, withLang('/business/pb', locale))
    await markWindow(page)
    const card = main(page)
      .locator('li > article')
      .filter({ has: page.getByRole('heading', { level: 2, name: product.name, exact: true }) })
    await card
      .getByRole('link', { name: fill(msg(locale, 'product_where_to_buy'), { count: thousands.format(product.pharmacyCount) }) })
      .click()

    await expect(page).toHaveURL((url) => url.pathname === '/business/pharmacy')
    expect(currentSearch(page)).toEqual({ product: String(product.id) })
    await expect(page.getByTestId('pharmacy-count')).toHaveText(
      fill(msg(locale, 'pharmacy_result_count'), { count: thousands.format(pharmacies.total) }),
    )
    const form = page.getByRole('form', { name: msg(locale, 'pharmacy_filters'), exact: true })
    await expect(form.getByRole('combobox', { name: msg(locale, 'pharmacy_product'), exact: true })).toHaveValue(
      String(product.id),
    )
    const results = main(page).locator('li:has(> div > h2)')
    await expect(results.locator('h2')).toHaveText(pharmacies.items.map((item) => item.name))
    expect(pharmacies.items.every((item) => item.products.some((stocked) => stocked.id === product.id))).toBe(true)
    const productLists = results.getByRole('list', { name: msg(locale, 'pharmacy_products'), exact: true })
    await expect(productLists).toHaveCount(pharmacies.items.length)
    for (const list of await productLists.all()) {
      await expect(list.getByRole('listitem').filter({ hasText: product.name })).toHaveCount(1)
    }
    await expectSameDocument(page)
  })
})
