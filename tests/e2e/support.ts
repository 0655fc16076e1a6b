import { readFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import type { APIRequestContext, Page } from '@playwright/test'
import { expect, type Locale, locales } from './fixtures'

/** The product's messages, read from the same JSON files the app is built from (never hard-coded here). */
type Messages = Record<string, string>

const messagesByLocale = Object.fromEntries(
  locales.map((locale) => [
    locale,
    JSON.parse(readFileSync(new URL(`../../messages/${locale}.json`, import.meta.url), 'utf8')) as Messages,
  ]),
) as Record<Locale, Messages>

/** One message in one locale; fails loudly when the key does not exist, so a renamed key cannot pass silently. */
export function msg(locale: Locale, key: string): string {
  const value = messagesByLocale[locale][key]
  if (typeof value !== 'string' || value === '') throw new Error(`messages/${locale}.json has no message '${key}'`)
  return value
}

export const BRAND = 'Cellactis'

export function expectedTitle(locale: Locale, crumbKey: string): string {
  return `${msg(locale, crumbKey)} | ${BRAND}`
}

/** Detail pages name their item: `:news` in a path stands for a real news id, read from the API. */
type DetailKind = 'news' | 'patent' | 'thesis'

/**
 * Every public route with the message key of its breadcrumb name (which is also its title). A detail page's
 * name is its item's title instead (see pageNameOf).
 */
export const routes: ReadonlyArray<{ path: string; crumb: string; detail?: DetailKind }> = [
  { path: '/', crumb: 'page_home' },
  { path: '/contact', crumb: 'page_contact' },
  { path: '/news', crumb: 'nav_pr_news' },
  { path: '/news/:news', crumb: 'page_news_detail', detail: 'news' },
  { path: '/press', crumb: 'nav_pr_press' },
  { path: '/business/material', crumb: 'nav_business_material' },
  { path: '/business/pb', crumb: 'nav_business_pb' },
  { path: '/business/pharmacy', crumb: 'nav_business_pharmacy' },
  { path: '/business/showroom', crumb: 'nav_business_showroom' },
  { path: '/company/contactUS', crumb: 'nav_company_directions' },
  { path: '/company/history', crumb: 'nav_company_history' },
  { path: '/company/intro', crumb: 'nav_company_intro' },
  { path: '/company/vision', crumb: 'nav_company_vision' },
  { path: '/research/intro', crumb: 'nav_research_intro' },
  { path: '/research/patent', crumb: 'nav_research_patent' },
  { path: '/research/patent/:patent', crumb: 'page_patent_detail', detail: 'patent' },
  { path: '/research/thesis', crumb: 'nav_research_thesis' },
  { path: '/research/thesis/:thesis', crumb: 'page_thesis_detail', detail: 'thesis' },
  { path: '/login', crumb: 'page_login' },
  { path: '/signup', crumb: 'page_signup' },
  { path: '/faq', crumb: 'page_faq' },
  { path: '/terms', crumb: 'page_terms' },
  { path: '/privacy', crumb: 'page_privacy' },
]

const firstIds = new Map<DetailKind, number>()

/** The id of the newest item of a kind, from the site's own API. */
export async function firstId(request: APIRequestContext, kind: DetailKind): Promise<number> {
  const known = firstIds.get(kind)
  if (known) return known
  const body = await (await request.get(`/api/v1/post/${kind}?size=1`)).json()
  const id = body.data.items[0].id as number
  firstIds.set(kind, id)
  return id
}

/** A route's path with its `:kind` placeholder replaced by a real id. */
export async function concretePath(request: APIRequestContext, route: { path: string; detail?: DetailKind }): Promise<string> {
  return route.detail ? route.path.replace(`:${route.detail}`, String(await firstId(request, route.detail))) : route.path
}

/** The page's name (its last breadcrumb and title) in a locale: the item's title for detail pages. */
export async function pageNameOf(request: APIRequestContext, route: { crumb: string; detail?: DetailKind }, locale: Locale) {
  if (!route.detail) return msg(locale, route.crumb)
  const id = await firstId(request, route.detail)
  const body = await (await request.get(`/api/v1/post/${route.detail}/${id}`, { headers: { 'accept-language': locale } })).json()
  return body.data.title as string
}

export function withLang(path: string, locale: Locale): string {
  return `${path}${path.includes('?') ? '&' : '?'}lang=${locale}`
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }

/** Decodes the character references React's server renderer emits in text. */
export function decodeHtml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? Number.parseInt(ref.slice(2), 16) : Number.parseInt(ref.slice(1), 10)
      return String.fromCodePoint(code)
    }
    return entities[ref.toLowerCase()] ?? whole
  })
}

export function htmlLang(html: string): string | undefined {
  return /<html\b[^>]*\blang="([^"]*)"/i.exec(html)?.[1]
}

export function htmlTitles(html: string): string[] {
  return [...html.matchAll(/<title\b[^>]*>([^<]*)<\/title>/gi)].map((match) => decodeHtml(match[1] ?? ''))
}

/**
 * Waits until React has hydrated the page (the server-rendered header has React's fiber attached),
 * so that clicks and key presses reach the app's handlers instead of inert server markup.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const header = document.querySelector('[data-testid="site-header"]')
    return !!header && Object.keys(header).some((key) => key.startsWith('__reactFiber'))
  })
}

export async function gotoHydrated(page: Page, url: string): Promise<void> {
  const response = await page.goto(url)
  expect(response?.status(), `status of ${url}`).toBe(200)
  await waitForHydration(page)
}

/**
 * Resolves once the page has handled what the last scroll or resize set off: two frames (the scroll event, then the
 * frame the app reads the position in) and a task after them (React's effects of the render that followed). A test that
 * checks that something did NOT change waits for this instead of a fixed time.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((done) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const channel = new MessageChannel()
            channel.port1.onmessage = () => done()
            channel.port2.postMessage(undefined)
          }),
        ),
      ),
  )
}

/** Marks the window, so a later check can tell a client-side navigation from a full page load. */
export async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => {
    ;(window as unknown as { __e2eMark?: string }).__e2eMark = 'still the same document'
  })
}

export async function expectSameDocument(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __e2eMark?: string }).__e2eMark), 'no full page load happened').toBe(
    'still the same document',
  )
}

/** Navigates inside the app exactly as an in-site link does, through the router the page registered. */
export async function clientNavigate(page: Page, href: string): Promise<void> {
  await page.evaluate(async (target) => {
    const router = (window as unknown as { __TSR_ROUTER__?: { navigate: (options: { href: string }) => Promise<void> } })
      .__TSR_ROUTER__
    if (!router) throw new Error('the router is not on window.__TSR_ROUTER__')
    await router.navigate({ href: target })
  }, href)
}

export interface RawResponse {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: string
}

/**
 * A GET whose request target is sent exactly as written (no URL normalisation, unlike browsers and
 * Playwright's request API, which turn `/\evil.test` into `//evil.test`). Never follows redirects.
 */
export function rawGet(baseURL: string, target: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  const base = new URL(baseURL)
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: base.hostname, port: base.port, method: 'GET', path: target, headers: { accept: 'text/html', ...headers } },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
        )
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.setTimeout(10_000, () => req.destroy(new Error(`timeout for ${target}`)))
    req.end()
  })
}
