import { expect, type Locale, locales, test } from './fixtures'
import { main } from './pages-support'
import { gotoHydrated, msg, withLang } from './support'

/**
 * The long-form pages (the vision, the research introduction, the showroom, the terms and the privacy policy) in every
 * language: their headings and sections, and the effective date of the terms and the privacy policy. Expected labels
 * come from the message files; no content is written into a test.
 */

test.use({ viewport: { width: 1280, height: 900 } })

const documents = [
  { path: '/company/vision', crumb: 'nav_company_vision', dated: false },
  { path: '/research/intro', crumb: 'nav_research_intro', dated: false },
  { path: '/business/showroom', crumb: 'nav_business_showroom', dated: false },
  { path: '/terms', crumb: 'page_terms', dated: true },
  { path: '/privacy', crumb: 'page_privacy', dated: true },
] as const

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** The effective-date line: the message with a date (which has a four-digit year) in place of {date}. */
function effectiveDateLine(locale: Locale): RegExp {
  const [before, after] = msg(locale, 'effective_date').split('{date}')
  return new RegExp(`^${escapeRegExp(before ?? '')}.*\\d{4}.*${escapeRegExp(after ?? '')}$`)
}

test.describe('long-form pages', () => {
  for (const locale of locales) {
    test(`answer 200 in ${locale} with a heading and at least three sections; terms and privacy are dated`, async ({ page }) => {
      test.slow() // several full page loads in one test
      for (const document of documents) {
        await test.step(document.path, async () => {
          await gotoHydrated(page, withLang(document.path, locale))
          await expect(page.locator('html')).toHaveAttribute('lang', locale)
          await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(msg(locale, document.crumb))
          // At least three sections: each heading with text after it, before the next heading.
          const sections = await main(page)
            .locator('h2')
            .evaluateAll((nodes) =>
              nodes.map((node) => {
                let text = ''
                for (let next = node.nextElementSibling; next && next.tagName !== 'H2'; next = next.nextElementSibling)
                  text += (next.textContent ?? '').trim()
                return { heading: (node.textContent ?? '').trim(), text }
              }),
            )
          expect(sections.length, `sections of ${document.path}`).toBeGreaterThanOrEqual(3)
          for (const section of sections) {
            expect(section.heading, 'a section heading').not.toBe('')
            expect(section.text, `text under "${section.heading}"`).not.toBe('')
          }
          const dateLine = main(page).getByText(effectiveDateLine(locale))
          await expect(dateLine).toHaveCount(document.dated ? 1 : 0)
        })
      }
    })
  }

  test('the privacy policy states how long data is kept (ko-KR)', async ({ page }) => {
    await gotoHydrated(page, withLang('/privacy', 'ko-KR'))
    const text = (await main(page).textContent()) ?? ''
    expect(text).toContain('3개월')
    expect(text).toContain('6개월')
  })

  test('terms and privacy show the same effective date, written the language’s way', async ({ page }) => {
    for (const locale of ['ko-KR', 'en-US'] as const) {
      const [before, after] = msg(locale, 'effective_date').split('{date}')
      const shown: string[] = []
      for (const path of ['/terms', '/privacy']) {
        await gotoHydrated(page, withLang(path, locale))
        const line = (await main(page).getByText(effectiveDateLine(locale)).textContent()) ?? ''
        shown.push(line.slice((before ?? '').length, line.length - (after ?? '').length).trim())
      }
      expect(shown[0], `terms and privacy agree in ${locale}`).toBe(shown[1])
      // A formatted date, not the raw ISO value.
      expect(shown[0], `the date in ${locale}`).not.toMatch(/^\d{4}-\d{2}-\d{2}$/)
    }
  })
})
