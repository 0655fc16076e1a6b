import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { expect, type Locale } from './fixtures'
import { msg } from './support'

/**
 * What the specs of the product, company, long-form and FAQ pages share (pages-products.spec.ts,
 * pages-company.spec.ts, pages-long-form.spec.ts, pages-faq.spec.ts): the API's data in a language, the page's main
 * content and pagination, and an address split into its parts.
 */

export interface Paged<T> {
  items: T[]
  page: number
  size: number
  total: number
}

export async function apiData<T>(request: APIRequestContext, url: string, locale: Locale): Promise<T> {
  // A fresh connection each time: a kept-alive one can be closed by the server just as it is reused (ECONNRESET).
  const response = await request.get(url, { headers: { 'accept-language': locale, connection: 'close' } })
  expect(response.status(), `status of ${url}`).toBe(200)
  return ((await response.json()) as { data: T }).data
}

export function main(page: Page): Locator {
  return page.getByRole('main')
}

export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole)
}

function paginationNav(page: Page, locale: Locale): Locator {
  return main(page).getByRole('navigation', { name: msg(locale, 'pagination_label'), exact: true })
}

export function pageLink(page: Page, locale: Locale, number: number): Locator {
  return paginationNav(page, locale).getByRole('link', {
    name: fill(msg(locale, 'pagination_page'), { page: String(number) }),
    exact: true,
  })
}

/** An href split into its path and its search parameters (without the language, which is checked apart). */
export function target(href: string | null): { path: string; search: Record<string, string>; lang: string | null } {
  const url = new URL(href ?? '', 'http://site.invalid')
  const search = Object.fromEntries(url.searchParams)
  delete search.lang
  return { path: url.pathname, search, lang: url.searchParams.get('lang') }
}

export function currentSearch(page: Page): Record<string, string> {
  return target(page.url()).search
}
