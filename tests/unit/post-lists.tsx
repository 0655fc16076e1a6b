import type { QueryKey } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { expect } from 'vitest'
import type { CategorizedPostType, PostCategory } from '~/api/contract/posts'
import type { LocalizedText } from '~/backend/db/schema'
import { demoPart, readDemoContent } from '~/backend/seed/demo-content'
import { categorizedListSearch, listQuery } from '~/features/posts/post-search'
import { postQueries } from '~/features/posts/posts-queries'
import type { Locale } from '~/i18n/locales'
import { m } from '~/paraglide/messages'
import { overwriteGetLocale } from '~/paraglide/runtime'
import { renderInRouter } from './render-in-router'

/**
 * A categorized list page (news, patents, papers) in the router in memory, with what the site ships as the API's
 * answers, and the checks of its category filter and pagination.
 */

const seedCategories = demoPart<{ key: string; postType: string; name: LocalizedText }>(
  await readDemoContent(),
  'post-categories',
)

/** A type's categories as the API answers them in one language, from the demo content (numbered in its order). */
export function shippedCategories(type: CategorizedPostType, locale: Locale): PostCategory[] {
  return seedCategories
    .filter((category) => category.postType === type)
    .map((category, index) => ({ id: index + 1, name: category.name[locale] ?? '' }))
}

/** The category fields of a seed item's summary, as the API gives them: its category's number and name. */
export function categoryOf(type: CategorizedPostType, locale: Locale, categoryKey: string) {
  const keys = seedCategories.filter((category) => category.postType === type).map((category) => category.key)
  const categoryId = keys.indexOf(categoryKey) + 1
  return { categoryId, categoryName: shippedCategories(type, locale)[categoryId - 1]?.name ?? null }
}

interface ListPage<Item> {
  type: CategorizedPostType
  locale: Locale
  /** The summaries the API lists, in its order. */
  items: Item[]
  search?: { page?: number; category?: number }
  /** The key of the page's query for an API query, as the route's loader fills it. */
  pageQuery(query: ReturnType<typeof listQuery>): QueryKey
  /** The route template the rows link to (`/news/$id`). */
  detailPage: string
  /** The page's name (its route's breadcrumb), which its heading shows. */
  crumb: () => string
}

let openList: (() => void) | undefined

/** Unmounts the list page the test opened last (each test file's `afterEach`). */
export function closeListPage() {
  openList?.()
  openList = undefined
}

/** Opens the list's route (`/news/`) at the given search and `lang`, its categories and page as the API answers them. */
export async function openListPage<Item extends { categoryId: number | null }>(
  node: ReactNode,
  path: string,
  { type, locale, items, search = {}, pageQuery, detailPage, crumb }: ListPage<Item>,
) {
  closeListPage()
  overwriteGetLocale(() => locale)
  const categories = shippedCategories(type, locale)
  const query = listQuery(type, search, categories)
  const chosen = items.filter((item) => query.idCategory === undefined || item.categoryId === query.idCategory)
  const start = (query.page - 1) * query.size
  const page = { items: chosen.slice(start, start + query.size), page: query.page, size: query.size, total: chosen.length }
  const rendered = await renderInRouter(node, {
    routeId: `${path}/`,
    path: listAddress(path, locale, search),
    staticData: { crumb },
    linksTo: [detailPage],
    validateSearch: categorizedListSearch,
    queries: [
      [postQueries.categories(locale, type).queryKey, categories],
      [pageQuery(query), page],
    ],
  })
  openList = rendered.unmount
  return { categories, page, lastPage: Math.ceil(chosen.length / query.size) }
}

/** A list's address with `lang` and its search, the parameters sorted (as `linkTarget` writes a link's). */
export function listAddress(path: string, locale: Locale, search: Record<string, number | undefined> = {}): string {
  const query = new URLSearchParams({ lang: locale })
  for (const [key, value] of Object.entries(search)) if (value !== undefined) query.set(key, String(value))
  return linkTarget(`${path}?${query}`)
}

/** A link's path and parameters, the parameters sorted, so that their order does not matter. */
export function linkTarget(href: string | null | undefined): string {
  const url = new URL(href ?? '', 'http://site.test')
  const params = [...url.searchParams].sort(([a], [b]) => a.localeCompare(b))
  return `${url.pathname}?${new URLSearchParams(params)}`
}

const navNamed = (name: string) => document.querySelector(`nav[aria-label="${name}"]`)
export const categoryNav = () => navNamed(m.filter_category_label())
export const paginationNav = () => navNamed(m.pagination_label())

/** A link in a region by its name (its aria-label, else its text). */
export function linkNamed(region: Element | null, name: string): HTMLAnchorElement | undefined {
  return [...(region?.querySelectorAll('a') ?? [])].find((link) => (link.getAttribute('aria-label') ?? link.textContent) === name)
}

/** What is marked as the current page in a region, by its name (aria-label, else text). */
export function currentMarks(region: Element | null): Array<string | null> {
  return [...(region?.querySelectorAll('[aria-current="page"]') ?? [])].map(
    (mark) => mark.getAttribute('aria-label') ?? mark.textContent,
  )
}

interface ListedItem {
  id: number
  title: string
  categoryName: string | null
}

/**
 * The list's entries (its list items with a title) show the items in order, each with its category and its title
 * linking to its page in the language; then `expectEntry` checks what else an entry of this list shows.
 */
export function expectEntries<Item extends ListedItem>(
  listPath: string,
  locale: Locale,
  items: Item[],
  expectEntry: (entry: Element, item: Item) => void,
): void {
  const entries = [...document.querySelectorAll('li')].filter((item) => item.querySelector('h2'))
  expect(entries.map((entry) => entry.querySelector('h2')?.textContent)).toEqual(items.map((item) => item.title))
  for (const [index, item] of items.entries()) {
    const entry = entries[index] as Element
    const link = entry.querySelector('h2 a')?.getAttribute('href')
    expect(linkTarget(link), item.title).toBe(listAddress(`${listPath}/${item.id}`, locale))
    expect(entry.textContent, item.title).toContain(item.categoryName ?? '')
    expectEntry(entry, item)
  }
}
