import type { APIRequestContext, Page } from '@playwright/test'
import { expect, type Locale, locales, test } from './fixtures'
import { expectedTitle, gotoHydrated, htmlLang, msg, withLang } from './support'

/** Asks for a page as a browser would (an HTML document) without following redirects. */
async function getDocument(request: APIRequestContext, url: string, headers: Record<string, string> = {}) {
  return request.get(url, { maxRedirects: 0, headers: { accept: 'text/html,application/xhtml+xml', ...headers } })
}

/** The Location of a redirect, resolved, checked to stay on this site. */
function sameSiteLocation(location: string | undefined, base: string): URL {
  expect(location, 'a Location header').toBeTruthy()
  const target = new URL(location ?? '', base)
  expect(target.origin, `Location ${location} stays on this site`).toBe(new URL(base).origin)
  return target
}

test.describe('a document without a valid lang is redirected to the same URL with the detected locale', () => {
  const invalidLangs: Array<{ name: string; query: string }> = [
    { name: 'missing', query: '' },
    { name: 'empty', query: 'lang=' },
    { name: 'unknown code', query: 'lang=fr-FR' },
    { name: 'unknown short code', query: 'lang=xx' },
    { name: 'wrong case', query: 'lang=en-us' },
    { name: 'malformed (underscore)', query: 'lang=en_US' },
    { name: 'malformed (bad percent-encoding)', query: 'lang=%E0%A4%A' },
    { name: '3,000 characters', query: `lang=${'a'.repeat(3000)}` },
    { name: 'a <script> tag', query: `lang=${encodeURIComponent('<script>alert(1)</script>')}` },
    { name: 'a raw <script> tag', query: 'lang=<script>alert(1)</script>' },
    { name: 'duplicated (same value)', query: 'lang=en-US&lang=en-US' },
    { name: 'duplicated (different values)', query: 'lang=ja-JP&lang=en-US' },
  ]

  for (const { name, query } of invalidLangs) {
    test(`lang ${name}`, async ({ request, baseURL }) => {
      const search = ['keep=1', query, 'other=two'].filter(Boolean).join('&')
      const url = `/press?${search}`
      // Nothing to detect from: the base locale. With Accept-Language: that language.
      for (const [headers, expected] of [
        [{}, 'ko-KR'],
        [{ 'accept-language': 'zh-TW,zh;q=0.8' }, 'zh-TW'],
      ] as const) {
        const response = await getDocument(request, url, headers)
        expect(response.status(), `${url} ${JSON.stringify(headers)}`).toBe(302)
        const location = response.headers().location
        const target = sameSiteLocation(location, baseURL ?? '')
        expect(target.pathname).toBe('/press')
        expect(target.searchParams.getAll('lang')).toEqual([expected])
        expect(target.searchParams.get('keep')).toBe('1')
        expect(target.searchParams.get('other')).toBe('two')
        expect(location).not.toContain('<')
        expect(location?.length ?? 0).toBeLessThan(200)

        const landed = await getDocument(request, target.pathname + target.search, headers)
        expect(landed.status()).toBe(200)
        expect(htmlLang(await landed.text())).toBe(expected)
      }
    })
  }

  test('the root path and a detail page are redirected too', async ({ request, baseURL }) => {
    for (const path of ['/', '/research/patent/1']) {
      const response = await getDocument(request, path, { 'accept-language': 'ja' })
      expect(response.status(), path).toBe(302)
      const target = sameSiteLocation(response.headers().location, baseURL ?? '')
      expect(target.pathname).toBe(path)
      expect(target.searchParams.getAll('lang')).toEqual(['ja-JP'])
    }
  })

  test('a hostile lang never causes a server error, whatever kind of request carries it', async ({ request }) => {
    const values = ['<script>alert(1)</script>', 'a'.repeat(3000), '%E0%A4%A', '../../etc/passwd', '{"a":1}', 'en-US\r\nx: y']
    const kinds: Array<Record<string, string>> = [
      { accept: 'text/html' },
      { accept: '*/*' },
      { accept: 'application/json', 'sec-fetch-dest': 'empty' },
      { accept: 'image/avif,image/webp', 'sec-fetch-dest': 'image' },
    ]
    for (const value of values) {
      for (const headers of kinds) {
        const url = `/news/1?lang=${encodeURIComponent(value)}`
        const response = await request.get(url, { maxRedirects: 0, headers })
        expect(response.status(), `${url.slice(0, 60)} ${JSON.stringify(headers)}`).toBeLessThan(500)
        const body = await response.text()
        expect(body, 'the hostile value is never echoed as markup').not.toContain('<script>alert(1)</script>')
      }
    }
  })

  test('a valid lang is served as is, in every locale', async ({ request }) => {
    for (const locale of locales) {
      const response = await getDocument(request, `/faq?lang=${locale}`, { cookie: 'lang=ko-KR', 'accept-language': 'fr' })
      expect(response.status(), locale).toBe(200)
      expect(htmlLang(await response.text())).toBe(locale)
    }
  })
})

test.describe('locale detection: cookie, then Accept-Language, then ko-KR', () => {
  const cases: Array<{ name: string; headers: Record<string, string>; expected: Locale }> = [
    { name: 'no hints at all', headers: {}, expected: 'ko-KR' },
    { name: 'only an unsupported language', headers: { 'accept-language': 'fr-FR,de;q=0.9' }, expected: 'ko-KR' },
    { name: 'Accept-Language en-GB', headers: { 'accept-language': 'en-GB' }, expected: 'en-US' },
    { name: 'Accept-Language ja', headers: { 'accept-language': 'ja' }, expected: 'ja-JP' },
    { name: 'Accept-Language zh-TW', headers: { 'accept-language': 'zh-TW' }, expected: 'zh-TW' },
    { name: 'Accept-Language zh-HK', headers: { 'accept-language': 'zh-HK' }, expected: 'zh-TW' },
    { name: 'Accept-Language zh-Hans-CN', headers: { 'accept-language': 'zh-Hans-CN' }, expected: 'zh-CN' },
    { name: 'Accept-Language q-values', headers: { 'accept-language': 'fr;q=1, en;q=0.5, ja;q=0.8' }, expected: 'ja-JP' },
    { name: 'cookie only', headers: { cookie: 'lang=zh-CN' }, expected: 'zh-CN' },
    { name: 'cookie beats Accept-Language', headers: { cookie: 'lang=en-US', 'accept-language': 'ja-JP,ja' }, expected: 'en-US' },
    {
      name: 'cookie among other cookies',
      headers: { cookie: 'a=1; lang=zh-TW; b=2', 'accept-language': 'ko' },
      expected: 'zh-TW',
    },
    {
      name: 'an invalid cookie falls back to Accept-Language',
      headers: { cookie: 'lang=<script>', 'accept-language': 'ja' },
      expected: 'ja-JP',
    },
    { name: 'an invalid cookie and nothing else falls back to ko-KR', headers: { cookie: 'lang=xx' }, expected: 'ko-KR' },
    { name: 'a malformed Accept-Language falls back to ko-KR', headers: { 'accept-language': ';;;,q=,<>' }, expected: 'ko-KR' },
  ]

  for (const { name, headers, expected } of cases) {
    test(`${name} → ${expected}`, async ({ request, baseURL }) => {
      const response = await getDocument(request, '/company/vision?x=1', headers)
      expect(response.status()).toBe(302)
      const target = sameSiteLocation(response.headers().location, baseURL ?? '')
      expect(target.pathname).toBe('/company/vision')
      expect(target.searchParams.getAll('lang')).toEqual([expected])
      expect(target.searchParams.get('x')).toBe('1')
    })
  }
})

test.describe('in the browser', () => {
  test.use({ locale: 'ja-JP' })

  test('a visit without lang lands on the browser language', async ({ page }) => {
    await page.goto('/company/history')
    await expect(page).toHaveURL(/\/company\/history\?lang=ja-JP$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja-JP')
    await expect(page).toHaveTitle(expectedTitle('ja-JP', 'nav_company_history'))
  })

  test('in-site links carry the page locale', async ({ page, request }) => {
    const url = withLang('/company/intro', 'zh-TW')
    await gotoHydrated(page, url)
    const switcher = page.getByRole('navigation', { name: msg('zh-TW', 'footer_language'), exact: true })
    const hrefs = await page.locator('a[href^="/"]').evaluateAll(
      (anchors, switcherEl) => {
        // Page links only: file downloads (the company deck) are not pages and carry no lang.
        return anchors
          .filter((a) => !switcherEl?.contains(a) && !a.hasAttribute('download'))
          .map((a) => a.getAttribute('href') ?? '')
      },
      await switcher.elementHandle(),
    )
    // Header, breadcrumb, footer menus, legal links and the hot corner at least.
    expect(hrefs.length).toBeGreaterThan(15)
    for (const href of hrefs) {
      const target = new URL(href, 'http://x.invalid')
      expect(target.searchParams.getAll('lang'), `link ${href}`).toEqual(['zh-TW'])
    }

    // The server-rendered links (before any script runs) carry it too.
    const html = await (await request.get(url, { maxRedirects: 0 })).text()
    // (The language switcher's links are the only ones that name another locale.)
    const serverHrefs = [...html.matchAll(/<a\b[^>]*>/gi)]
      .map((match) => match[0])
      .filter((tag) => !tag.includes('data-locale=') && !/\sdownload=/.test(tag))
      .map((tag) => /\bhref="(\/[^"]*)"/.exec(tag)?.[1])
      .filter((href): href is string => href !== undefined)
      .map((href) => href.replaceAll('&amp;', '&'))
    expect(serverHrefs.length).toBeGreaterThan(15)
    for (const href of serverHrefs) {
      expect(new URL(href, 'http://x.invalid').searchParams.getAll('lang'), `server link ${href}`).toEqual(['zh-TW'])
    }
  })
})

test.describe('the footer language switcher', () => {
  test.use({ locale: 'ja-JP' })

  test('offers the five locales, keeps every other query parameter and remembers the choice', async ({ page, context }) => {
    // Control: with no stored choice this browser (Accept-Language ja-JP) is sent to ja-JP.
    await page.goto('/faq')
    await expect(page).toHaveURL(/\/faq\?lang=ja-JP$/)

    await gotoHydrated(page, '/news?lang=ko-KR&page=2&foo=bar')
    const switcher = page.getByRole('navigation', { name: msg('ko-KR', 'footer_language'), exact: true })
    const links = switcher.getByRole('link')
    await expect(links).toHaveCount(5)
    expect(await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('data-locale')))).toEqual([...locales])
    await expect(switcher.locator('[data-locale="ko-KR"]')).toHaveAttribute('aria-current', 'true')

    await Promise.all([page.waitForEvent('load'), switcher.locator('[data-locale="en-US"]').click()])
    await expect(page).toHaveURL(/\/news\?/)
    const url = new URL(page.url())
    expect(url.pathname).toBe('/news')
    expect([...url.searchParams.entries()].sort()).toEqual(
      [
        ['foo', 'bar'],
        ['lang', 'en-US'],
        ['page', '2'],
      ].sort(),
    )
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
    await expect(page).toHaveTitle(expectedTitle('en-US', 'nav_pr_news'))
    await expect(
      page.getByRole('navigation', { name: msg('en-US', 'footer_language'), exact: true }).locator('[data-locale="en-US"]'),
    ).toHaveAttribute('aria-current', 'true')

    const cookie = (await context.cookies()).find((c) => c.name === 'lang')
    expect(cookie?.value).toBe('en-US')

    // A later visit without lang follows the stored choice, not the browser's Accept-Language (ja-JP).
    await page.goto('/faq')
    await expect(page).toHaveURL(/\/faq\?lang=en-US$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
  })

  /** Switches from `start` to ja-JP with the footer link and returns the address before and after. */
  async function switchToJapanese(page: Page, start: string) {
    await gotoHydrated(page, start)
    const before = new URL(page.url())
    const link = page
      .getByRole('navigation', { name: msg('zh-CN', 'footer_language'), exact: true })
      .locator('[data-locale="ja-JP"]')
    await Promise.all([page.waitForEvent('load'), link.click()])
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja-JP')
    const after = new URL(page.url())
    expect(after.pathname).toBe(before.pathname)
    expect(after.searchParams.getAll('lang')).toEqual(['ja-JP'])
    return { before, after }
  }

  /** The query without lang, as [name, value] pairs in order (repeated names kept). */
  const otherParams = (url: URL) => [...url.searchParams.entries()].filter(([key]) => key !== 'lang')

  // One switch for every kind of parameter: the browser's address after the reload is the one the page had, not the
  // router's re-serialised copy; which link the switcher offers for each address is a component test
  // (app/shell/layout/language-switcher.test.tsx).
  test('keeps text parameters, spaces, empty values, leading zeros, number-like and quoted values, repeated parameters and the hash exactly', async ({
    page,
  }) => {
    const { before, after } = await switchToJapanese(
      page,
      '/news?lang=zh-CN&q=hello%20world&empty=&n=007&flag=true&utm_source=news%2Fletter&a=1e3&b=1.50&c=%22q%22&g=-0&tag=a&tag=b&page=2#section-2',
    )
    expect(otherParams(after)).toEqual(otherParams(before))
    expect(otherParams(after)).toEqual([
      ['q', 'hello world'],
      ['empty', ''],
      ['n', '007'],
      ['flag', 'true'],
      ['utm_source', 'news/letter'],
      ['a', '1e3'],
      ['b', '1.50'],
      ['c', '"q"'],
      ['g', '-0'],
      ['tag', 'a'],
      ['tag', 'b'],
      ['page', '2'],
    ])
    expect(after.searchParams.getAll('tag')).toEqual(['a', 'b'])
    expect(after.hash).toBe('#section-2')
  })
})
