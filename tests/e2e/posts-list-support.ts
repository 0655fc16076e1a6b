import type { APIRequestContext } from '@playwright/test'
import type { Locale } from './fixtures'
import { apiCategories, apiPage, type Category } from './posts-support'

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
