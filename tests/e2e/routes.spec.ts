import { expect, locales, test } from './fixtures'
import { BRAND, concretePath, decodeHtml, htmlLang, htmlTitles, msg, pageNameOf, routes, withLang } from './support'

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

// Every route in a real browser, in every language (loaded, hydrated, its title and breadcrumb as the browser shows
// them): the layout sweep loads each route in each language signed out, and checks them there
// (layout-every-width.spec.ts).
