// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import type { PostCategory } from '~/api/contract/posts'
import { categories as seedCategories } from '~/backend/seed/content/categories'
import { news as seedNews } from '~/backend/seed/content/news'
import { formatDate, formatNumber } from '~/i18n/format'
import { type Locale, locales } from '~/i18n/locales'
import { m } from '~/paraglide/messages'
import { overwriteGetLocale } from '~/paraglide/runtime'
import { renderInRouter } from '../../../../tests/unit/render-in-router'
import { categorizedListSearch, listQuery, POST_PAGE_SIZE } from '../post-search'
import { postQueries } from '../posts-queries'
import { NewsListPage } from './news-list-page'

let rendered: Awaited<ReturnType<typeof renderInRouter>> | undefined
afterEach(() => rendered?.unmount())

/** The news as the API answers it in one language, from what the site ships (the seeded database holds these). */
function shippedNews(locale: Locale) {
  const newsCategories = seedCategories.filter((category) => category.postType === 'news')
  const categories: PostCategory[] = newsCategories.map((category, index) => ({ id: index + 1, name: category.name[locale] }))
  const items = seedNews
    .map((item, index) => {
      const categoryId = newsCategories.findIndex((category) => category.key === item.categoryKey) + 1
      return {
        id: index + 1,
        categoryId,
        categoryName: categories[categoryId - 1]?.name ?? null,
        title: item.title[locale],
        summary: item.summary[locale],
        publishedAt: item.publishedAt,
        noindex: false,
      }
    })
    .reverse()
  return { categories, items }
}

/** Opens /news at the given search, with the API's answers for it in the cache, as the route's loader leaves them. */
async function openNewsList(locale: Locale, search: { page?: number; category?: number } = {}) {
  overwriteGetLocale(() => locale)
  const { categories, items } = shippedNews(locale)
  const query = listQuery('news', search, categories)
  const chosen = items.filter((item) => query.idCategory === undefined || item.categoryId === query.idCategory)
  const start = (query.page - 1) * query.size
  const page = { items: chosen.slice(start, start + query.size), page: query.page, size: query.size, total: chosen.length }
  const address = new URLSearchParams({ lang: locale })
  for (const [key, value] of Object.entries(search)) address.set(key, String(value))
  rendered = await renderInRouter(<NewsListPage />, {
    routeId: '/news/',
    linksTo: ['/news/$id'],
    path: `/news?${address}`,
    staticData: { crumb: m.nav_pr_news },
    validateSearch: categorizedListSearch,
    queries: [
      [postQueries.categories(locale, 'news').queryKey, categories],
      [postQueries.newsPage(locale, query).queryKey, page],
    ],
  })
  return { categories, page, lastPage: Math.ceil(chosen.length / query.size) }
}

const navNamed = (name: string) => document.querySelector(`nav[aria-label="${name}"]`)
const categoryNav = () => navNamed(m.filter_category_label())
const paginationNav = () => navNamed(m.pagination_label())
const linkNamed = (region: Element | null, name: string) =>
  [...(region?.querySelectorAll('a') ?? [])].find((link) => (link.getAttribute('aria-label') ?? link.textContent) === name)
/** What is marked as the current page in a region, by its name (aria-label, else text). */
const currentMarks = (region: Element | null) =>
  [...(region?.querySelectorAll('[aria-current="page"]') ?? [])].map(
    (mark) => mark.getAttribute('aria-label') ?? mark.textContent,
  )
/** A link's path and parameters, the parameters sorted, so that their order does not matter. */
const target = (href: string | null | undefined) => {
  const url = new URL(href ?? '', 'http://site.test')
  return `${url.pathname}?${[...url.searchParams]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, value]) => `${key}=${value}`)
    .join('&')}`
}
const listAddress = (locale: Locale, search: Record<string, number> = {}) =>
  target(
    `/news?${new URLSearchParams({ lang: locale, ...Object.fromEntries(Object.entries(search).map(([k, v]) => [k, String(v)])) })}`,
  )

/** The cards show the page's articles in order: title linking to the article (in the language), category, summary, date. */
function expectCards(locale: Locale, items: ReturnType<typeof shippedNews>['items']) {
  const cards = [...document.querySelectorAll('li')].filter((item) => item.querySelector('h2'))
  expect(cards.map((card) => card.querySelector('h2')?.textContent)).toEqual(items.map((item) => item.title))
  for (const [index, item] of items.entries()) {
    const card = cards[index]
    expect(target(card?.querySelector('h2 a')?.getAttribute('href')), item.title).toBe(target(`/news/${item.id}?lang=${locale}`))
    expect(card?.textContent, item.title).toContain(item.categoryName ?? '')
    expect(card?.querySelector('p')?.textContent, item.title).toBe(item.summary)
    expect(card?.querySelector('time')?.getAttribute('dateTime'), item.title).toBe(item.publishedAt)
    expect(card?.querySelector('time')?.textContent, item.title).toBe(formatDate(item.publishedAt, locale))
  }
}

describe.each(locales)('the news list (%s)', (locale) => {
  it('shows the first nine articles in order, the total and the first page, with "All" current and every category offered', async () => {
    const { categories, page } = await openNewsList(locale)
    expect(page.items).toHaveLength(POST_PAGE_SIZE.news)
    expect(document.querySelector('h1')?.textContent).toBe(m.nav_pr_news())
    expect(document.body.textContent).toContain(m.list_total({ total: formatNumber(page.total) }))
    expectCards(locale, page.items)

    const nav = categoryNav()
    expect([...(nav?.querySelectorAll('a') ?? [])].map((link) => link.textContent)).toEqual([
      m.filter_all(),
      ...categories.map((category) => category.name),
    ])
    expect([...(nav?.querySelectorAll('a') ?? [])].map((link) => target(link.getAttribute('href')))).toEqual([
      listAddress(locale),
      ...categories.map((category) => listAddress(locale, { category: category.id })),
    ])
    expect(currentMarks(nav), 'marked current in the category filter').toEqual([m.filter_all()])

    expect(currentMarks(paginationNav()), 'marked current in the pagination').toEqual([m.pagination_page({ page: '1' })])
    expect(linkNamed(paginationNav(), m.pagination_previous())).toBeUndefined()
    expect(target(linkNamed(paginationNav(), m.pagination_next())?.getAttribute('href'))).toBe(listAddress(locale, { page: 2 }))
  })

  it('a category in the address shows only that category with its total, and marks only it current (not "All" too)', async () => {
    const { categories } = shippedNews(locale)
    for (const category of categories) {
      const { page } = await openNewsList(locale, { category: category.id })
      expect(page.items.length, category.name).toBeGreaterThan(0)
      expect(document.body.textContent).toContain(m.list_total({ total: formatNumber(page.total) }))
      expectCards(locale, page.items)
      expect(currentMarks(categoryNav()), 'marked current in the category filter').toEqual([category.name])
      rendered?.unmount()
    }
    rendered = undefined
  })

  it('page 2 in the address shows page 2, marks only "Page 2" current and leads back to the first page', async () => {
    const { page } = await openNewsList(locale, { page: 2 })
    expect(page.items.length).toBeGreaterThan(0)
    expectCards(locale, page.items)
    expect(currentMarks(paginationNav()), 'marked current in the pagination').toEqual([m.pagination_page({ page: '2' })])
    expect(target(linkNamed(paginationNav(), m.pagination_previous())?.getAttribute('href'))).toBe(listAddress(locale))
  })

  it('the last page has a previous link but no next link, and every page link keeps the language', async () => {
    const { lastPage } = await openNewsList(locale)
    rendered?.unmount()
    expect(lastPage, 'the news list has more than two pages').toBeGreaterThan(2)
    const { page } = await openNewsList(locale, { page: lastPage })
    expectCards(locale, page.items)
    expect(currentMarks(paginationNav())).toEqual([m.pagination_page({ page: String(lastPage) })])
    expect(linkNamed(paginationNav(), m.pagination_next())).toBeUndefined()
    expect(target(linkNamed(paginationNav(), m.pagination_previous())?.getAttribute('href'))).toBe(
      listAddress(locale, { page: lastPage - 1 }),
    )
    for (const link of paginationNav()?.querySelectorAll('a') ?? []) {
      expect(
        new URL(link.getAttribute('href') ?? '', 'http://site.test').searchParams.get('lang'),
        link.getAttribute('href') ?? '',
      ).toBe(locale)
    }
  })
})
