import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { gotoMemberPage, signedUpMember } from './member-support'
import { consolePage } from './operations-support'
import { addedStaff, signedInStaff } from './staff-console-support'
import { BRAND, firstId, gotoHydrated, msg, withLang } from './support'

/**
 * Pages as they come out of a printer or a PDF saved from the print dialog (decision 97): the page's content, the
 * brand once at the top, the company's details at the foot, and none of the screen's navigation, controls or floating
 * buttons.
 */

/** An A4 sheet inside the page's margins (210 mm less 2 × 14 mm), in CSS pixels. */
const sheet = { width: 688, height: 990 }

async function asPrinted(page: Page) {
  await page.setViewportSize(sheet)
  await page.emulateMedia({ media: 'print' })
}

test('a news article prints with the brand once at the top, no menus or floating buttons, and the company at the foot', async ({
  page,
  request,
}) => {
  const locale = 'ja-JP'
  await gotoHydrated(page, withLang(`/news/${await firstId(request, 'news')}`, locale))
  await asPrinted(page)

  // A fixed bar would print over the top of every sheet.
  const header = page.getByTestId('site-header')
  await expect(header).toHaveCSS('position', 'static')
  await expect(header.getByRole('link', { name: new RegExp(BRAND) })).toBeVisible()
  for (const control of await header.locator('nav, button, ul').all()) await expect(control).toBeHidden()
  await expect(page.getByTestId('hot-corner')).toBeHidden()
  await expect(page.getByRole('link', { name: msg(locale, 'skip_to_content') })).toBeHidden()

  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.locator('main article div[lang] > p').first()).toBeVisible()
  await expect(page.getByRole('link', { name: msg(locale, 'news_previous') })).toBeHidden()

  // The footer keeps the company's details, in the page's ink: on paper its dark band is gone, its light text would be.
  const footer = page.getByRole('contentinfo')
  await expect(footer.locator('address')).toBeVisible()
  await expect(footer.locator('address dd').first()).toHaveCSS('color', 'rgb(27, 31, 36)')
  await expect(footer.getByRole('link', { name: msg(locale, 'footer_terms') })).toBeHidden()
  await expect(footer.getByRole('link', { name: '한국어' })).toBeHidden()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(sheet.width)
})

test('a link in an article prints the address it leads to after its words', async ({ page, request }) => {
  const locale = 'ko-KR'
  await gotoHydrated(page, withLang(`/news/${await firstId(request, 'news')}`, locale))
  // A link as an editor's rich text holds one, in the article's body.
  const link = await page
    .locator('main article div[lang] > p')
    .first()
    .evaluateHandle((paragraph) => {
      const anchor = document.createElement('a')
      anchor.href = 'https://example.org/report'
      anchor.textContent = '보고서'
      paragraph.append(anchor)
      return anchor
    })
  const printedAfter = () => link.evaluate((anchor) => getComputedStyle(anchor, '::after').content)
  expect(await printedAfter()).toBe('none')
  await asPrinted(page)
  expect(await printedAfter()).toBe('" (https://example.org/report)"')
})

test('the FAQ prints every answer, though each is closed on the screen', async ({ page }) => {
  await gotoHydrated(page, withLang('/faq', 'en-US'))
  const answers = page.locator('main details > :not(summary)')
  const count = await answers.count()
  expect(count).toBeGreaterThan(5)
  await expect(answers.first()).toBeHidden()
  await asPrinted(page)
  for (let index = 0; index < count; index += 1) await expect(answers.nth(index)).toBeVisible()
})

test('a member page prints without the member area’s menu', async ({ page, context }) => {
  await signedUpMember(context, 'print')
  await gotoMemberPage(page, '/mypage/points', 'ko-KR')
  const menu = page.getByRole('navigation', { name: msg('ko-KR', 'mypage_nav_label') })
  await expect(menu).toBeVisible()
  await asPrinted(page)
  await expect(menu).toBeHidden()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('a console page prints its content and who printed it, without the console’s menu or buttons', async ({
  page,
  context,
  request,
}) => {
  const staff = await addedStaff(request, 'support')
  await signedInStaff(context, staff)
  await page.setViewportSize(sheet)
  await consolePage(page, '/admin/inquiries', 'en-US')
  // On a narrow screen the menu opens over the page; printed so, it still gives the sheet to the page.
  const openMenu = page.getByRole('button', { name: msg('en-US', 'admin_menu_open') })
  await openMenu.click()
  const menu = page.getByRole('navigation', { name: msg('en-US', 'admin_nav_label') })
  await expect(menu).toBeVisible()
  // Escape from within the menu closes it, the focus back on its button.
  await page.keyboard.press('Tab')
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(openMenu).toBeFocused()
  await openMenu.click()
  await expect(menu).toBeVisible()
  await asPrinted(page)
  await expect(menu).toBeHidden()
  await expect(page.getByRole('button', { name: msg('en-US', 'admin_sign_out') })).toBeHidden()
  // White on the console's dark bar on screen; on paper, with no bar, in the page's ink.
  await expect(page.getByTestId('console-staff')).toHaveCSS('color', 'rgb(27, 31, 36)')
  await expect(page.locator('#console-main h1')).toBeVisible()
})
