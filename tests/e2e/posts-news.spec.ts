import { expect, test } from './fixtures'
import { listedIds } from './posts-list-support'
import {
  apiCategories,
  apiDetail,
  apiPage,
  breadcrumbNav,
  categoryNav,
  currentMarks,
  expectLinkTo,
  expectNewsCards,
  fill,
  hrefsIn,
  hrefWithLang,
  lastPageOf,
  linkTarget,
  longDate,
  main,
  type NewsDetail,
  type NewsSummary,
  nextLink,
  pageLink,
  paginationNav,
  paragraphTexts,
  previousLink,
  totalLine,
} from './posts-support'
import { BRAND, gotoHydrated, msg, withLang } from './support'

/**
 * The news as the site serves it: the list (its first page, categories and pages by address) and an article (its
 * title, breadcrumbs, category, date, body and neighbours), all as the API gives them.
 */

test.use({ viewport: { width: 1280, height: 800 } })

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
