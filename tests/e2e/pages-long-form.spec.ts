import { expect, type Locale, locales, test } from './fixtures'
import { decodeHtml, msg, withLang } from './support'

/**
 * The long-form pages (the vision, the research introduction, the showroom, the terms and the privacy policy) in every
 * language, as the server sends them with the content it serves. What each page shows (its sections with their text,
 * the effective date written the language's way, the same in the terms and the privacy policy, the privacy policy's
 * retention periods) is a component test on the pages the site ships:
 * app/features/static-pages/components/document-page.test.tsx.
 */

const documents = [
  { path: '/company/vision', crumb: 'nav_company_vision', dated: false },
  { path: '/research/intro', crumb: 'nav_research_intro', dated: false },
  { path: '/business/showroom', crumb: 'nav_business_showroom', dated: false },
  { path: '/terms', crumb: 'page_terms', dated: true },
  { path: '/privacy', crumb: 'page_privacy', dated: true },
] as const

/** The effective-date line: its words before the date, then a date (with its four-digit year) in the same text. */
function effectiveDateLine(locale: Locale): RegExp {
  const start = (msg(locale, 'effective_date').split('{date}')[0] ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(`${start}[^<]*\\d{4}`)
}

test('the long-form pages answer 200 in every language, named by their heading, with their sections; terms and privacy are dated (server HTML)', async ({
  request,
}) => {
  for (const locale of locales) {
    for (const document of documents) {
      const url = withLang(document.path, locale)
      const response = await request.get(url)
      expect(response.status(), url).toBe(200)
      const html = await response.text()
      expect(html, url).toMatch(new RegExp(`<html[^>]* lang="${locale}"`))
      const main = decodeHtml(/<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '')
      expect(/<h1[^>]*>([^<]*)<\/h1>/.exec(main)?.[1], url).toBe(msg(locale, document.crumb))
      expect(main.match(/<h2[\s>]/g)?.length ?? 0, `sections of ${url}`).toBeGreaterThanOrEqual(3)
      expect(effectiveDateLine(locale).test(main), `the effective date of ${url}`).toBe(document.dated)
    }
  }
})
