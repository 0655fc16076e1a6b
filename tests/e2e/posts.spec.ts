import type { Page } from '@playwright/test'
import { expect, locales, notFoundConsoleError, test } from './fixtures'
import {
  apiAll,
  apiCategories,
  apiDetail,
  apiPage,
  breadcrumbNav,
  categoryNav,
  currentMarks,
  entryLinks,
  expectEntryTitles,
  expectLinkTo,
  expectNewsCards,
  fill,
  hrefsIn,
  hrefWithLang,
  LIST_PATH,
  lastPageOf,
  linkTarget,
  listEntries,
  longDate,
  main,
  type NewsDetail,
  type NewsSummary,
  nextLink,
  type PatentDetail,
  type PatentSummary,
  type PressItem,
  pageLink,
  paginationNav,
  paragraphTexts,
  previousLink,
  type ThesisDetail,
  type ThesisSummary,
  totalLine,
} from './posts-support'
import { BRAND, clientNavigate, decodeHtml, gotoHydrated, htmlLang, htmlTitles, msg, waitForHydration, withLang } from './support'

test.use({ viewport: { width: 1280, height: 800 } })

/** The page's definition list holds exactly these term/value pairs, in order. */
async function expectDefinitions(page: Page, facts: Array<[string, string]>): Promise<void> {
  const list = main(page).locator('dl')
  await expect(list.locator('dt')).toHaveText(facts.map(([term]) => term))
  await expect(list.locator('dd')).toHaveText(facts.map(([, value]) => value))
}

/** The ids a server-rendered list links to, in order (title links of the entries). */
function listedIds(html: string, detailPath: string): number[] {
  const pattern = new RegExp(`<h2><a href="${detailPath}/(\\d+)\\?`, 'g')
  return [...html.matchAll(pattern)].map((match) => Number(match[1]))
}

function h1Texts(html: string): string[] {
  return [...html.matchAll(/<h1\b[^>]*>([^<]*)<\/h1>/gi)].map((match) => decodeHtml(match[1] ?? ''))
}

test.describe('the news list', () => {
  for (const locale of ['en-US', 'ko-KR'] as const) {
    test(`shows the API's first nine articles in order, the total and the first page (${locale})`, async ({ page, request }) => {
      const list = await apiPage<NewsSummary>(request, 'news', locale)
      expect(list.items.length, 'the API has a full first page').toBe(9)
      await gotoHydrated(page, withLang('/news', locale))

      await expect(page).toHaveTitle(`${msg(locale, 'nav_pr_news')} | ${BRAND}`)
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(msg(locale, 'nav_pr_news'))
      await expect(main(page).getByText(totalLine(locale, list.total), { exact: true })).toBeVisible()
      await expectNewsCards(page, locale, list.items)

      await expect(pageLink(page, locale, 1)).toHaveAttribute('aria-current', 'page')
      await expect(previousLink(page, locale)).toHaveCount(0)
      await expectLinkTo(nextLink(page, locale), '/news', locale, { page: 2 })
    })
  }

  test('offers "All" and every category of the API, each link keeping the language', async ({ page, request }) => {
    const locale = 'zh-CN'
    const categories = await apiCategories(request, 'news', locale)
    expect(categories.length, 'the API has news categories').toBeGreaterThan(1)
    await gotoHydrated(page, withLang('/news', locale))
    const nav = categoryNav(page, locale)
    await expect(nav.getByRole('link')).toHaveText([msg(locale, 'filter_all'), ...categories.map((category) => category.name)])
    expect((await hrefsIn(nav)).map(linkTarget)).toEqual(
      [
        hrefWithLang('/news', locale),
        ...categories.map((category) => hrefWithLang('/news', locale, { category: category.id })),
      ].map(linkTarget),
    )
    await expect(nav.getByRole('link', { name: msg(locale, 'filter_all'), exact: true })).toHaveAttribute('aria-current', 'page')
  })

  test('a category in the address shows only that category, with the total the API gives for it', async ({ page, request }) => {
    const locale = 'en-US'
    const categories = await apiCategories(request, 'news', locale)
    // Every category by the server's HTML…
    for (const category of categories) {
      const list = await apiPage<NewsSummary>(request, 'news', locale, { category: category.id })
      expect(list.items.length, `the API has news in ${category.name}`).toBeGreaterThan(0)
      expect(list.items.every((item) => item.categoryId === category.id)).toBe(true)
      const response = await request.get(withLang(`/news?category=${category.id}`, locale))
      expect(response.status()).toBe(200)
      const html = await response.text()
      expect(listedIds(html, '/news'), category.name).toEqual(list.items.map((item) => item.id))
      expect(html, category.name).toContain(totalLine(locale, list.total))
    }
    // …and the last one in the browser, card by card.
    const category = categories.at(-1)
    if (!category) throw new Error('the API has no news category')
    const list = await apiPage<NewsSummary>(request, 'news', locale, { category: category.id })
    await gotoHydrated(page, withLang(`/news?category=${category.id}`, locale))
    await expect(main(page).getByText(totalLine(locale, list.total), { exact: true })).toBeVisible()
    await expectNewsCards(page, locale, list.items)
    await expect(
      categoryNav(page, locale).getByRole('link', { name: category.name, exact: true }),
      'the chosen category is the current one',
    ).toHaveAttribute('aria-current', 'page')
  })

  test('marks only the chosen category as current (not "All" too)', async ({ page, request }) => {
    const locale = 'en-US'
    const [category] = await apiCategories(request, 'news', locale)
    if (!category) throw new Error('the API has no news category')
    await gotoHydrated(page, withLang(`/news?category=${category.id}`, locale))
    const nav = categoryNav(page, locale)
    await expect(nav.getByRole('link', { name: category.name, exact: true })).toHaveAttribute('aria-current', 'page')
    expect(await currentMarks(nav), 'the elements marked aria-current="page" in the category filter').toEqual([category.name])
  })

  test('page 2 in the address shows the API\'s page 2 and marks only "Page 2" as current', async ({ page, request }) => {
    const locale = 'ko-KR'
    const second = await apiPage<NewsSummary>(request, 'news', locale, { page: 2 })
    expect(second.items.length).toBeGreaterThan(0)
    await gotoHydrated(page, withLang('/news?page=2', locale))
    await expectNewsCards(page, locale, second.items)
    await expect(pageLink(page, locale, 2)).toHaveAttribute('aria-current', 'page')
    await expectLinkTo(previousLink(page, locale), '/news', locale)
    expect(await currentMarks(paginationNav(page, locale)), 'the elements marked aria-current="page" in the pagination').toEqual([
      fill(msg(locale, 'pagination_page'), { page: '2' }),
    ])
  })

  test('the last page in the address has a previous link but no next link', async ({ page, request }) => {
    const locale = 'zh-TW'
    const first = await apiPage<NewsSummary>(request, 'news', locale)
    const last = lastPageOf(first)
    expect(last, 'the news list has more than one page').toBeGreaterThan(1)
    const lastList = await apiPage<NewsSummary>(request, 'news', locale, { page: last })
    await gotoHydrated(page, withLang(`/news?page=${last}`, locale))
    await expectNewsCards(page, locale, lastList.items)
    await expect(pageLink(page, locale, last)).toHaveAttribute('aria-current', 'page')
    await expect(nextLink(page, locale)).toHaveCount(0)
    await expectLinkTo(previousLink(page, locale), '/news', locale, { page: last > 2 ? last - 1 : undefined })
    for (const href of await hrefsIn(paginationNav(page, locale))) {
      expect(new URL(href, 'http://site.test').searchParams.get('lang'), href).toBe(locale)
    }
  })
})

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

test.describe('a news article', () => {
  test('shows its title, breadcrumbs, category, date, body and links to its neighbours and the list', async ({
    page,
    request,
  }) => {
    const locale = 'en-US'
    const [, summary] = (await apiPage<NewsSummary>(request, 'news', locale)).items
    if (!summary) throw new Error('the API has fewer than two news articles')
    const article = await apiDetail<NewsDetail>(request, 'news', summary.id, locale)
    expect(article.previousId, 'the second-newest article has an older one').not.toBeNull()
    expect(article.nextId, 'the second-newest article has a newer one').not.toBeNull()

    await gotoHydrated(page, withLang(`/news/${article.id}`, locale))
    await expect(page).toHaveTitle(`${article.title} | ${BRAND}`)
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(article.title)

    const trail = breadcrumbNav(page, locale)
    await expect(trail.getByRole('listitem')).toHaveText([
      msg(locale, 'nav_home'),
      msg(locale, 'nav_pr'),
      msg(locale, 'nav_pr_news'),
      article.title,
    ])
    await expect(trail.getByRole('link', { name: msg(locale, 'nav_home'), exact: true })).toHaveAttribute(
      'href',
      `/?lang=${locale}`,
    )
    await expect(trail.getByRole('link', { name: msg(locale, 'nav_pr_news'), exact: true })).toHaveAttribute(
      'href',
      hrefWithLang('/news', locale),
    )
    await expect(trail.locator('[aria-current="page"]')).toHaveText(article.title)

    const body = main(page).getByRole('article')
    await expect(body.getByText(article.categoryName, { exact: true })).toBeVisible()
    await expect(body.locator('time')).toHaveAttribute('datetime', article.publishedAt)
    await expect(body.locator('time')).toHaveText(longDate(article.publishedAt, locale))
    const paragraphs = paragraphTexts(article.body)
    expect(paragraphs.length).toBeGreaterThan(0)
    for (const paragraph of paragraphs) {
      await expect(body.getByText(paragraph.trim(), { exact: true })).toBeVisible()
    }

    await expect(body.getByRole('link', { name: msg(locale, 'news_previous') })).toHaveAttribute(
      'href',
      hrefWithLang(`/news/${article.previousId}`, locale),
    )
    await expect(body.getByRole('link', { name: msg(locale, 'news_next') })).toHaveAttribute(
      'href',
      hrefWithLang(`/news/${article.nextId}`, locale),
    )
    await expect(body.getByRole('link', { name: msg(locale, 'back_to_list'), exact: true })).toHaveAttribute(
      'href',
      hrefWithLang('/news', locale),
    )
  })

  test('the newest article has no "newer" link and the oldest no "older" link', async ({ page, request }) => {
    const locale = 'ja-JP'
    const first = await apiPage<NewsSummary>(request, 'news', locale)
    const lastList = await apiPage<NewsSummary>(request, 'news', locale, { page: lastPageOf(first) })
    const newest = first.items[0]
    const oldest = lastList.items.at(-1)
    if (!newest || !oldest) throw new Error('the API has no news')
    expect((await apiDetail<NewsDetail>(request, 'news', newest.id, locale)).nextId).toBeNull()
    expect((await apiDetail<NewsDetail>(request, 'news', oldest.id, locale)).previousId).toBeNull()

    await gotoHydrated(page, withLang(`/news/${newest.id}`, locale))
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(newest.title)
    await expect(main(page).getByRole('link', { name: msg(locale, 'news_next') })).toHaveCount(0)
    await expect(main(page).getByRole('link', { name: msg(locale, 'news_previous') })).toHaveCount(1)

    await gotoHydrated(page, withLang(`/news/${oldest.id}`, locale))
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(oldest.title)
    await expect(main(page).getByRole('link', { name: msg(locale, 'news_previous') })).toHaveCount(0)
    await expect(main(page).getByRole('link', { name: msg(locale, 'news_next') })).toHaveCount(1)
  })

  test('marks only its own breadcrumb as the current page (not the link back to the list)', async ({ page, request }) => {
    const locale = 'en-US'
    const [summary] = (await apiPage<NewsSummary>(request, 'news', locale)).items
    if (!summary) throw new Error('the API has no news')
    await gotoHydrated(page, withLang(`/news/${summary.id}`, locale))
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(summary.title)
    expect(await currentMarks(main(page)), 'the elements marked aria-current="page" in the main content').toEqual([summary.title])
  })
})

test.describe('patent and paper pages', () => {
  test('mark only their own breadcrumb as the current page (server HTML)', async ({ request }) => {
    const locale = 'en-US'
    for (const kind of ['patent', 'thesis'] as const) {
      const [item] = (await apiPage<{ id: number; title: string }>(request, kind, locale)).items
      if (!item) throw new Error(`the API has no ${kind}`)
      const html = await (await request.get(withLang(`${LIST_PATH[kind]}/${item.id}`, locale))).text()
      const content = /<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? ''
      expect(content, `${kind} ${item.id} has a main element`).not.toBe('')
      const marked = [...content.matchAll(/<(\w+)\b[^>]*\baria-current="page"[^>]*>([^<]*)</g)].map((match) =>
        decodeHtml(match[2] ?? ''),
      )
      expect(marked, `the elements marked aria-current="page" in the main content of ${kind} ${item.id}`).toEqual([item.title])
    }
  })
})

test.describe('detail pages answer 404 for ids that do not exist', () => {
  const missing = ['/news/987654', '/news/abc', '/research/patent/987654', '/research/thesis/987654']

  for (const path of missing) {
    test(`${path} (server, two languages)`, async ({ request }) => {
      for (const locale of ['en-US', 'zh-TW'] as const) {
        const response = await request.get(withLang(path, locale), { maxRedirects: 0, headers: { accept: 'text/html' } })
        expect(response.status(), `${path} ${locale}`).toBe(404)
        const html = await response.text()
        expect(htmlLang(html)).toBe(locale)
        expect(h1Texts(html), `${path} ${locale}`).toEqual([msg(locale, 'error_not_found')])
      }
    })
  }

  test.describe('in the browser', () => {
    test.use({ allowedConsoleErrors: [notFoundConsoleError] })

    test('an unknown news id shows the not-found page, not an article or an error page', async ({ page }) => {
      const response = await page.goto(withLang('/news/987654', 'ko-KR'))
      expect(response?.status()).toBe(404)
      await waitForHydration(page)
      const notFound = page.getByTestId('not-found-page')
      await expect(notFound.getByRole('heading', { level: 1 })).toHaveText(msg('ko-KR', 'error_not_found'))
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    })
  })
})

test.describe('press', () => {
  test("rows equal the API's first page: title links open the outlet in a new tab, with outlet and date", async ({
    page,
    request,
  }) => {
    const locale = 'en-US'
    const list = await apiPage<PressItem>(request, 'press', locale)
    expect(list.items.length).toBe(10)
    await gotoHydrated(page, withLang('/press', locale))
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(msg(locale, 'nav_pr_press'))
    await expect(main(page).getByText(totalLine(locale, list.total), { exact: true })).toBeVisible()

    const rows = listEntries(page)
    await expect(rows).toHaveCount(list.items.length)
    for (const [index, item] of list.items.entries()) {
      const row = rows.nth(index)
      const link = row.getByRole('heading', { level: 2 }).getByRole('link')
      await expect(link).toContainText(item.title)
      await expect(link).toHaveAccessibleName(`${item.title} (${msg(locale, 'nav_opens_new_tab')})`)
      await expect(link).toHaveAttribute('href', item.link)
      await expect(link).toHaveAttribute('target', '_blank')
      const rel = (await link.getAttribute('rel')) ?? ''
      expect(rel.split(/\s+/), item.link).toContain('noopener')
      await expect(row).toContainText(item.outlet)
      await expect(row.locator('time')).toHaveAttribute('datetime', item.publishedAt)
      await expect(row.locator('time')).toHaveText(longDate(item.publishedAt, locale))
    }
  })

  test('a title link opens the article in a new tab that cannot reach back to the site', async ({ page, context, request }) => {
    const locale = 'en-US'
    const [item] = (await apiPage<PressItem>(request, 'press', locale)).items
    if (!item) throw new Error('the API has no press article')
    // The outlet's site is never contacted: the new tab gets a stand-in page.
    await context.route(
      (url) => url.origin === new URL(item.link).origin,
      (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>outlet</title>' }),
    )
    await gotoHydrated(page, withLang('/press', locale))
    const [tab] = await Promise.all([context.waitForEvent('page'), entryLinks(page).first().click()])
    await tab.waitForLoadState()
    expect(tab.url()).toBe(item.link)
    expect(await tab.evaluate(() => window.opener)).toBeNull()
    expect(new URL(page.url()).pathname, 'the site stays open in its own tab').toBe('/press')
    await tab.close()
  })

  test("page 2 by address shows the API's page 2; the last page has no next link", async ({ page, request }) => {
    const locale = 'zh-CN'
    const first = await apiPage<PressItem>(request, 'press', locale)
    const last = lastPageOf(first)
    expect(last, 'press has more than one page').toBeGreaterThan(1)
    const second = await apiPage<PressItem>(request, 'press', locale, { page: 2 })
    await gotoHydrated(page, withLang('/press?page=2', locale))
    await expectEntryTitles(
      page,
      second.items.map((item) => ({ title: `${item.title} (${msg(locale, 'nav_opens_new_tab')})` })),
    )
    await expect(pageLink(page, locale, 2)).toHaveAttribute('aria-current', 'page')
    await expectLinkTo(previousLink(page, locale), '/press', locale)
    if (last === 2) await expect(nextLink(page, locale)).toHaveCount(0)
    else await expectLinkTo(nextLink(page, locale), '/press', locale, { page: 3 })
  })
})

test.describe('patents', () => {
  test("rows equal the API's first page: title, application number, status, office and date", async ({ page, request }) => {
    const locale = 'en-US'
    const list = await apiPage<PatentSummary>(request, 'patent', locale)
    await gotoHydrated(page, withLang('/research/patent', locale))
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(msg(locale, 'nav_research_patent'))
    await expect(main(page).getByText(totalLine(locale, list.total), { exact: true })).toBeVisible()
    await expectEntryTitles(page, list.items)
    const rows = listEntries(page)
    for (const [index, item] of list.items.entries()) {
      const row = rows.nth(index)
      await expectLinkTo(row.getByRole('link'), `/research/patent/${item.id}`, locale)
      await expect(row.getByText(item.categoryName, { exact: true })).toBeVisible()
      await expect(row).toContainText(`${msg(locale, 'patent_application_number')} ${item.applicationNumber}`)
      if (item.registrationNumber) {
        await expect(row).toContainText(`${msg(locale, 'patent_registration_number')} ${item.registrationNumber}`)
      }
      const status = msg(locale, item.status === 'registered' ? 'patent_status_registered' : 'patent_status_filed')
      await expect(row).toContainText(`${status} · ${item.office} ·`)
      const date = item.registeredAt ?? item.filedAt
      await expect(row.locator('time')).toHaveAttribute('datetime', date)
      await expect(row.locator('time')).toHaveText(longDate(date, locale))
    }
  })

  test("the category filter (address) shows only that category with the API total; page 2 is the API's page 2", async ({
    page,
    request,
  }) => {
    const locale = 'ko-KR'
    const categories = await apiCategories(request, 'patent', locale)
    const category = categories.at(-1)
    if (!category) throw new Error('the API has no patent category')
    const filtered = await apiPage<PatentSummary>(request, 'patent', locale, { category: category.id })
    await gotoHydrated(page, withLang(`/research/patent?category=${category.id}`, locale))
    await expect(main(page).getByText(totalLine(locale, filtered.total), { exact: true })).toBeVisible()
    await expectEntryTitles(page, filtered.items)
    await expect(listEntries(page).getByText(category.name, { exact: true })).toHaveCount(filtered.items.length)
    await expect(categoryNav(page, locale).getByRole('link', { name: category.name, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    )

    const second = await apiPage<PatentSummary>(request, 'patent', locale, { page: 2 })
    expect(second.items.length, 'patents have a second page').toBeGreaterThan(0)
    await gotoHydrated(page, withLang('/research/patent?page=2', locale))
    await expectEntryTitles(page, second.items)
  })

  test('a registered and a filed patent show their facts and summary', async ({ page, request }) => {
    const locale = 'en-US'
    const all = await apiAll<PatentSummary>(request, 'patent', locale)
    const registered = all.find((item) => item.status === 'registered' && item.registrationNumber && item.registeredAt)
    const filed = all.find((item) => item.status === 'filed')
    if (!registered || !filed) throw new Error('the API needs a registered and a filed patent')
    for (const summary of [registered, filed]) {
      const patent = await apiDetail<PatentDetail>(request, 'patent', summary.id, locale)
      await gotoHydrated(page, withLang(`/research/patent/${patent.id}`, locale))
      await expect(page).toHaveTitle(`${patent.title} | ${BRAND}`)
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(patent.title)
      await expect(breadcrumbNav(page, locale).getByRole('listitem')).toHaveText([
        msg(locale, 'nav_home'),
        msg(locale, 'nav_research'),
        msg(locale, 'nav_research_patent'),
        patent.title,
      ])
      const facts: Array<[string, string]> = [
        [msg(locale, 'filter_category_label'), patent.categoryName],
        [
          msg(locale, 'patent_status'),
          msg(locale, patent.status === 'registered' ? 'patent_status_registered' : 'patent_status_filed'),
        ],
        [msg(locale, 'patent_office'), patent.office],
        [msg(locale, 'patent_application_number'), patent.applicationNumber],
        [msg(locale, 'patent_filed_at'), longDate(patent.filedAt, locale)],
      ]
      if (patent.registrationNumber) facts.push([msg(locale, 'patent_registration_number'), patent.registrationNumber])
      if (patent.registeredAt) facts.push([msg(locale, 'patent_registered_at'), longDate(patent.registeredAt, locale)])
      await expectDefinitions(page, facts)
      const section = main(page).getByRole('region', { name: msg(locale, 'patent_summary'), exact: true })
      await expect(section.getByText(patent.summary, { exact: true })).toBeVisible()
      await expect(main(page).getByRole('link', { name: msg(locale, 'back_to_list'), exact: true })).toHaveAttribute(
        'href',
        hrefWithLang('/research/patent', locale),
      )
    }
  })
})

test.describe('papers', () => {
  test("rows equal the API's first page: title, authors, journal and year", async ({ page, request }) => {
    const locale = 'en-US'
    const list = await apiPage<ThesisSummary>(request, 'thesis', locale)
    await gotoHydrated(page, withLang('/research/thesis', locale))
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(msg(locale, 'nav_research_thesis'))
    await expect(main(page).getByText(totalLine(locale, list.total), { exact: true })).toBeVisible()
    await expectEntryTitles(page, list.items)
    const rows = listEntries(page)
    for (const [index, item] of list.items.entries()) {
      const row = rows.nth(index)
      await expectLinkTo(row.getByRole('link'), `/research/thesis/${item.id}`, locale)
      await expect(row.getByText(item.categoryName, { exact: true })).toBeVisible()
      await expect(row.getByText(item.authors.join(', '), { exact: true })).toBeVisible()
      await expect(row).toContainText(`${item.journal} · ${item.year}`)
    }
  })

  test('the category filter (address) shows only that category with the API total', async ({ page, request }) => {
    const locale = 'ja-JP'
    const [category] = await apiCategories(request, 'thesis', locale)
    if (!category) throw new Error('the API has no paper category')
    const filtered = await apiPage<ThesisSummary>(request, 'thesis', locale, { category: category.id })
    await gotoHydrated(page, withLang(`/research/thesis?category=${category.id}`, locale))
    await expect(main(page).getByText(totalLine(locale, filtered.total), { exact: true })).toBeVisible()
    await expectEntryTitles(page, filtered.items)
    await expect(listEntries(page).getByText(category.name, { exact: true })).toHaveCount(filtered.items.length)
  })

  test('a paper shows authors, journal, year, volume and pages, a DOI link and the abstract', async ({ page, request }) => {
    const locale = 'en-US'
    const all = await apiAll<ThesisSummary>(request, 'thesis', locale)
    const details = await Promise.all(all.map((item) => apiDetail<ThesisDetail>(request, 'thesis', item.id, locale)))
    const thesis = details.find((item) => item.volume && item.pages) ?? details[0]
    if (!thesis) throw new Error('the API has no paper')
    await gotoHydrated(page, withLang(`/research/thesis/${thesis.id}`, locale))
    await expect(page).toHaveTitle(`${thesis.title} | ${BRAND}`)
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(thesis.title)
    const volumePages = [thesis.volume, thesis.pages].filter(Boolean).join(', ')
    await expectDefinitions(page, [
      [msg(locale, 'thesis_authors'), thesis.authors.join(', ')],
      [msg(locale, 'thesis_journal'), thesis.journal],
      [msg(locale, 'thesis_year'), String(thesis.year)],
      ...(volumePages ? [[msg(locale, 'thesis_volume_pages'), volumePages] as [string, string]] : []),
      [msg(locale, 'thesis_doi'), `${thesis.doi} (${msg(locale, 'nav_opens_new_tab')})`],
    ])
    const doi = main(page).getByRole('link', { name: thesis.doi })
    await expect(doi).toHaveAttribute('href', `https://doi.org/${thesis.doi}`)
    await expect(doi).toHaveAttribute('target', '_blank')
    expect(((await doi.getAttribute('rel')) ?? '').split(/\s+/)).toContain('noopener')
    const section = main(page).getByRole('region', { name: msg(locale, 'thesis_abstract'), exact: true })
    await expect(section.getByText(thesis.abstract, { exact: true })).toBeVisible()
  })

  test("every paper's DOI link points at https://doi.org/<doi> and opens in a new tab (server HTML)", async ({ request }) => {
    const locale = 'en-US'
    const all = await apiAll<ThesisSummary>(request, 'thesis', locale)
    expect(all.length).toBeGreaterThan(0)
    for (const item of all) {
      const html = await (await request.get(withLang(`/research/thesis/${item.id}`, locale))).text()
      const anchors = [...html.matchAll(/<a\b([^>]*)>([^<]*)</g)].filter((match) => decodeHtml(match[2] ?? '') === item.doi)
      expect(anchors, `the DOI link of paper ${item.id}`).toHaveLength(1)
      const attributes = anchors[0]?.[1] ?? ''
      expect(decodeHtml(/href="([^"]*)"/.exec(attributes)?.[1] ?? ''), `paper ${item.id}`).toBe(`https://doi.org/${item.doi}`)
      expect(attributes).toContain('target="_blank"')
      expect(/rel="([^"]*)"/.exec(attributes)?.[1]?.split(/\s+/)).toContain('noopener')
    }
  })
})

test.describe('detail pages are in the page language', () => {
  for (const locale of locales) {
    test(`news, patent and paper in ${locale} carry that language's title (server HTML)`, async ({ request }) => {
      for (const kind of ['news', 'patent', 'thesis'] as const) {
        const [item] = (await apiPage<{ id: number }>(request, kind, locale)).items
        if (!item) throw new Error(`the API has no ${kind}`)
        const detail = await apiDetail<{ title: string }>(request, kind, item.id, locale)
        const path = kind === 'news' ? `/news/${item.id}` : `${LIST_PATH[kind]}/${item.id}`
        const response = await request.get(withLang(path, locale))
        expect(response.status(), path).toBe(200)
        const html = await response.text()
        expect(htmlLang(html), path).toBe(locale)
        expect(htmlTitles(html), path).toEqual([`${detail.title} | ${BRAND}`])
        expect(h1Texts(html), path).toEqual([detail.title])
        // The title really is this language's: it differs from the English one (unless this is English).
        if (locale !== 'en-US') {
          const english = await apiDetail<{ title: string }>(request, kind, item.id, 'en-US')
          expect(detail.title, `${kind} ${item.id} is translated into ${locale}`).not.toBe(english.title)
        }
      }
    })
  }
})
