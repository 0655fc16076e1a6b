// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import type { LocalizedText } from '~/backend/db/schema'
import { type DemoItem, demoPart, readDemoContent } from '~/backend/seed/demo-content'
import { formatDate, formatNumber } from '~/i18n/format'
import { type Locale, locales } from '~/i18n/locales'
import { m } from '~/paraglide/messages'
import {
  categoryNav,
  categoryOf,
  closeListPage,
  currentMarks,
  expectEntries,
  linkNamed,
  linkTarget,
  listAddress,
  openListPage,
  paginationNav,
  shippedCategories,
} from '../../../../tests/unit/post-lists'
import { POST_PAGE_SIZE } from '../post-search'
import { postQueries } from '../posts-queries'
import { NewsListPage } from './news-list-page'

afterEach(closeListPage)

type DemoNews = DemoItem<{ title: LocalizedText; summary: LocalizedText; publishedAt: string; categoryId: string }>
const seedNews = demoPart<DemoNews>(await readDemoContent(), 'news')

/** The news as the API lists it in one language, newest first, from what the site ships (the demo content). */
const shippedNews = (locale: Locale) =>
  seedNews
    .map(({ fields: item }, index) => ({
      id: index + 1,
      ...categoryOf('news', locale, item.categoryId),
      title: item.title[locale] ?? '',
      summary: item.summary[locale] ?? '',
      publishedAt: item.publishedAt,
      noindex: false,
    }))
    .reverse()

const openNewsList = (locale: Locale, search: { page?: number; category?: number } = {}) =>
  openListPage(<NewsListPage />, '/news', {
    type: 'news',
    locale,
    items: shippedNews(locale),
    search,
    pageQuery: (query) => postQueries.newsPage(locale, query).queryKey,
    detailPage: '/news/$id',
    crumb: m.nav_pr_news,
  })

/** The cards show the page's articles in order: title linking to the article (in the language), category, summary, date. */
const expectCards = (locale: Locale, items: ReturnType<typeof shippedNews>) =>
  expectEntries('/news', locale, items, (card, item) => {
    expect(card.querySelector('p')?.textContent, item.title).toBe(item.summary)
    expect(card.querySelector('time')?.getAttribute('dateTime'), item.title).toBe(item.publishedAt)
    expect(card.querySelector('time')?.textContent, item.title).toBe(formatDate(item.publishedAt, locale))
  })

describe.each(locales)('the news list (%s)', (locale) => {
  it('shows the first nine articles in order, the total and the first page, with "All" current and every category offered', async () => {
    const { categories, page } = await openNewsList(locale)
    expect(page.items).toHaveLength(POST_PAGE_SIZE.news)
    expect(document.querySelector('h1')?.textContent).toBe(m.nav_pr_news())
    expect(document.body.textContent).toContain(m.list_total({ total: formatNumber(page.total) }))
    expectCards(locale, page.items)

    const chips = [...(categoryNav()?.querySelectorAll('a') ?? [])]
    expect(chips.map((link) => link.textContent)).toEqual([m.filter_all(), ...categories.map((category) => category.name)])
    expect(chips.map((link) => linkTarget(link.getAttribute('href')))).toEqual([
      listAddress('/news', locale),
      ...categories.map((category) => listAddress('/news', locale, { category: category.id })),
    ])
    expect(currentMarks(categoryNav()), 'marked current in the category filter').toEqual([m.filter_all()])

    expect(currentMarks(paginationNav()), 'marked current in the pagination').toEqual([m.pagination_page({ page: '1' })])
    expect(linkNamed(paginationNav(), m.pagination_previous())).toBeUndefined()
    expect(linkTarget(linkNamed(paginationNav(), m.pagination_next())?.getAttribute('href'))).toBe(
      listAddress('/news', locale, { page: 2 }),
    )
  })

  it('a category in the address shows only that category with its total, and marks only it current (not "All" too)', async () => {
    for (const category of shippedCategories('news', locale)) {
      const { page } = await openNewsList(locale, { category: category.id })
      expect(page.items.length, category.name).toBeGreaterThan(0)
      expect(document.body.textContent).toContain(m.list_total({ total: formatNumber(page.total) }))
      expectCards(locale, page.items)
      expect(currentMarks(categoryNav()), 'marked current in the category filter').toEqual([category.name])
    }
  })

  it('page 2 in the address shows page 2, marks only "Page 2" current and leads back to the first page', async () => {
    const { page } = await openNewsList(locale, { page: 2 })
    expect(page.items.length).toBeGreaterThan(0)
    expectCards(locale, page.items)
    expect(currentMarks(paginationNav()), 'marked current in the pagination').toEqual([m.pagination_page({ page: '2' })])
    expect(linkTarget(linkNamed(paginationNav(), m.pagination_previous())?.getAttribute('href'))).toBe(
      listAddress('/news', locale),
    )
  })

  it('the last page has a previous link but no next link, and every page link keeps the language', async () => {
    const { lastPage } = await openNewsList(locale)
    expect(lastPage, 'the news list has more than two pages').toBeGreaterThan(2)
    const { page } = await openNewsList(locale, { page: lastPage })
    expectCards(locale, page.items)
    expect(currentMarks(paginationNav())).toEqual([m.pagination_page({ page: String(lastPage) })])
    expect(linkNamed(paginationNav(), m.pagination_next())).toBeUndefined()
    expect(linkTarget(linkNamed(paginationNav(), m.pagination_previous())?.getAttribute('href'))).toBe(
      listAddress('/news', locale, { page: lastPage - 1 }),
    )
    for (const link of paginationNav()?.querySelectorAll('a') ?? []) {
      const href = link.getAttribute('href') ?? ''
      expect(new URL(href, 'http://site.test').searchParams.get('lang'), href).toBe(locale)
    }
  })
})
