import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { gotoMemberPage, signedUpMember } from './member-support'
import { consolePage } from './operations-support'
import { addedStaff, signedInStaff } from './staff-console-support'
import { gotoHydrated, msg, withLang } from './support'

/**
 * In a contrast theme (Windows' and the like: forced colours), the browser replaces the page's colours with a few of
 * the system's, the same for every item of a menu: the one marked current by its colours alone must still stand out
 * (decision 98).
 */

const colorsOf = (element: Locator) =>
  element.evaluate((node) => ({ ground: getComputedStyle(node).backgroundColor, ink: getComputedStyle(node).color }))

/** A link beside the current one in its list, not current itself. */
const siblingOf = (current: Locator) =>
  current.locator('xpath=ancestor::*[self::ul or self::nav][1]//a[not(@aria-current)]').first()

/**
 * The current item, as the contrast theme shows it, is drawn on another ground than the page's and in another ink than
 * a sibling's (the theme gives every link one ink and every ground the page's).
 */
async function expectCurrentStandsOut(page: Page, current: Locator) {
  await expect(current).toHaveAttribute('aria-current', /page|true/)
  const other = siblingOf(current)
  await expect(other).toBeVisible()
  await page.emulateMedia({ forcedColors: 'active' })
  const [marked, unmarked, pageGround] = [await colorsOf(current), await colorsOf(other), await colorsOf(page.locator('body'))]
  expect(marked.ground).not.toBe(pageGround.ground)
  expect(marked.ground).not.toBe('rgba(0, 0, 0, 0)')
  expect(marked.ink).not.toBe(unmarked.ink)
  await page.emulateMedia({ forcedColors: 'none' })
}

test('a list’s current category and page stand out in a contrast theme, and the floating button keeps its outline', async ({
  page,
}) => {
  const locale = 'ko-KR'
  await gotoHydrated(page, withLang('/news', locale))
  const categories = page.getByRole('navigation', { name: msg(locale, 'filter_category_label') }).getByRole('link')
  await expectCurrentStandsOut(page, categories.first())
  const pages = page.getByRole('navigation', { name: msg(locale, 'pagination_label') })
  await expectCurrentStandsOut(page, pages.locator('a[aria-current="page"]'))

  await page.emulateMedia({ forcedColors: 'active' })
  await expect(page.getByTestId('hot-corner')).toHaveCSS('border-top-style', 'solid')
})

test('the phone menu’s current page stands out in a contrast theme', async ({ page }) => {
  const locale = 'ja-JP'
  await page.setViewportSize({ width: 390, height: 844 })
  await gotoHydrated(page, withLang('/news', locale))
  await page.getByRole('button', { name: msg(locale, 'nav_open_menu') }).click()
  const menu = page.getByRole('dialog')
  const current = menu.locator('a[aria-current="page"]')
  await expect(current).toHaveCount(1)
  await expectCurrentStandsOut(page, current)
})

test('the member area’s current page stands out in a contrast theme', async ({ page, context }) => {
  await signedUpMember(context, 'contrast')
  await gotoMemberPage(page, '/mypage/points', 'en-US')
  const menu = page.getByRole('navigation', { name: msg('en-US', 'mypage_nav_label') })
  await expectCurrentStandsOut(page, menu.locator('a[aria-current="page"]'))
})

test('the console’s current page and status tab stand out in a contrast theme', async ({ page, context, request }) => {
  await signedInStaff(context, await addedStaff(request, 'support'))
  await page.setViewportSize({ width: 1440, height: 900 })
  await consolePage(page, '/admin/questions', 'en-US')
  const menu = page.getByRole('navigation', { name: msg('en-US', 'admin_nav_label') })
  await expectCurrentStandsOut(page, menu.locator('a[aria-current="page"]'))
  await expectCurrentStandsOut(page, page.locator('#console-main a[aria-current="page"]').first())
})
