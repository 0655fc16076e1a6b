import { readFileSync } from 'node:fs'
import { expect, test } from './fixtures'
import { gotoHydrated, msg, withLang } from './support'

test.describe('the company deck', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  for (const [locale, fileName] of [
    ['en-US', 'cellactis-company-deck-en.pdf'],
    ['ko-KR', 'cellactis-company-deck-ko.pdf'],
    ['ja-JP', 'cellactis-company-deck-ko.pdf'],
  ] as const) {
    test(`downloads as a real PDF from the footer in ${locale}`, async ({ page }) => {
      await gotoHydrated(page, withLang('/company/intro', locale))
      const link = page.getByRole('contentinfo').getByRole('link', { name: msg(locale, 'nav_company_deck') })
      const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
      expect(download.suggestedFilename()).toBe(fileName)
      const bytes = readFileSync(await download.path())
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
    })
  }

  test("downloads from the home hero in the visitor's language", async ({ page }) => {
    await gotoHydrated(page, withLang('/', 'zh-TW'))
    const link = page.getByRole('main').getByRole('link', { name: msg('zh-TW', 'nav_company_deck') })
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
    expect(download.suggestedFilename()).toBe('cellactis-company-deck-ko.pdf')
    expect(
      readFileSync(await download.path())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')
  })

  test('is offered in the header too', async ({ page }) => {
    await gotoHydrated(page, withLang('/', 'en-US'))
    const link = page.getByTestId('site-header').getByRole('link', { name: msg('en-US', 'nav_company_deck') })
    await expect(link).toHaveAttribute('href', '/documents/cellactis-company-deck-en.pdf')
  })
})
