import { expect, locales, notFoundConsoleError, test } from './fixtures'
import {
  clientNavigate,
  expectedTitle,
  expectSameDocument,
  firstId,
  gotoHydrated,
  htmlLang,
  markWindow,
  msg,
  waitForHydration,
  withLang,
} from './support'

/** Unknown routes and detail pages whose id is not a positive whole number. */
const notFoundPaths = [
  '/nope',
  '/company/unknown',
  '/business',
  '/news/abc',
  '/news/0',
  '/news/-1',
  '/news/1abc',
  '/news/1%20',
  '/news/1/2',
  '/research/patent/abc',
  '/research/patent/01',
  '/research/thesis/xyz',
  '/research/thesis/99999999999999999999',
  // Characters a browser percent-encodes in a path; `^` made the router redirect to itself forever (decision 21).
  '/news/%5E',
  '/news/%5e',
  '/company/a%5Eb',
  '/news/%3Ctest%3E',
  '/news/%7C',
  '/news/%60%7B%7D',
]

test.describe('not found (server)', () => {
  for (const path of notFoundPaths) {
    test(`${path} answers 404 with the not-found text and a link home, in every locale`, async ({ request }) => {
      for (const locale of locales) {
        const url = withLang(path, locale)
        const response = await request.get(url, { maxRedirects: 0, headers: { accept: 'text/html' } })
        expect(response.status(), url).toBe(404)
        const html = await response.text()
        expect(htmlLang(html), url).toBe(locale)
        expect(html, url).toContain(msg(locale, 'error_not_found'))
        expect(html, url).toContain(msg(locale, 'error_go_home'))
        expect(html, url).toMatch(new RegExp(`<a\\b[^>]*href="/\\?lang=${locale}"[^>]*>${msg(locale, 'error_go_home')}</a>`))
      }
    })
  }

  test('a valid detail id is not a 404 (control)', async ({ request }) => {
    const paths = [
      `/news/${await firstId(request, 'news')}`,
      `/research/patent/${await firstId(request, 'patent')}`,
      `/research/thesis/${await firstId(request, 'thesis')}`,
    ]
    for (const path of paths) {
      const response = await request.get(withLang(path, 'en-US'), { maxRedirects: 0 })
      expect(response.status(), path).toBe(200)
      expect(await response.text()).not.toContain(msg('en-US', 'error_not_found'))
    }
  })

  test('an unknown path without lang is first given one, then answers 404', async ({ request, baseURL }) => {
    const first = await request.get('/nope/deeper', {
      maxRedirects: 0,
      headers: { accept: 'text/html', 'accept-language': 'en' },
    })
    expect(first.status()).toBe(302)
    const target = new URL(first.headers().location ?? '', baseURL)
    expect(target.pathname).toBe('/nope/deeper')
    expect(target.searchParams.get('lang')).toBe('en-US')
    const second = await request.get(target.pathname + target.search, { maxRedirects: 0 })
    expect(second.status()).toBe(404)
  })
})

test.describe('not found (browser)', () => {
  test.use({ allowedConsoleErrors: [notFoundConsoleError] })

  test('an unknown route shows the not-found page; its link leads home', async ({ page }) => {
    const response = await page.goto(withLang('/this/does/not/exist', 'en-US'))
    expect(response?.status()).toBe(404)
    await waitForHydration(page)
    const notFound = page.getByTestId('not-found-page')
    await expect(notFound).toBeVisible()
    await expect(notFound.getByRole('heading', { level: 1 })).toHaveText(msg('en-US', 'error_not_found'))
    await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible()

    await notFound.getByRole('link', { name: msg('en-US', 'error_go_home'), exact: true }).click()
    await expect(page).toHaveURL(/\/\?lang=en-US$/)
    await expect(page).toHaveTitle(expectedTitle('en-US', 'page_home'))
    await expect(page.getByTestId('not-found-page')).toHaveCount(0)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg('en-US', 'home_hero_title'))
  })

  test('a malformed detail id shows the not-found page in the page language', async ({ page }) => {
    const response = await page.goto(withLang('/news/abc', 'ja-JP'))
    expect(response?.status()).toBe(404)
    await waitForHydration(page)
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja-JP')
    const notFound = page.getByTestId('not-found-page')
    await expect(notFound.getByRole('heading', { level: 1 })).toHaveText(msg('ja-JP', 'error_not_found'))
    await notFound.getByRole('link', { name: msg('ja-JP', 'error_go_home'), exact: true }).click()
    await expect(page).toHaveURL(/\/\?lang=ja-JP$/)
    await expect(page).toHaveTitle(expectedTitle('ja-JP', 'page_home'))
  })
})

test.describe('the not-found page is titled by its last breadcrumb', () => {
  test.use({ allowedConsoleErrors: [notFoundConsoleError] })

  test('"title | brand" for an unknown address and a malformed id, served and after a client navigation', async ({ page }) => {
    for (const [path, locale] of [
      ['/nope', 'ko-KR'],
      ['/news/abc', 'en-US'],
      ['/research/patent/01', 'ja-JP'],
    ] as const) {
      await page.goto(withLang(path, locale))
      await expect(page, path).toHaveTitle(expectedTitle(locale, 'error_not_found'))
      const trail = page.getByRole('navigation', { name: msg(locale, 'breadcrumb_label') })
      await expect(trail.locator('[aria-current="page"]')).toHaveText(msg(locale, 'error_not_found'))
    }
    await gotoHydrated(page, withLang('/news', 'zh-TW'))
    await clientNavigate(page, '/news/abc?lang=zh-TW')
    await expect(page.getByTestId('not-found-page')).toBeVisible()
    await expect(page).toHaveTitle(expectedTitle('zh-TW', 'error_not_found'))
  })
})

test.describe('a client-side navigation to a malformed id', () => {
  test('shows the not-found page without an error page', async ({ page }) => {
    await gotoHydrated(page, withLang('/news', 'en-US'))
    await markWindow(page)
    // The router follows an in-app address to a malformed detail page (no document request).
    await clientNavigate(page, '/news/abc?lang=en-US')
    await expect(page).toHaveURL(/\/news\/abc\?lang=en-US$/)
    await expect(page.getByTestId('not-found-page')).toBeVisible()
    await expect(page.getByTestId('error-page')).toHaveCount(0)
    await expectSameDocument(page)
  })
})

test.describe('the members area sends an anonymous visitor to sign in, and back afterwards (issue 25)', () => {
  const memberPaths = ['/mypage', '/sample', '/mypage/anything', '/sample/42', '/mypage/orders/7', '/news/mypage']

  for (const path of memberPaths) {
    test(`${path} (server) → /login with the locale kept and the way back`, async ({ request, baseURL }) => {
      for (const locale of ['ko-KR', 'zh-TW'] as const) {
        const response = await request.get(withLang(path, locale), { maxRedirects: 0, headers: { accept: 'text/html' } })
        expect([301, 302, 303, 307, 308], `${path} redirects`).toContain(response.status())
        const target = new URL(response.headers().location ?? '', baseURL)
        expect(target.origin).toBe(new URL(baseURL ?? '').origin)
        expect(target.pathname).toBe('/login')
        expect(target.searchParams.getAll('lang')).toEqual([locale])
        expect(target.searchParams.get('returnTo')).toBe(withLang(path, locale))
      }
    })
  }

  test('in the browser, /mypage and /sample/anything land on the sign-in page, which says why', async ({ page }) => {
    for (const path of ['/mypage', '/sample/anything']) {
      await page.goto(withLang(path, 'en-US'))
      await expect(page).toHaveURL(/\/login\?lang=en-US&returnTo=/)
      await expect(page).toHaveTitle(expectedTitle('en-US', 'page_login'))
      await expect(page.getByTestId('sign-in-required')).toHaveText(msg('en-US', 'auth_sign_in_required'))
    }
    // Without lang: the locale is detected first, then the visitor is sent to sign in in it.
    await page.goto('/mypage')
    await expect(page).toHaveURL(/\/login\?lang=[a-z]{2}-[A-Z]{2}&returnTo=/)
  })

  test('a client-side navigation to /mypage also lands on the sign-in page', async ({ page }) => {
    await gotoHydrated(page, withLang('/faq', 'ko-KR'))
    await markWindow(page)
    await clientNavigate(page, '/mypage?lang=ko-KR')
    await expect(page).toHaveURL(/\/login\?lang=ko-KR&returnTo=%2Fmypage%3Flang%3Dko-KR$/)
    await expect(page).toHaveTitle(expectedTitle('ko-KR', 'page_login'))
    await expect(page.getByTestId('sign-in-required')).toHaveText(msg('ko-KR', 'auth_sign_in_required'))
    await expectSameDocument(page)
  })
})
