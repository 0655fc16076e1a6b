import type { APIRequestContext, Locator, Page } from '@playwright/test'
import type { PublicRichDocument } from '~/api/contract/rich-text'
import { expect, type Locale } from './fixtures'
import { msg } from './support'

/**
 * Helpers for the content pages (news, press, patents, papers). Every expected value is read from the site's
 * own API in the page's language, never written into a test.
 */

export interface Category {
  id: number
  name: string
}

export interface Paged<T> {
  items: T[]
  page: number
  size: number
  total: number
}

export interface NewsSummary {
  id: number
  categoryId: number
  categoryName: string
  title: string
  summary: string
  publishedAt: string
}

export interface NewsDetail extends NewsSummary {
  body: PublicRichDocument
  previousId: number | null
  nextId: number | null
}

/** The text of each paragraph of a news body, as the page shows them one after the other. */
export function paragraphTexts(body: PublicRichDocument): string[] {
  return body.doc.content
    .filter((block) => block.type === 'paragraph')
    .map((block) => (block.content ?? []).map((inline) => (inline.type === 'text' ? inline.text : ' ')).join(''))
    .filter((text) => text.trim() !== '')
}

export interface PressItem {
  id: number
  title: string
  outlet: string
  publishedAt: string
  link: string
}

export interface PatentSummary {
  id: number
  categoryId: number
  categoryName: string
  title: string
  applicationNumber: string
  registrationNumber: string | null
  filedAt: string
  registeredAt: string | null
  status: 'filed' | 'registered'
  office: string
}

export interface PatentDetail extends PatentSummary {
  summary: string
}

export interface ThesisSummary {
  id: number
  categoryId: number
  categoryName: string
  title: string
  authors: string[]
  journal: string
  year: number
  doi: string
}

export interface ThesisDetail extends ThesisSummary {
  abstract: string
  volume: string | null
  pages: string | null
}

/** The page sizes the lists promise (news shows cards in threes, the others rows of ten). */
export const PAGE_SIZE = { news: 9, press: 10, patent: 10, thesis: 10 } as const

/** The list page of each kind of post. */
export const LIST_PATH = { news: '/news', press: '/press', patent: '/research/patent', thesis: '/research/thesis' } as const

/** `data` of an API answer in a language; fails when the API does not answer 200. */
export async function apiData<T>(request: APIRequestContext, path: string, locale: Locale): Promise<T> {
  const response = await request.get(path, { headers: { 'accept-language': locale } })
  expect(response.status(), `GET ${path} (${locale})`).toBe(200)
  return ((await response.json()) as { data: T }).data
}

/** One page of a list, as the site's page for it asks the API. */
export function apiPage<T>(
  request: APIRequestContext,
  kind: keyof typeof PAGE_SIZE,
  locale: Locale,
  options: { page?: number; category?: number } = {},
): Promise<Paged<T>> {
  const query = new URLSearchParams({ size: String(PAGE_SIZE[kind]), page: String(options.page ?? 1) })
  if (options.category !== undefined) query.set('idCategory', String(options.category))
  return apiData<Paged<T>>(request, `/api/v1/post/${kind}?${query}`, locale)
}

export function apiCategories(request: APIRequestContext, kind: 'news' | 'patent' | 'thesis', locale: Locale) {
  return apiData<Category[]>(request, `/api/v1/post/${kind}/categories`, locale)
}

export function apiDetail<T>(request: APIRequestContext, kind: 'news' | 'patent' | 'thesis', id: number, locale: Locale) {
  return apiData<T>(request, `/api/v1/post/${kind}/${id}`, locale)
}

export function lastPageOf(list: Paged<unknown>): number {
  return Math.max(1, Math.ceil(list.total / list.size))
}

/** A message with its `{name}` placeholders filled in; fails when a placeholder is left over. */
export function fill(template: string, values: Record<string, string>): string {
  const filled = template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)
  if (/\{\w+\}/.test(filled)) throw new Error(`'${template}' has a placeholder that was not filled`)
  return filled
}

/** The 'N in total' line: thousands grouped with commas in every language. */
export function totalLine(locale: Locale, total: number): string {
  return fill(msg(locale, 'list_total'), { total: new Intl.NumberFormat('en-US').format(total) })
}

/** A calendar date as the page's language writes it (long month), never shifted by time zone. */
export function longDate(isoDate: string, locale: Locale): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number)
  return new Intl.DateTimeFormat(locale, { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' }).format(
    new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1)),
  )
}

/** A path with `lang`, exactly as the site writes its own links (`lang` first, then the list's parameters). */
export function hrefWithLang(path: string, locale: Locale, search: Record<string, string | number | undefined> = {}): string {
  const query = new URLSearchParams({ lang: locale })
  for (const [key, value] of Object.entries(search)) if (value !== undefined) query.set(key, String(value))
  return `${path}?${query}`
}

export function main(page: Page): Locator {
  return page.getByRole('main')
}

export function categoryNav(page: Page, locale: Locale): Locator {
  return main(page).getByRole('navigation', { name: msg(locale, 'filter_category_label'), exact: true })
}

export function paginationNav(page: Page, locale: Locale): Locator {
  return main(page).getByRole('navigation', { name: msg(locale, 'pagination_label'), exact: true })
}

export function breadcrumbNav(page: Page, locale: Locale): Locator {
  return page.getByRole('navigation', { name: msg(locale, 'breadcrumb_label'), exact: true })
}

export function pageLink(page: Page, locale: Locale, number: number): Locator {
  return paginationNav(page, locale).getByRole('link', {
    name: fill(msg(locale, 'pagination_page'), { page: String(number) }),
    exact: true,
  })
}

export function nextLink(page: Page, locale: Locale): Locator {
  return paginationNav(page, locale).getByRole('link', { name: msg(locale, 'pagination_next'), exact: true })
}

export function previousLink(page: Page, locale: Locale): Locator {
  return paginationNav(page, locale).getByRole('link', { name: msg(locale, 'pagination_previous'), exact: true })
}

/** The list's entries: the list items of the page's content that carry a title (h2). */
export function listEntries(page: Page): Locator {
  return main(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2 }) })
}

/** The title links of the entries, in order. */
export function entryLinks(page: Page): Locator {
  return listEntries(page).getByRole('heading', { level: 2 }).getByRole('link')
}

/** The current address's path and search, for comparing with a link's href. */
export function pathAndSearch(page: Page): string {
  const url = new URL(page.url())
  return url.pathname + url.search
}

/** The URL parameters of the current address. */
export function searchOf(page: Page): URLSearchParams {
  return new URL(page.url()).searchParams
}

/**
 * The news cards show exactly the given items, in order: title linking to the article, category, summary
 * and the publication date.
 */
export async function expectNewsCards(page: Page, locale: Locale, items: NewsSummary[]): Promise<void> {
  const cards = listEntries(page)
  await expect(entryLinks(page)).toHaveText(items.map((item) => item.title))
  await expect(cards).toHaveCount(items.length)
  for (const [index, item] of items.entries()) {
    const card = cards.nth(index)
    await expect(card.getByRole('link')).toHaveAttribute('href', hrefWithLang(`/news/${item.id}`, locale))
    await expect(card.getByText(item.categoryName, { exact: true })).toBeVisible()
    await expect(card.getByText(item.summary, { exact: true })).toBeVisible()
    const time = card.locator('time')
    await expect(time).toHaveAttribute('datetime', item.publishedAt)
    await expect(time).toHaveText(longDate(item.publishedAt, locale))
  }
}

/** Only the title links of a list are compared (cheaper, for lists already checked field by field elsewhere). */
export async function expectEntryTitles(page: Page, items: Array<{ title: string }>): Promise<void> {
  await expect(entryLinks(page)).toHaveText(items.map((item) => item.title))
}

/** The elements marked as the current page inside a region, by their text or accessible name. */
export async function currentMarks(region: Locator): Promise<string[]> {
  return region
    .locator('[aria-current="page"]')
    .evaluateAll((elements) => elements.map((element) => element.getAttribute('aria-label') ?? element.textContent ?? ''))
}

/** All hrefs of the links in a region. */
export async function hrefsIn(region: Locator): Promise<string[]> {
  return region.locator('a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
}

/** Every item of a list (one API page of up to 100); fails when the list no longer fits one page. */
export async function apiAll<T>(request: APIRequestContext, kind: keyof typeof PAGE_SIZE, locale: Locale): Promise<T[]> {
  const list = await apiData<Paged<T>>(request, `/api/v1/post/${kind}?size=100`, locale)
  expect(list.items.length, `all ${kind} items fit one API page`).toBe(list.total)
  return list.items
}

/**
 * A link target in a comparable form: path plus its parameters sorted by name, since the site keeps the order of
 * the parameters of the current address (`?page=2&lang=en` and `?lang=en&page=2` are the same address).
 */
export function linkTarget(href: string | null): string {
  const url = new URL(href ?? '', 'http://site.test')
  const params = [...url.searchParams].sort(([a], [b]) => a.localeCompare(b))
  return `${url.pathname}?${new URLSearchParams(params)}`
}

/** The link points at this path with exactly these parameters (`lang` included), in any order. */
export async function expectLinkTo(
  link: Locator,
  path: string,
  locale: Locale,
  search: Record<string, string | number | undefined> = {},
): Promise<void> {
  await expect(link).toHaveCount(1)
  await expect
    .poll(async () => linkTarget(await link.getAttribute('href')), { message: 'the link target' })
    .toBe(linkTarget(hrefWithLang(path, locale, search)))
}

/** The browser's address is this path with exactly these parameters (`lang` included), in any order. */
export async function expectAddress(
  page: Page,
  path: string,
  locale: Locale,
  search: Record<string, string | number | undefined> = {},
): Promise<void> {
  await expect
    .poll(() => linkTarget(pathAndSearch(page)), { message: 'the address' })
    .toBe(linkTarget(hrefWithLang(path, locale, search)))
}
