import type { Locator, Page } from '@playwright/test'
import { expect, type Locale, test } from './fixtures'
import { lineCount } from './layout-support'
import { gotoHydrated, msg, withLang } from './support'

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

const locale: Locale = 'en-US'

function toggle(page: Page): Locator {
  return page.getByTestId('site-header').getByRole('button', { name: msg(locale, 'nav_open_menu'), exact: true })
}

function menu(page: Page): Locator {
  return page.getByRole('dialog', { name: msg(locale, 'nav_main_label'), exact: true })
}

async function openMenu(page: Page): Promise<Locator> {
  await expect(toggle(page)).toBeVisible()
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false')
  await toggle(page).click()
  const dialog = menu(page)
  await expect(dialog).toBeVisible()
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true')
  return dialog
}

async function expectClosed(page: Page): Promise<void> {
  await expect(menu(page)).toBeHidden()
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false')
  expect(await page.evaluate(() => document.querySelector('dialog[open]')?.outerHTML.slice(0, 80) ?? null)).toBeNull()
}

async function focusIsInside(dialog: Locator): Promise<boolean> {
  return dialog.evaluate((element) => element.contains(document.activeElement) && document.activeElement !== element)
}

test('the desktop menu is not shown on a small screen; the toggle opens a full-screen menu in two columns', async ({ page }) => {
  await gotoHydrated(page, withLang('/company/history', locale))
  // The desktop group buttons are not visible.
  await expect(
    page.getByTestId('site-header').getByRole('button', { name: msg(locale, 'nav_company'), exact: true }),
  ).toBeHidden()

  const dialog = await openMenu(page)
  const box = await dialog.boundingBox()
  expect(box?.x).toBe(0)
  expect(box?.y).toBe(0)
  expect(box?.width).toBe(390)
  expect(box?.height).toBe(844)

  // Every group of the menu tree, laid out in two columns.
  const groups = ['nav_company', 'nav_business', 'nav_research', 'nav_pr']
  const boxes = []
  for (const key of groups) {
    const heading = dialog.getByRole('heading', { name: msg(locale, key), exact: true })
    await expect(heading).toBeVisible()
    boxes.push(await heading.boundingBox())
  }
  const lefts = new Set(boxes.map((b) => Math.round(b?.x ?? -1)))
  expect(lefts.size, 'two columns').toBe(2)
  expect(Math.round(boxes[0]?.y ?? -1)).toBe(Math.round(boxes[1]?.y ?? -2))

  // The current page is marked.
  await expect(dialog.getByRole('link', { name: msg(locale, 'nav_company_history'), exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await expect(dialog.getByRole('button', { name: msg(locale, 'nav_close_menu'), exact: true })).toBeVisible()
  expect(await focusIsInside(dialog)).toBe(true)
})

// Closing with its button (focus back on the toggle), on a route change (a link of its own, history back) and on a
// scroll, and its 'coming soon' entries, are component tests: app/shell/layout/mobile-menu.test.tsx. Escape and the
// focus kept inside are the browser's own modal dialog, tested here.

test('closes with Escape', async ({ page }) => {
  await gotoHydrated(page, withLang('/press', locale))
  await openMenu(page)
  await page.keyboard.press('Escape')
  await expectClosed(page)
  await expect(toggle(page)).toBeFocused()
  await openMenu(page)
  await page.keyboard.press('Escape')
  await expectClosed(page)
})

/**
 * Where the keyboard focus is while the modal menu is open: on an element inside it, in the browser's own UI
 * (a native modal dialog lets Tab leave the document for the address bar, never for the page behind), or
 * (the failure) on some element of the page behind the menu.
 */
async function focusPlace(dialog: Locator): Promise<'inside' | 'browser-ui' | string> {
  return dialog.evaluate((element) => {
    const active = document.activeElement
    if (active && active !== element && element.contains(active)) return 'inside'
    if (!document.hasFocus()) return 'browser-ui'
    return `outside: ${active?.outerHTML.slice(0, 120)}`
  })
}

test('keeps the focus inside while open (Tab and Shift+Tab never reach the page behind)', async ({ page }) => {
  await gotoHydrated(page, withLang('/', locale))
  const dialog = await openMenu(page)
  const focusable = await dialog.locator('a, button, input:not([type=hidden])').count()
  expect(focusable).toBeGreaterThan(10)

  for (const key of ['Tab', 'Shift+Tab']) {
    const seen = new Set<string>()
    let returnedInside = false
    let leftToBrowser = false
    for (let i = 0; i < focusable * 2 + 2; i++) {
      await page.keyboard.press(key)
      const place = await focusPlace(dialog)
      expect(['inside', 'browser-ui'], `focus after ${i + 1} × ${key}: ${place}`).toContain(place)
      if (place === 'browser-ui') leftToBrowser = true
      else {
        if (leftToBrowser) returnedInside = true
        seen.add(await page.evaluate(() => document.activeElement?.textContent ?? ''))
      }
    }
    // It really went round every item of the menu and came back to the start, rather than standing still.
    expect(seen.size, `${key} visits the menu's items`).toBe(focusable)
    if (leftToBrowser) expect(returnedInside, `${key} wraps back into the menu`).toBe(true)
  }
  await expect(dialog).toBeVisible()
})

test('the links below the groups take the whole width, each on one line (en-US, ja-JP)', async ({ page }) => {
  for (const language of ['en-US', 'ja-JP'] as const) {
    await gotoHydrated(page, withLang('/press', language))
    await page
      .getByTestId('site-header')
      .getByRole('button', { name: msg(language, 'nav_open_menu'), exact: true })
      .click()
    const dialog = page.getByRole('dialog', { name: msg(language, 'nav_main_label'), exact: true })
    await expect(dialog).toBeVisible()
    const entries = dialog.getByRole('region', { name: msg(language, 'nav_online_shop') }).locator('a, button')
    expect(await entries.count()).toBeGreaterThanOrEqual(4)
    for (const entry of await entries.all()) {
      expect(await lineCount(entry), `${language}: ${await entry.textContent()}`).toBe(1)
    }
    // The entries spread over the sheet's width instead of sharing one half of it.
    const rights = await entries.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().right))
    expect(Math.max(...rights)).toBeGreaterThan(390 / 2)
  }
})
