import type { APIRequestContext } from '@playwright/test'
import { expect, type Locale } from './fixtures'
import { apiCategories, apiPage, type Category, hrefWithLang, LIST_PATH, lastPageOf, totalLine } from './posts-support'

/** What several specs of the post lists share beyond posts-support.ts: a category to filter by, a list's entries in HTML. */

/** The category of a list with the most items (so that it has a second page where the list allows). */
export async function largestCategory(request: APIRequestContext, kind: 'news' | 'patent' | 'thesis', locale: Locale) {
  const categories = await apiCategories(request, kind, locale)
  let best: { category: Category; total: number } | undefined
  for (const category of categories) {
    const { total } = await apiPage(request, kind, locale, { category: category.id })
    if (!best || total > best.total) best = { category, total }
  }
  if (!best) throw new Error(`the API has no ${kind} category`)
  return best.category
}

/** The ids a server-rendered list links to, in order (title links of the entries). */
export function listedIds(html: string, detailPath: string): number[] {
  const pattern = new RegExp(`<h2><a href="${detailPath}/(\\d+)\\?`, 'g')
  return [...html.matchAll(pattern)].map((match) => Number(match[1]))
}

/**
 * The server's HTML of a list at its first page, every category, page 2 and the last page lists the entries and the
 * total the API gives for each (what the list shows of them is its component test's).
 */
export async function expectServerListsAsApi(
  request: APIRequestContext,
  kind: 'news' | 'patent' | 'thesis',
  locale: Locale,
): Promise<void> {
  const categories = await apiCategories(request, kind, locale)
  expect(categories.length, `the API has ${kind} categories`).toBeGreaterThan(1)
  const first = await apiPage<{ id: number; categoryId: number | null }>(request, kind, locale)
  const searches: Array<{ page?: number; category?: number }> = [
    {},
    ...categories.map((category) => ({ category: category.id })),
    { page: 2 },
    { page: lastPageOf(first) },
  ]
  for (const search of searches) {
    const list = await apiPage<{ id: number; categoryId: number | null }>(request, kind, locale, search)
    const label = `${kind} ${JSON.stringify(search)}`
    expect(list.items.length, `the API has entries at ${label}`).toBeGreaterThan(0)
    if (search.category)
      expect(
        list.items.every((item) => item.categoryId === search.category),
        label,
      ).toBe(true)
    const response = await request.get(hrefWithLang(LIST_PATH[kind], locale, search))
    expect(response.status(), label).toBe(200)
    const html = await response.text()
    expect(listedIds(html, LIST_PATH[kind]), label).toEqual(list.items.map((item) => item.id))
    expect(html, label).toContain(totalLine(locale, list.total))
  }
}
