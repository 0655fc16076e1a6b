import { expect, locales, test } from './fixtures'
import { listedIds } from './posts-list-support'
import {
  apiCategories,
  apiPage,
  expectEntryTitles,
  LIST_PATH,
  lastPageOf,
  listEntries,
  main,
  type NewsSummary,
  type PressItem,
  pageLink,
  totalLine,
} from './posts-support'
import { clientNavigate, decodeHtml, gotoHydrated, msg, withLang } from './support'

/**
 * Addresses of the post lists that name no page of theirs: a bad page or category falls back to the first page, never
 * an error; a page past the last one goes to the last page.
 */

test.use({ viewport: { width: 1280, height: 800 } })

test.describe('bad list addresses fall back to the first page, never an error', () => {
  const locale = 'en-US'
  const fallbacks = ['page=abc', 'page=0', 'page=-3', 'page=1', 'page=2.5', 'page=99999999999', 'category=999999', 'category=abc']

  for (const query of fallbacks) {
    test(`/news?${query}`, async ({ request, baseURL }) => {
      const first = await apiPage<NewsSummary>(request, 'news', locale)
      const response = await request.get(withLang(`/news?${query}`, locale), { headers: { accept: 'text/html' } })
      expect(response.status()).toBe(200)
      const html = await response.text()
      expect(html).not.toContain(msg(locale, 'error_not_found'))
      expect(html).not.toContain('data-testid="error-page"')
      expect(listedIds(html, '/news')).toEqual(first.items.map((item) => item.id))
      expect(html).toContain(totalLine(locale, first.total))
      // Where the address was rewritten, it is the canonical first page: no page, no broken value left in it.
      const landed = new URL(response.url(), baseURL)
      expect(landed.pathname).toBe('/news')
      expect(landed.searchParams.get('lang')).toBe(locale)
      expect(landed.searchParams.has('page'), response.url()).toBe(false)
      expect(['999999', null], response.url()).toContain(landed.searchParams.get('category'))
    })
  }

  test('a bad page next to a real category keeps the category', async ({ request, baseURL }) => {
    const [category] = await apiCategories(request, 'news', locale)
    if (!category) throw new Error('the API has no news category')
    const filtered = await apiPage<NewsSummary>(request, 'news', locale, { category: category.id })
    const response = await request.get(withLang(`/news?page=abc&category=${category.id}`, locale))
    expect(response.status()).toBe(200)
    const landed = new URL(response.url(), baseURL)
    expect(landed.searchParams.get('category')).toBe(String(category.id))
    expect(landed.searchParams.has('page')).toBe(false)
    expect(listedIds(await response.text(), '/news')).toEqual(filtered.items.map((item) => item.id))
  })

  test('a category of another list (a patent category on /news) is ignored', async ({ request }) => {
    const newsCategories = await apiCategories(request, 'news', locale)
    const foreign = (await apiCategories(request, 'patent', locale)).find(
      (category) => !newsCategories.some((own) => own.id === category.id),
    )
    if (!foreign) throw new Error('every patent category is also a news category')
    const first = await apiPage<NewsSummary>(request, 'news', locale)
    const response = await request.get(withLang(`/news?category=${foreign.id}`, locale))
    expect(response.status()).toBe(200)
    const html = await response.text()
    expect(listedIds(html, '/news')).toEqual(first.items.map((item) => item.id))
    expect(html).toContain(totalLine(locale, first.total))
  })

  test('in the browser too: a text page number lands on the first page without a console error', async ({ page, request }) => {
    const first = await apiPage<NewsSummary>(request, 'news', locale)
    await gotoHydrated(page, withLang('/news?page=abc', locale))
    await expect(page).toHaveURL((url) => url.pathname === '/news' && !url.searchParams.has('page'))
    await expectEntryTitles(page, first.items)
    await expect(pageLink(page, locale, 1)).toHaveAttribute('aria-current', 'page')
  })

  test('the other lists fall back as well (/press, /research/patent, /research/thesis)', async ({ request, baseURL }) => {
    for (const kind of ['press', 'patent', 'thesis'] as const) {
      const first = await apiPage<{ id: number }>(request, kind, locale)
      for (const query of ['page=abc', 'page=0', 'page=-1', 'category=abc']) {
        const response = await request.get(withLang(`${LIST_PATH[kind]}?${query}`, locale))
        expect(response.status(), `${kind} ${query}`).toBe(200)
        const html = await response.text()
        expect(new URL(response.url(), baseURL).searchParams.has('page'), `${kind} ${query}`).toBe(false)
        expect(html, `${kind} ${query}`).toContain(totalLine(locale, first.total))
        if (kind === 'press') {
          const text = decodeHtml(html)
          for (const item of first.items as unknown as PressItem[])
            expect(text, `${kind} ${query}`).toContain(`href="${item.link}"`)
        } else {
          expect(listedIds(html, LIST_PATH[kind]), `${kind} ${query}`).toEqual(first.items.map((item) => item.id))
        }
      }
    }
  })
})

test.describe('a page past the last one goes to the last page (docs/decisions/0046)', () => {
  const kinds = ['news', 'press', 'patent', 'thesis'] as const

  kinds.forEach((kind, index) => {
    const path = LIST_PATH[kind]
    test(`${path}?page=999 redirects to the last page in every locale, the address otherwise kept`, async ({ request }) => {
      for (const locale of locales) {
        const last = lastPageOf(await apiPage<unknown>(request, kind, locale))
        const response = await request.get(withLang(`${path}?page=999`, locale), { maxRedirects: 0 })
        expect([302, 307], `${path} ${locale}`).toContain(response.status())
        const target = new URL(response.headers().location ?? '', 'http://site.test')
        expect(target.pathname).toBe(path)
        expect(target.searchParams.get('lang')).toBe(locale)
        expect(target.searchParams.get('page')).toBe(last > 1 ? String(last) : null)
      }
    })

    const locale = locales[index % locales.length] ?? 'ko-KR'
    test(`${path}?page=999 in the browser (${locale}): the last page's entries, never "nothing registered" beside a total`, async ({
      page,
      request,
    }) => {
      const first = await apiPage<unknown>(request, kind, locale)
      const last = lastPageOf(first)
      const lastEntries = await apiPage<unknown>(request, kind, locale, { page: last })
      await page.goto(withLang(`${path}?page=999`, locale))
      await expect(page).toHaveURL(new RegExp(last > 1 ? `[?&]page=${last}(&|$)` : `${path}\\?lang=${locale}$`))
      await expect(listEntries(page)).toHaveCount(lastEntries.items.length)
      await expect(main(page).getByTestId('empty-state')).toHaveCount(0)
      if (last > 1) await expect(pageLink(page, locale, last)).toHaveAttribute('aria-current', 'page')
    })
  })

  test('a client-side navigation past the end lands on the last page, with its category kept', async ({ page, request }) => {
    const locale = 'en-US'
    const [category] = await apiCategories(request, 'news', locale)
    if (!category) throw new Error('the API has no news category')
    const last = lastPageOf(await apiPage<unknown>(request, 'news', locale, { category: category.id }))
    await gotoHydrated(page, withLang('/news', locale))
    await clientNavigate(page, `/news?category=${category.id}&page=99&lang=${locale}`)
    await expect(page).toHaveURL((url) => url.searchParams.get('page') === (last > 1 ? String(last) : null))
    await expect(page).toHaveURL((url) => url.searchParams.get('category') === String(category.id))
    await expect(main(page).getByTestId('empty-state')).toHaveCount(0)
    await expect(listEntries(page).first()).toBeVisible()
  })
})
