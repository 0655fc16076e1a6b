import { expect, test } from './fixtures'
import { expectServerListsAsApi } from './posts-list-support'
import {
  apiDetail,
  apiPage,
  breadcrumbNav,
  currentMarks,
  expectLinkTo,
  expectNewsCards,
  hrefWithLang,
  lastPageOf,
  longDate,
  main,
  type NewsDetail,
  type NewsSummary,
  nextLink,
  pageLink,
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
  // What the list does with the API's page (cards, total, category and page marks, links in every language) is
  // app/features/posts/components/news-list-page.test.tsx's; here the page as the server and browser make it.
  test("shows the API's first nine articles in order, the total and the first page (ko-KR)", async ({ page, request }) => {
    const locale = 'ko-KR'
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

  test("the server shows the API's entries and total at every category, page 2 and the last page", async ({ request }) => {
    await expectServerListsAsApi(request, 'news', 'en-US')
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
