import type { Page } from '@playwright/test'
import { expect, type Locale, test } from './fixtures'
import { largestCategory } from './posts-list-support'
import {
  apiDetail,
  apiPage,
  breadcrumbNav,
  categoryNav,
  entryLinks,
  expectAddress,
  expectEntryTitles,
  expectNewsCards,
  hrefsIn,
  lastPageOf,
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
import { BRAND, expectSameDocument, gotoHydrated, markWindow, msg, withLang } from './support'

/**
 * Walking the news by clicks in one document: the category filter, the pages, an article and its neighbours, and
 * back to the list. Press, patents and papers: posts-navigation.spec.ts.
 */

test.use({ viewport: { width: 1280, height: 800 } })

async function expectLangEverywhere(page: Page, locale: Locale): Promise<void> {
  const hrefs = [
    ...(await hrefsIn(paginationNav(page, locale))),
    ...(await hrefsIn(categoryNav(page, locale))),
    ...(await entryLinks(page).evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))),
  ]
  expect(hrefs.length).toBeGreaterThan(0)
  for (const href of hrefs) expect(new URL(href, 'http://site.test').searchParams.getAll('lang'), href).toEqual([locale])
}

test.describe('the news category filter (clicks)', () => {
  test('a category starts again at page 1, keeps the language; "All" resets; back and forward restore the lists', async ({
    page,
    request,
  }) => {
    // A long walk through several client-side navigations: more time on a busy machine.
    test.slow()
    const locale = 'ko-KR'
    const category = await largestCategory(request, 'news', locale)
    const all = await apiPage<NewsSummary>(request, 'news', locale)
    const filtered = await apiPage<NewsSummary>(request, 'news', locale, { category: category.id })
    expect(filtered.total).toBeLessThan(all.total)

    await gotoHydrated(page, withLang('/news?page=2', locale))
    await markWindow(page)
    const nav = categoryNav(page, locale)
    const categoryLink = nav.getByRole('link', { name: category.name, exact: true })
    const allLink = nav.getByRole('link', { name: msg(locale, 'filter_all'), exact: true })

    await categoryLink.click()
    await expectAddress(page, '/news', locale, { category: category.id })
    await expect(main(page).getByText(totalLine(locale, filtered.total), { exact: true })).toBeVisible()
    await expectNewsCards(page, locale, filtered.items)
    await expect(categoryLink).toHaveAttribute('aria-current', 'page')
    await expect(pageLink(page, locale, 1)).toHaveAttribute('aria-current', 'page')
    await expectLangEverywhere(page, locale)

    await allLink.click()
    await expectAddress(page, '/news', locale)
    await expect(main(page).getByText(totalLine(locale, all.total), { exact: true })).toBeVisible()
    await expectEntryTitles(page, all.items)
    await expect(allLink).toHaveAttribute('aria-current', 'page')
    await expect(categoryLink).not.toHaveAttribute('aria-current', /.*/)

    await page.goBack()
    await expectAddress(page, '/news', locale, { category: category.id })
    await expectEntryTitles(page, filtered.items)
    await expect(main(page).getByText(totalLine(locale, filtered.total), { exact: true })).toBeVisible()
    await page.goForward()
    await expectAddress(page, '/news', locale)
    await expectEntryTitles(page, all.items)
    await expectSameDocument(page)

    // The current mark moves: while a category is chosen, "All" is not the current one any more.
    await categoryLink.click()
    await expectEntryTitles(page, filtered.items)
    await expect(categoryLink).toHaveAttribute('aria-current', 'page')
    await expect(allLink, '"All" is no longer marked as the current filter').not.toHaveAttribute('aria-current', /.*/)
  })
})

test.describe('news pagination (clicks)', () => {
  test('next, back, forward, previous and a page link show the API pages and keep the language', async ({ page, request }) => {
    // A long walk through several client-side navigations: more time on a busy machine.
    test.slow()
    const locale = 'ja-JP'
    const first = await apiPage<NewsSummary>(request, 'news', locale)
    const last = lastPageOf(first)
    expect(last, 'news has at least three pages').toBeGreaterThanOrEqual(3)
    const second = await apiPage<NewsSummary>(request, 'news', locale, { page: 2 })
    const third = await apiPage<NewsSummary>(request, 'news', locale, { page: 3 })

    await gotoHydrated(page, withLang('/news', locale))
    await markWindow(page)

    await nextLink(page, locale).click()
    await expectAddress(page, '/news', locale, { page: 2 })
    await expectNewsCards(page, locale, second.items)
    await expect(pageLink(page, locale, 2)).toHaveAttribute('aria-current', 'page')
    await expectLangEverywhere(page, locale)

    await page.goBack()
    await expectAddress(page, '/news', locale)
    await expectEntryTitles(page, first.items)
    await expect(pageLink(page, locale, 1)).toHaveAttribute('aria-current', 'page')

    await page.goForward()
    await expectAddress(page, '/news', locale, { page: 2 })
    await expectEntryTitles(page, second.items)

    await previousLink(page, locale).click()
    await expectAddress(page, '/news', locale)
    await expectEntryTitles(page, first.items)
    await expect(previousLink(page, locale)).toHaveCount(0)

    await pageLink(page, locale, 3).click()
    await expectAddress(page, '/news', locale, { page: 3 })
    await expectEntryTitles(page, third.items)
    await expect(pageLink(page, locale, 3)).toHaveAttribute('aria-current', 'page')
    await expectLangEverywhere(page, locale)
    await expectSameDocument(page)
  })

  test('next within a category keeps the category, and its last page has no next link', async ({ page, request }) => {
    const locale = 'en-US'
    const category = await largestCategory(request, 'news', locale)
    const filteredFirst = await apiPage<NewsSummary>(request, 'news', locale, { category: category.id })
    const last = lastPageOf(filteredFirst)
    expect(last, `${category.name} has more than one page`).toBeGreaterThan(1)
    const filteredLast = await apiPage<NewsSummary>(request, 'news', locale, { category: category.id, page: last })

    await gotoHydrated(page, withLang(`/news?category=${category.id}`, locale))
    await markWindow(page)
    for (let number = 2; number <= last; number++) {
      await nextLink(page, locale).click()
      await expectAddress(page, '/news', locale, { category: category.id, page: number })
      await expect(pageLink(page, locale, number)).toHaveAttribute('aria-current', 'page')
    }
    await expectNewsCards(page, locale, filteredLast.items)
    await expect(main(page).getByText(totalLine(locale, filteredFirst.total), { exact: true })).toBeVisible()
    await expect(nextLink(page, locale)).toHaveCount(0)
    await expect(categoryNav(page, locale).getByRole('link', { name: category.name, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    )

    await page.goBack()
    await expectAddress(page, '/news', locale, { category: category.id, page: last > 2 ? last - 1 : undefined })
    if (last === 2) await expectEntryTitles(page, filteredFirst.items)
    await expectSameDocument(page)
  })
})

test.describe('from the news list to an article and back (clicks)', () => {
  test('a card opens its article in the same document; older and newer lead to the neighbours the API names', async ({
    page,
    request,
  }) => {
    // A long walk through several client-side navigations: more time on a busy machine.
    test.slow()
    const locale = 'zh-TW'
    const first = await apiPage<NewsSummary>(request, 'news', locale)
    const summary = first.items[1]
    if (!summary) throw new Error('the API has fewer than two news articles')
    const article = await apiDetail<NewsDetail>(request, 'news', summary.id, locale)
    if (!article.previousId || !article.nextId) throw new Error('the second-newest article has no neighbours')
    const older = await apiDetail<NewsDetail>(request, 'news', article.previousId, locale)
    const newer = await apiDetail<NewsDetail>(request, 'news', article.nextId, locale)

    await gotoHydrated(page, withLang('/news', locale))
    await markWindow(page)
    await entryLinks(page).nth(1).click()

    await expectAddress(page, `/news/${article.id}`, locale)
    await expect(page).toHaveTitle(`${article.title} | ${BRAND}`)
    const heading = main(page).getByRole('heading', { level: 1 })
    await expect(heading).toHaveText(article.title)
    await expect(breadcrumbNav(page, locale).getByRole('listitem')).toHaveText([
      msg(locale, 'nav_home'),
      msg(locale, 'nav_pr'),
      msg(locale, 'nav_pr_news'),
      article.title,
    ])
    for (const paragraph of paragraphTexts(article.body)) {
      await expect(main(page).getByText(paragraph.trim(), { exact: true })).toBeVisible()
    }
    await expect(main(page).locator('article time')).toHaveAttribute('datetime', article.publishedAt)

    await main(page)
      .getByRole('link', { name: msg(locale, 'news_previous') })
      .click()
    await expectAddress(page, `/news/${older.id}`, locale)
    await expect(heading).toHaveText(older.title)
    await expect(page).toHaveTitle(`${older.title} | ${BRAND}`)
    await expect(breadcrumbNav(page, locale).locator('[aria-current="page"]')).toHaveText(older.title)

    await main(page)
      .getByRole('link', { name: msg(locale, 'news_next') })
      .click()
    await expectAddress(page, `/news/${article.id}`, locale)
    await expect(heading).toHaveText(article.title)

    await main(page)
      .getByRole('link', { name: msg(locale, 'news_next') })
      .click()
    await expectAddress(page, `/news/${newer.id}`, locale)
    await expect(heading).toHaveText(newer.title)

    await page.goBack()
    await expectAddress(page, `/news/${article.id}`, locale)
    await expect(heading).toHaveText(article.title)

    await main(page)
      .getByRole('link', { name: msg(locale, 'back_to_list'), exact: true })
      .click()
    await expectAddress(page, '/news', locale)
    await expect(heading).toHaveText(msg(locale, 'nav_pr_news'))
    await expectEntryTitles(page, first.items)
    await expectSameDocument(page)
  })

  test('the breadcrumb "News" link leads back to the list in the same document', async ({ page, request }) => {
    const locale = 'en-US'
    const first = await apiPage<NewsSummary>(request, 'news', locale)
    const [summary] = first.items
    if (!summary) throw new Error('the API has no news')
    await gotoHydrated(page, withLang(`/news/${summary.id}`, locale))
    await markWindow(page)
    await breadcrumbNav(page, locale)
      .getByRole('link', { name: msg(locale, 'nav_pr_news'), exact: true })
      .click()
    await expectAddress(page, '/news', locale)
    await expectEntryTitles(page, first.items)
    await expectSameDocument(page)
  })
})
