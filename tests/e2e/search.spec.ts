import type { Page } from '@playwright/test'
import { seriousViolations } from './axe-support'
import { expect, type Locale, test } from './fixtures'
import { expectedTitle, gotoHydrated, msg, withLang } from './support'

/**
 * Issue 40 §1 (decision 84): the site search from the header's field and the phone menu's, its results marked and
 * narrowed by type, the way to each result, and a search that finds nothing.
 */

const results = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2 }) })

test('a search from the header finds Korean words with their particles, marks them, and narrows to news', async ({ page }) => {
  const locale: Locale = 'ko-KR'
  await gotoHydrated(page, withLang('/company/history', locale))
  await page
    .getByTestId('site-header')
    .getByRole('button', { name: msg(locale, 'nav_search'), exact: true })
    .click()
  const field = page.getByRole('searchbox', { name: msg(locale, 'nav_search_label') })
  await expect(field).toBeFocused()
  expect(await seriousViolations(page), 'axe with the header’s search open').toEqual([])
  await field.fill('유산균을')
  await field.press('Enter')
  await expect(page).toHaveURL(/\/search\?.*q=%EC%9C%A0%EC%82%B0%EA%B7%A0%EC%9D%84/)
  await expect(page).toHaveTitle(expectedTitle(locale, 'nav_search'))
  await expect(page.getByText(/‘유산균을’ 검색 결과 \d+건/)).toBeVisible()
  await expect(results(page)).toHaveCount(10)
  await expect(results(page).first().locator('mark').first()).toHaveText(/^유산균/)
  expect(await seriousViolations(page), 'axe on the results').toEqual([])

  const filter = page.getByRole('navigation', { name: msg(locale, 'search_type_label') })
  await filter.getByRole('link', { name: /^뉴스 \d+건$/ }).click()
  await expect(page).toHaveURL(/type=news/)
  await expect(filter.getByRole('link', { name: /^뉴스/ })).toHaveAttribute('aria-current', 'page')
  // The filter's link is current as soon as the address changes; the results follow once the narrowed page has come.
  const types = results(page).locator('.type')
  await expect(types.filter({ hasNotText: /^뉴스$/ })).toHaveCount(0)
  await expect(types).not.toHaveCount(0)
  const first = results(page).first().getByRole('heading', { level: 2 })
  const title = (await first.textContent()) ?? ''
  await first.getByRole('link').click()
  await expect(page).toHaveURL(/\/news\/\d+/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  test('the menu’s field searches Japanese typed without spaces and closes the menu', async ({ page }) => {
    const locale: Locale = 'ja-JP'
    await gotoHydrated(page, withLang('/', locale))
    await page
      .getByTestId('site-header')
      .getByRole('button', { name: msg(locale, 'nav_open_menu'), exact: true })
      .click()
    const menu = page.getByRole('dialog', { name: msg(locale, 'nav_main_label'), exact: true })
    const field = menu.getByRole('searchbox', { name: msg(locale, 'nav_search_label') })
    await field.fill('ポストバイオティクスの研究')
    await menu.getByRole('button', { name: msg(locale, 'nav_search'), exact: true }).click()
    await expect(menu).toBeHidden()
    await expect(page.getByText(/「ポストバイオティクスの研究」の検索結果：\d+件/)).toBeVisible()
    await expect(results(page).locator('mark', { hasText: 'ポストバイオティクス' }).first()).toBeVisible()
    // The results hold the phone's width in Japanese.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    expect(await seriousViolations(page), 'axe on the results on a phone').toEqual([])
  })
})

test('a search that finds nothing suggests the nearest word and the inquiry form', async ({ page }) => {
  const locale: Locale = 'ko-KR'
  await gotoHydrated(page, withLang('/search?q=유산군', locale))
  await expect(page.getByText('‘유산군’에 대한 검색 결과가 없습니다.')).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: msg(locale, 'page_contact') })).toBeVisible()
  expect(await seriousViolations(page), 'axe on a search that found nothing').toEqual([])
  await page.getByRole('main').getByRole('link', { name: '유산균', exact: true }).click()
  await expect(page).toHaveURL(/q=%EC%9C%A0%EC%82%B0%EA%B7%A0(&|$)/)
  await expect(page.getByRole('searchbox', { name: msg(locale, 'nav_search_label') })).toHaveValue('유산균')
  await expect(results(page).first()).toBeVisible()

  // A type with none of them (an old link) says so, and its filter offers the types that have some.
  await gotoHydrated(page, withLang('/search?q=유산균&type=pharmacy', locale))
  await expect(page.getByTestId('empty-state')).toHaveText('‘유산균’에 대한 검색 결과가 없습니다.')
  await expect(page.getByRole('navigation', { name: msg(locale, 'search_type_label') }).getByRole('link')).not.toHaveCount(1)
})

test('a question of the FAQ found in English opens where it is answered', async ({ page }) => {
  const locale: Locale = 'en-US'
  await gotoHydrated(page, withLang('/search?q=OEM&type=faq', locale))
  const hit = results(page).first().getByRole('heading', { level: 2 })
  const question = (await hit.textContent()) ?? ''
  await hit.getByRole('link').click()
  await expect(page).toHaveURL(/\/faq\?.*#faq-entry-\d+$/)
  const answered = page.locator('details[open]')
  await expect(answered).toHaveCount(1)
  await expect(answered.locator('summary')).toHaveText(question)
})

test('a year searched without JavaScript is searched as typed, not dropped from the address', async ({ browser }) => {
  const locale: Locale = 'en-US'
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(withLang('/search', locale))
  const field = page.getByRole('main').getByRole('searchbox')
  await field.fill('2026')
  await field.press('Enter')
  // The router reads `q=2026` as a number; the search is still for the text “2026”, and the address keeps it (written
  // the router's way for a text of digits, `q="2026"`).
  expect(new URL(page.url()).searchParams.get('q')?.replaceAll('"', '')).toBe('2026')
  await expect(page.getByRole('main').getByRole('searchbox')).toHaveValue('2026')
  await expect(page.getByRole('main')).toContainText('“2026”')
  await context.close()
})
