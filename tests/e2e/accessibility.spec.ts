import { axeInEveryDocument, seriousViolations } from './axe-support'
import { expect, locales, notFoundConsoleError, test } from './fixtures'
import { gotoHydrated, msg, waitForHydration, withLang } from './support'

// Every route in every language is loaded, checked with axe and for its title, breadcrumb and headings in the layout
// sweep, which loads the same pages in the same languages (layout-every-width.spec.ts, page-accessibility.ts).

// An unknown route and a detail page whose item does not exist both end on the not-found page; one page walks the
// five languages, as the routes' do.
test.describe('accessibility of the not-found page', () => {
  test.describe.configure({ timeout: 90_000 })
  test.use({ allowedConsoleErrors: [notFoundConsoleError] })
  for (const path of ['/no-such-page', '/news/987654']) {
    test(`${path} has no serious or critical axe violation in any language`, async ({ page }) => {
      await axeInEveryDocument(page)
      for (const locale of locales) {
        await test.step(locale, async () => {
          const response = await page.goto(withLang(path, locale))
          expect(response?.status()).toBe(404)
          await waitForHydration(page)
          await expect(page.getByTestId('not-found-page').getByRole('heading', { level: 1 })).toHaveText(
            msg(locale, 'error_not_found'),
          )
          expect(await seriousViolations(page), `axe in ${locale}`).toEqual([])
        })
      }
    })
  }
})

test.describe('keyboard', () => {
  test('the skip link is the first stop and moves focus to the main content', async ({ page }) => {
    await gotoHydrated(page, withLang('/news', 'en-US'))
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: msg('en-US', 'skip_to_content') })
    await expect(skip).toBeFocused()
    await expect(skip).toBeVisible()
    await page.keyboard.press('Enter')
    await page.keyboard.press('Tab')
    const insideMain = await page.evaluate(() => !!document.activeElement?.closest('main'))
    expect(insideMain).toBe(true)
  })

  test('focus is visible on links and buttons', async ({ page }) => {
    await gotoHydrated(page, withLang('/', 'ko-KR'))
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    const outline = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement as Element)
      return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth) }
    })
    expect(outline.style).not.toBe('none')
    expect(outline.width).toBeGreaterThanOrEqual(2)
  })

  test('every page has the banner, navigation, main and content-info landmarks', async ({ page }) => {
    await gotoHydrated(page, withLang('/company/history', 'ja-JP'))
    await expect(page.getByRole('banner')).toHaveCount(1)
    await expect(page.getByRole('main')).toHaveCount(1)
    await expect(page.getByRole('contentinfo')).toHaveCount(1)
    expect(await page.getByRole('navigation').count()).toBeGreaterThanOrEqual(1)
  })
})
