import { expect, locales, test } from './fixtures'
import {
  BRAND,
  concretePath,
  decodeHtml,
  htmlLang,
  htmlTitles,
  msg,
  pageNameOf,
  routes,
  waitForHydration,
  withLang,
} from './support'

/** The breadcrumb trail as the server rendered it: the text of the item marked aria-current="page", if any. */
function serverBreadcrumbCurrent(html: string, label: string): string | undefined | null {
  const nav = [...html.matchAll(/<nav\b([^>]*)>([\s\S]*?)<\/nav>/gi)].find((match) =>
    decodeHtml(/\baria-label="([^"]*)"/.exec(match[1] ?? '')?.[1] ?? '').includes(label),
  )
  if (!nav) return null
  const current = /<[a-z]+\b[^>]*aria-current="page"[^>]*>([^<]*)</i.exec(nav[2] ?? '')
  return current ? decodeHtml(current[1] ?? '') : undefined
}

test.describe('every route in every locale (server HTML)', () => {
  for (const route of routes) {
    test(`${route.path} answers 200 with the locale's <html lang>, title and breadcrumb`, async ({ request }) => {
      const path = await concretePath(request, route)
      for (const locale of locales) {
        const url = withLang(path, locale)
        const name = await pageNameOf(request, route, locale)
        const response = await request.get(url, { maxRedirects: 0, headers: { accept: 'text/html' } })
        expect(response.status(), `${url} status`).toBe(200)
        expect(response.headers()['content-type'], `${url} content type`).toContain('text/html')
        const html = await response.text()
        expect(htmlLang(html), `${url} <html lang>`).toBe(locale)
        expect(htmlTitles(html), `${url} <title>`).toEqual([`${name} | ${BRAND}`])

        const breadcrumb = serverBreadcrumbCurrent(html, msg(locale, 'breadcrumb_label'))
        if (route.path === '/') expect(breadcrumb, `${url} has no breadcrumb`).toBeNull()
        else expect(breadcrumb, `${url} breadcrumb's current page`).toBe(name)
      }
    })
  }
})

test.describe('every route in a real browser', () => {
  routes.forEach((route, index) => {
    // Each locale gets its turn, so every locale is loaded in the browser on several routes.
    const locale = locales[index % locales.length] ?? 'ko-KR'
    test(`${route.path} in ${locale} loads, hydrates and shows title and breadcrumb without errors`, async ({
      page,
      request,
    }) => {
      const name = await pageNameOf(request, route, locale)
      const response = await page.goto(withLang(await concretePath(request, route), locale))
      expect(response?.status()).toBe(200)
      await waitForHydration(page)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await expect(page).toHaveTitle(`${name} | ${BRAND}`)
      expect(new URL(page.url()).searchParams.getAll('lang')).toEqual([locale])

      const breadcrumb = page.getByRole('navigation', { name: msg(locale, 'breadcrumb_label'), exact: true })
      if (route.path === '/') {
        await expect(breadcrumb).toHaveCount(0)
      } else {
        const items = breadcrumb.getByRole('listitem')
        await expect(items.last()).toHaveText(name)
        await expect(items.last().locator('[aria-current="page"]')).toHaveText(name)
        await expect(breadcrumb.locator('[aria-current="page"]')).toHaveCount(1)
        // The first crumb leads home, in the same language.
        const home = items.first().getByRole('link')
        await expect(home).toHaveText(msg(locale, 'nav_home'))
        await expect(home).toHaveAttribute('href', `/?lang=${locale}`)
      }
    })
  })
})
