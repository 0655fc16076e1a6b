import { expect, locales, test } from './fixtures'
import { lineCount, wrappedLastLines } from './layout-support'
import { gotoHydrated, msg, withLang } from './support'

/** Decision 44: each language wraps as its readers expect, and no word or title is broken where it should not be. */

test('Korean keeps its words whole; Chinese and Japanese wrap strictly; headings balance their lines', async ({ page }) => {
  const expected = {
    'ko-KR': { wordBreak: 'keep-all', lineBreak: 'auto' },
    'en-US': { wordBreak: 'normal', lineBreak: 'auto' },
    'zh-CN': { wordBreak: 'normal', lineBreak: 'strict' },
    'zh-TW': { wordBreak: 'normal', lineBreak: 'strict' },
    'ja-JP': { wordBreak: 'normal', lineBreak: 'strict' },
  } as const
  for (const locale of locales) {
    await gotoHydrated(page, withLang('/company/intro', locale))
    const styles = await page.evaluate(() => {
      const paragraph = getComputedStyle(document.querySelector('main p') as Element)
      const heading = getComputedStyle(document.querySelector('main h1') as Element)
      return { wordBreak: paragraph.wordBreak, lineBreak: paragraph.lineBreak, heading: heading.textWrapStyle }
    })
    expect(styles, locale).toEqual({ ...expected[locale], heading: 'balance' })
  }
})

test.describe('on a phone', () => {
  for (const width of [360, 390]) {
    test(`the footer's links and terms are never broken inside a word (ja-JP, ko-KR at ${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      for (const locale of ['ja-JP', 'ko-KR'] as const) {
        await gotoHydrated(page, withLang('/company/vision', locale))
        const footer = page.getByRole('contentinfo')
        for (const key of ['footer_terms', 'footer_privacy', 'footer_faq']) {
          const link = footer.getByRole('link', { name: msg(locale, key), exact: true })
          expect(await lineCount(link), `${locale} ${key}`).toBe(1)
        }
        for (const key of ['footer_ceo', 'footer_address', 'footer_phone', 'footer_email']) {
          const term = footer.locator('dt', { hasText: msg(locale, key) })
          expect(await lineCount(term), `${locale} ${key}`).toBe(1)
        }
      }
    })
  }
})

test('a Japanese news title never leaves one character alone on its last line, at any width', async ({ page }) => {
  await gotoHydrated(page, withLang('/news', 'ja-JP'))
  expect(await page.getByRole('main').locator('h2').count()).toBeGreaterThan(3)
  const lone: string[] = []
  let wrapped = 0
  for (let width = 360; width <= 1440; width += 30) {
    await page.setViewportSize({ width, height: 800 })
    for (const { text, last } of await wrappedLastLines(page, 'main h2')) {
      wrapped++
      if ([...last].length < 2) lone.push(`${width} px: "${text}" ends with "${last}"`)
    }
  }
  // Titles do wrap somewhere in the sweep, so the check above has something to check.
  expect(wrapped).toBeGreaterThan(0)
  expect(lone).toEqual([])
})
