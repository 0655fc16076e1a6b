import type { Page } from '@playwright/test'
import { seriousViolations } from './axe-support'
import { expect, type Locale, locales, notFoundConsoleError, test } from './fixtures'
import { BRAND, concretePath, gotoHydrated, msg, pageNameOf, routes, waitForHydration, withLang } from './support'

type Route = (typeof routes)[number]

/** Heading levels as they appear; a level may go deeper by one step at a time only. */
async function headingLevels(page: Page): Promise<number[]> {
  return page
    .locator('h1, h2, h3, h4, h5, h6')
    .evaluateAll((headings) =>
      headings.filter((heading) => (heading as HTMLElement).offsetParent !== null).map((heading) => Number(heading.tagName[1])),
    )
}

/** What a visitor sees of the route in a real browser: its language, its title, its breadcrumb ending on it. */
async function expectRouteShown(page: Page, route: Route, name: string, locale: Locale) {
  await expect(page.locator('html')).toHaveAttribute('lang', locale)
  await expect(page).toHaveTitle(`${name} | ${BRAND}`)
  expect(new URL(page.url()).searchParams.getAll('lang')).toEqual([locale])
  const breadcrumb = page.getByRole('navigation', { name: msg(locale, 'breadcrumb_label'), exact: true })
  if (route.path === '/') {
    await expect(breadcrumb).toHaveCount(0)
    return
  }
  const items = breadcrumb.getByRole('listitem')
  await expect(items.last()).toHaveText(name)
  await expect(items.last().locator('[aria-current="page"]')).toHaveText(name)
  await expect(breadcrumb.locator('[aria-current="page"]')).toHaveCount(1)
  // The first crumb leads home, in the same language.
  const home = items.first().getByRole('link')
  await expect(home).toHaveText(msg(locale, 'nav_home'))
  await expect(home).toHaveAttribute('href', `/?lang=${locale}`)
}

// One page per route walks the five languages: a new browser context per language spent most of each test's time
// loading and compiling the same scripts again (decision 63). Each load is the route's browser check too: it loads
// and hydrates without errors (the fixtures fail a test on a console error) and shows its title and breadcrumb.
for (const route of routes) {
  test(`${route.path} in every language: loads, hydrates, shows its title and breadcrumb, no serious or critical axe violation, headings in order`, async ({
    page,
    request,
  }) => {
    // An axe run takes seconds on a busy two-core machine; five of them.
    test.setTimeout(150_000)
    const path = await concretePath(request, route)
    for (const locale of locales) {
      await test.step(locale, async () => {
        await gotoHydrated(page, withLang(path, locale))
        await expectRouteShown(page, route, await pageNameOf(request, route, locale), locale)
        expect(await seriousViolations(page), `axe in ${locale}`).toEqual([])

        const levels = await headingLevels(page)
        expect(
          levels.filter((level) => level === 1),
          `one h1 in ${locale}`,
        ).toHaveLength(1)
        levels.forEach((level, index) => {
          if (index > 0)
            expect(level, `heading ${index} after h${levels[index - 1]} in ${locale}`).toBeLessThanOrEqual(
              (levels[index - 1] ?? 1) + 1,
            )
        })
      })
    }
  })
}

// An unknown route and a detail page whose item does not exist both end on the not-found page.
for (const path of ['/no-such-page', '/news/987654']) {
  test.describe(`accessibility of the not-found page at ${path}`, () => {
    test.describe.configure({ timeout: 60_000 })
    test.use({ allowedConsoleErrors: [notFoundConsoleError] })
    for (const locale of locales) {
      test(`has no serious or critical axe violation in ${locale}`, async ({ page }) => {
        const response = await page.goto(withLang(path, locale))
        expect(response?.status()).toBe(404)
        await waitForHydration(page)
        await expect(page.getByTestId('not-found-page').getByRole('heading', { level: 1 })).toHaveText(
          msg(locale, 'error_not_found'),
        )
        expect(await seriousViolations(page)).toEqual([])
      })
    }
  })
}

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

test.describe('accessibility on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })
  test.describe.configure({ timeout: 60_000 })
  for (const path of ['/', '/business/pharmacy', '/news']) {
    test(`${path} has no serious or critical axe violation with the menu open`, async ({ page }) => {
      await gotoHydrated(page, withLang(path, 'ko-KR'))
      expect(await seriousViolations(page)).toEqual([])
      await page.getByRole('button', { name: msg('ko-KR', 'nav_open_menu') }).click()
      await expect(page.getByRole('dialog')).toBeVisible()
      expect(await seriousViolations(page)).toEqual([])
    })
  }
})
