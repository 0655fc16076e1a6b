import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { faqCategories as shippedFaqCategories } from '~/api/contract/faq-categories'
import { expect, type Locale, locales, test } from './fixtures'
import { expectSameDocument, gotoHydrated, markWindow, msg, withLang } from './support'

/**
 * Product, company and long-form pages. Expected items come from the site's own API in the page's language and
 * expected labels from the message files; no content is written into a test.
 */

test.use({ viewport: { width: 1280, height: 900 } })

const PRODUCT_PAGE_SIZE = 6
const HISTORY_PAGE_SIZE = 10

interface Paged<T> {
  items: T[]
  page: number
  size: number
  total: number
}

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

interface HistoryEntry {
  id: number
  year: number
  month: number
  title: string
}

interface Member {
  id: number
  name: string
  role: string
  bio: string
}

interface Pharmacy {
  id: number
  name: string
  products: Array<{ id: number; name: string }>
}

async function apiData<T>(request: APIRequestContext, url: string, locale: Locale): Promise<T> {
  // A fresh connection each time: a kept-alive one can be closed by the server just as it is reused (ECONNRESET).
  const response = await request.get(url, { headers: { 'accept-language': locale, connection: 'close' } })
  expect(response.status(), `status of ${url}`).toBe(200)
  return ((await response.json()) as { data: T }).data
}

function main(page: Page): Locator {
  return page.getByRole('main')
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole)
}

const thousands = new Intl.NumberFormat('en-US')

function paginationNav(page: Page, locale: Locale): Locator {
  return main(page).getByRole('navigation', { name: msg(locale, 'pagination_label'), exact: true })
}

function pageLink(page: Page, locale: Locale, number: number): Locator {
  return paginationNav(page, locale).getByRole('link', {
    name: fill(msg(locale, 'pagination_page'), { page: String(number) }),
    exact: true,
  })
}

/** An href split into its path and its search parameters (without the language, which is checked apart). */
function target(href: string | null): { path: string; search: Record<string, string>; lang: string | null } {
  const url = new URL(href ?? '', 'http://site.invalid')
  const search = Object.fromEntries(url.searchParams)
  delete search.lang
  return { path: url.pathname, search, lang: url.searchParams.get('lang') }
}

function currentSearch(page: Page): Record<string, string> {
  return target(page.url()).search
}

// ————————————————————————————————————————————— products —————————————————————————————————————————————

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

// ————————————————————————————————————————————— company —————————————————————————————————————————————

interface Milestone {
  dateTime: string | null
  when: string
  title: string
}

function expectedMilestone(locale: Locale, entry: HistoryEntry): Milestone {
  return {
    dateTime: `${entry.year}-${String(entry.month).padStart(2, '0')}`,
    when: new Intl.DateTimeFormat(locale, { timeZone: 'UTC', year: 'numeric', month: 'long' }).format(
      new Date(Date.UTC(entry.year, entry.month - 1, 1)),
    ),
    title: entry.title,
  }
}

function shownMilestones(page: Page): Promise<Milestone[]> {
  return main(page)
    .locator('ol > li:has(time)')
    .evaluateAll((items) =>
      items.map((item) => {
        const time = item.querySelector('time')
        return {
          dateTime: time?.getAttribute('datetime') ?? null,
          when: (time?.textContent ?? '').trim(),
          title: (item.querySelector('p')?.textContent ?? '').trim(),
        }
      }),
    )
}

function isNewestFirst(milestones: Milestone[]): boolean {
  const keys = milestones.map((item) => item.dateTime ?? '')
  return keys.every((key, index) => index === 0 || key <= (keys[index - 1] ?? ''))
}

const historyPage = (request: APIRequestContext, locale: Locale, page: number) =>
  apiData<Paged<HistoryEntry>>(request, `/api/v1/history?page=${page}&size=${HISTORY_PAGE_SIZE}`, locale)

test.describe('company pages', () => {
  for (const locale of ['ko-KR', 'en-US'] as const) {
    test(`the history shows the API's milestones, newest first, ten a page (${locale})`, async ({ page, request }) => {
      const first = await historyPage(request, locale, 1)
      expect(first.total, 'the API has more than one page of history').toBeGreaterThan(HISTORY_PAGE_SIZE)
      const second = await historyPage(request, locale, 2)

      await gotoHydrated(page, withLang('/company/history', locale))
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(msg(locale, 'nav_company_history'))
      await expect.poll(() => shownMilestones(page)).toEqual(first.items.map((entry) => expectedMilestone(locale, entry)))
      const shownFirst = await shownMilestones(page)
      expect(shownFirst).toHaveLength(HISTORY_PAGE_SIZE)
      expect(isNewestFirst(shownFirst), 'page 1 lists the newest first').toBe(true)
      await markWindow(page)

      await pageLink(page, locale, 2).click()
      await expect.poll(() => currentSearch(page)).toEqual({ page: '2' })
      await expect.poll(() => shownMilestones(page)).toEqual(second.items.map((entry) => expectedMilestone(locale, entry)))
      const shownSecond = await shownMilestones(page)
      expect(isNewestFirst([...shownFirst, ...shownSecond]), 'page 2 continues with older milestones').toBe(true)
      await expect(pageLink(page, locale, 2)).toHaveAttribute('aria-current', 'page')
      await expectSameDocument(page)
    })

    test(`the intro shows the lead and the API's people with their roles (${locale})`, async ({ page, request }) => {
      const people = await apiData<Member[]>(request, '/api/v1/members', locale)
      expect(people.length, 'the API has people').toBeGreaterThan(0)
      await gotoHydrated(page, withLang('/company/intro', locale))
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(msg(locale, 'nav_company_intro'))
      await expect(main(page).getByText(msg(locale, 'company_intro_lead'), { exact: true })).toBeVisible()
      const section = main(page).getByRole('region', { name: msg(locale, 'people_heading'), exact: true })
      await expect(section.getByRole('heading', { level: 2 })).toHaveText(msg(locale, 'people_heading'))
      const cards = section.getByRole('listitem')
      await expect(cards.getByRole('heading', { level: 3 })).toHaveText(people.map((person) => person.name))
      await expect(cards).toHaveCount(people.length)
      for (const [index, person] of people.entries()) {
        const card = cards.nth(index)
        await expect(card.locator('p')).toHaveText([person.role, person.bio])
      }
    })
  }
})

// ————————————————————————————————————————————— long-form pages —————————————————————————————————————————————

const documents = [
  { path: '/company/vision', crumb: 'nav_company_vision', dated: false },
  { path: '/research/intro', crumb: 'nav_research_intro', dated: false },
  { path: '/business/showroom', crumb: 'nav_business_showroom', dated: false },
  { path: '/terms', crumb: 'page_terms', dated: true },
  { path: '/privacy', crumb: 'page_privacy', dated: true },
] as const

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** The effective-date line: the message with a date (which has a four-digit year) in place of {date}. */
function effectiveDateLine(locale: Locale): RegExp {
  const [before, after] = msg(locale, 'effective_date').split('{date}')
  return new RegExp(`^${escapeRegExp(before ?? '')}.*\\d{4}.*${escapeRegExp(after ?? '')}$`)
}

test.describe('long-form pages', () => {
  for (const locale of locales) {
    test(`answer 200 in ${locale} with a heading and at least three sections; terms and privacy are dated`, async ({ page }) => {
      test.slow() // several full page loads in one test
      for (const document of documents) {
        await test.step(document.path, async () => {
          await gotoHydrated(page, withLang(document.path, locale))
          await expect(page.locator('html')).toHaveAttribute('lang', locale)
          await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(msg(locale, document.crumb))
          // At least three sections: each heading with text after it, before the next heading.
          const sections = await main(page)
            .locator('h2')
            .evaluateAll((nodes) =>
              nodes.map((node) => {
                let text = ''
                for (let next = node.nextElementSibling; next && next.tagName !== 'H2'; next = next.nextElementSibling)
                  text += (next.textContent ?? '').trim()
                return { heading: (node.textContent ?? '').trim(), text }
              }),
            )
          expect(sections.length, `sections of ${document.path}`).toBeGreaterThanOrEqual(3)
          for (const section of sections) {
            expect(section.heading, 'a section heading').not.toBe('')
            expect(section.text, `text under "${section.heading}"`).not.toBe('')
          }
          const dateLine = main(page).getByText(effectiveDateLine(locale))
          await expect(dateLine).toHaveCount(document.dated ? 1 : 0)
        })
      }
    })
  }

  test('the privacy policy states how long data is kept (ko-KR)', async ({ page }) => {
    await gotoHydrated(page, withLang('/privacy', 'ko-KR'))
    const text = (await main(page).textContent()) ?? ''
    expect(text).toContain('3개월')
    expect(text).toContain('6개월')
  })

  test('terms and privacy show the same effective date, written the language’s way', async ({ page }) => {
    for (const locale of ['ko-KR', 'en-US'] as const) {
      const [before, after] = msg(locale, 'effective_date').split('{date}')
      const shown: string[] = []
      for (const path of ['/terms', '/privacy']) {
        await gotoHydrated(page, withLang(path, locale))
        const line = (await main(page).getByText(effectiveDateLine(locale)).textContent()) ?? ''
        shown.push(line.slice((before ?? '').length, line.length - (after ?? '').length).trim())
      }
      expect(shown[0], `terms and privacy agree in ${locale}`).toBe(shown[1])
      // A formatted date, not the raw ISO value.
      expect(shown[0], `the date in ${locale}`).not.toMatch(/^\d{4}-\d{2}-\d{2}$/)
    }
  })
})

// ————————————————————————————————————————————— FAQ —————————————————————————————————————————————

/** The FAQ's categories in a language, in their order, as the API names them (staff rename and reorder them). */
async function faqCategoriesIn(request: APIRequestContext, locale: Locale): Promise<Array<{ key: string; name: string }>> {
  const response = await request.get('/api/v1/faq', { headers: { 'accept-language': locale } })
  expect(response.status()).toBe(200)
  return ((await response.json()) as { data: { categories: Array<{ key: string; name: string }> } }).data.categories
}

test.describe('the FAQ', () => {
  test('has the five category headings, each with questions, in every language', async ({ page, request }) => {
    test.slow() // one full page load per language
    for (const locale of locales) {
      await test.step(locale, async () => {
        const categories = await faqCategoriesIn(request, locale)
        expect(categories.map((category) => category.key)).toEqual([...shippedFaqCategories])
        await gotoHydrated(page, withLang('/faq', locale))
        await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(msg(locale, 'page_faq'))
        await expect(main(page).getByRole('heading', { level: 2 })).toHaveText(categories.map((category) => category.name))
        for (const { key, name } of categories) {
          const section = main(page).getByRole('region', { name, exact: true })
          expect(await section.locator('details > summary').count(), `questions under ${key}`).toBeGreaterThan(0)
        }
        const contact = main(page).getByRole('link', { name: msg(locale, 'faq_more_questions'), exact: true })
        expect(target(await contact.getAttribute('href'))).toEqual({ path: '/contact', search: {}, lang: locale })
      })
    }
  })

  test('opens an answer on click and with Enter or Space on the question, and leads to the inquiry page', async ({ page }) => {
    const locale = 'ko-KR'
    await gotoHydrated(page, withLang('/faq', locale))
    const entries = main(page).locator('details')
    expect(await entries.count()).toBeGreaterThanOrEqual(3)

    const [byClick, byEnter, bySpace] = [entries.nth(0), entries.nth(1), entries.nth(2)]
    for (const entry of [byClick, byEnter, bySpace]) {
      await expect(entry).not.toHaveAttribute('open')
      await expect(entry.locator('p')).toBeHidden()
    }

    await byClick.locator('summary').click()
    await expect(byClick).toHaveAttribute('open')
    await expect(byClick.locator('p')).toBeVisible()
    await expect(byClick.locator('p')).toHaveText(/\S/)
    await byClick.locator('summary').click()
    await expect(byClick).not.toHaveAttribute('open')
    await expect(byClick.locator('p')).toBeHidden()

    await byEnter.locator('summary').focus()
    await page.keyboard.press('Enter')
    await expect(byEnter).toHaveAttribute('open')
    await expect(byEnter.locator('p')).toBeVisible()
    await page.keyboard.press('Enter')
    await expect(byEnter).not.toHaveAttribute('open')

    // Tab reaches the next question, and Space opens it.
    await byEnter.locator('summary').focus()
    await page.keyboard.press('Tab')
    await expect(bySpace.locator('summary')).toBeFocused()
    await page.keyboard.press('Space')
    await expect(bySpace).toHaveAttribute('open')
    await expect(bySpace.locator('p')).toBeVisible()

    await markWindow(page)
    await main(page)
      .getByRole('link', { name: msg(locale, 'faq_more_questions'), exact: true })
      .click()
    await expect(page).toHaveURL((url) => url.pathname === '/contact')
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(msg(locale, 'page_contact'))
    await expectSameDocument(page)
  })
})
