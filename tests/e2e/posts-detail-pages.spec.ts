import { expect, locales, notFoundConsoleError, test } from './fixtures'
import { apiDetail, apiPage, LIST_PATH } from './posts-support'
import { BRAND, decodeHtml, htmlLang, htmlTitles, msg, waitForHydration, withLang } from './support'

/**
 * The detail pages of news, patents and papers: an id that does not exist is the not-found page (404), and a page is
 * in the language of its address, title included.
 */

test.use({ viewport: { width: 1280, height: 800 } })

function h1Texts(html: string): string[] {
  return [...html.matchAll(/<h1\b[^>]*>([^<]*)<\/h1>/gi)].map((match) => decodeHtml(match[1] ?? ''))
}

test.describe('detail pages answer 404 for ids that do not exist', () => {
  const missing = ['/news/987654', '/news/abc', '/research/patent/987654', '/research/thesis/987654']

  for (const path of missing) {
    test(`${path} (server, two languages)`, async ({ request }) => {
      for (const locale of ['en-US', 'zh-TW'] as const) {
        const response = await request.get(withLang(path, locale), { maxRedirects: 0, headers: { accept: 'text/html' } })
        expect(response.status(), `${path} ${locale}`).toBe(404)
        const html = await response.text()
        expect(htmlLang(html)).toBe(locale)
        expect(h1Texts(html), `${path} ${locale}`).toEqual([msg(locale, 'error_not_found')])
      }
    })
  }

  test.describe('in the browser', () => {
    test.use({ allowedConsoleErrors: [notFoundConsoleError] })

    test('an unknown news id shows the not-found page, not an article or an error page', async ({ page }) => {
      const response = await page.goto(withLang('/news/987654', 'ko-KR'))
      expect(response?.status()).toBe(404)
      await waitForHydration(page)
      const notFound = page.getByTestId('not-found-page')
      await expect(notFound.getByRole('heading', { level: 1 })).toHaveText(msg('ko-KR', 'error_not_found'))
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    })
  })
})

test.describe('detail pages are in the page language', () => {
  for (const locale of locales) {
    test(`news, patent and paper in ${locale} carry that language's title (server HTML)`, async ({ request }) => {
      for (const kind of ['news', 'patent', 'thesis'] as const) {
        const [item] = (await apiPage<{ id: number }>(request, kind, locale)).items
        if (!item) throw new Error(`the API has no ${kind}`)
        const detail = await apiDetail<{ title: string }>(request, kind, item.id, locale)
        const path = kind === 'news' ? `/news/${item.id}` : `${LIST_PATH[kind]}/${item.id}`
        const response = await request.get(withLang(path, locale))
        expect(response.status(), path).toBe(200)
        const html = await response.text()
        expect(htmlLang(html), path).toBe(locale)
        expect(htmlTitles(html), path).toEqual([`${detail.title} | ${BRAND}`])
        expect(h1Texts(html), path).toEqual([detail.title])
        // The title really is this language's: it differs from the English one (unless this is English).
        if (locale !== 'en-US') {
          const english = await apiDetail<{ title: string }>(request, kind, item.id, 'en-US')
          expect(detail.title, `${kind} ${item.id} is translated into ${locale}`).not.toBe(english.title)
        }
      }
    })
  }
})
