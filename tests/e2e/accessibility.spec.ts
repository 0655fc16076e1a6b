import type { Page } from '@playwright/test'
import { axeInEveryDocument, seriousViolations } from './axe-support'
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

/**
 * What a visitor sees of the route in a real browser: its language, its title, its breadcrumb ending on it (none on
 * home), whose first crumb leads home in the same language. Read in one call into the page, polled until it is as
 * expected: a call per check (eight of them) took a fifth of each language's time on a busy machine.
 */
async function expectRouteShown(page: Page, route: Route, pageName: string, locale: Locale) {
  expect(new URL(page.url()).searchParams.getAll('lang')).toEqual([locale])
  const breadcrumb = page.getByRole('navigation', { name: msg(locale, 'breadcrumb_label'), exact: true })
  // Whitespace counts as Playwright's text matchers count it: trimmed and collapsed on both sides (the ideographic space
  // of a Japanese title too).
  const normalized = (text: string) =>
    text
      .replace(/[\u200b\u00ad]/g, '')
      .trim()
      .replace(/\s+/g, ' ')
  const name = normalized(pageName)
  const shown = () =>
    breadcrumb.evaluateAll((trails) => {
      const text = (element: Element | null | undefined) =>
        element?.textContent
          ?.replace(/[\u200b\u00ad]/g, '')
          .trim()
          .replace(/\s+/g, ' ')
      return {
        lang: document.documentElement.getAttribute('lang'),
        title: document.title
          .replace(/[\u200b\u00ad]/g, '')
          .trim()
          .replace(/\s+/g, ' '),
        trails: trails.map((trail) => {
          const items = [...trail.querySelectorAll('li')]
          const last = items[items.length - 1]
          return {
            last: text(last),
            currentInLast: [...(last?.querySelectorAll('[aria-current="page"]') ?? [])].map(text),
            current: trail.querySelectorAll('[aria-current="page"]').length,
            homeLinks: [...(items[0]?.querySelectorAll('a[href]') ?? [])].map((link) => ({
              text: text(link),
              href: link.getAttribute('href'),
            })),
          }
        }),
      }
    })
  await expect.poll(shown).toEqual({
    lang: locale,
    title: `${name} | ${BRAND}`,
    trails:
      route.path === '/'
        ? []
        : [
            {
              last: name,
              currentInLast: [name],
              current: 1,
              homeLinks: [{ text: normalized(msg(locale, 'nav_home')), href: `/?lang=${locale}` }],
            },
          ],
  })
}

/** The routes also checked on a phone, in Korean, with the menu closed and open. */
const onAPhone = new Set(['/', '/business/pharmacy', '/news'])
const PHONE = { width: 390, height: 844 }

// One page per route walks the five languages: a new browser context per language spent most of each test's time
// loading and compiling the same scripts again (decision 63). Each load is the route's browser check too: it loads
// and hydrates without errors (the fixtures fail a test on a console error) and shows its title and breadcrumb.
// On a phone the same document is checked at the phone's size: the layout follows the width through CSS alone (as in
// layout-every-width.spec.ts), so a load of its own at that size only cost a browser context and a page load.
for (const route of routes) {
  const phone = onAPhone.has(route.path) ? '; on a phone too, with the menu closed and open' : ''
  test(`${route.path} in every language: loads, hydrates, shows its title and breadcrumb, no serious or critical axe violation, headings in order${phone}`, async ({
    page,
    request,
  }) => {
    // An axe run takes seconds on a busy two-core machine; five of them (seven with the phone's).
    test.setTimeout(150_000)
    const path = await concretePath(request, route)
    await axeInEveryDocument(page)
    for (const locale of locales) {
      await test.step(locale, async () => {
        const [name] = await Promise.all([pageNameOf(request, route, locale), gotoHydrated(page, withLang(path, locale))])
        await expectRouteShown(page, route, name, locale)
        // The headings are read while axe runs, not after it: neither changes the page.
        const [violations, levels] = await Promise.all([seriousViolations(page), headingLevels(page)])
        expect(violations, `axe in ${locale}`).toEqual([])

        expect(
          levels.filter((level) => level === 1),
          `one h1 in ${locale}`,
        ).toHaveLength(1)
        const skipped = levels.flatMap((level, index) =>
          index > 0 && level > (levels[index - 1] ?? 1) + 1 ? [`heading ${index}: h${level} after h${levels[index - 1]}`] : [],
        )
        expect(skipped, `headings in order in ${locale}`).toEqual([])
      })
      if (phone && locale === 'ko-KR') {
        await test.step(`${locale} on a phone`, async () => {
          const desktop = page.viewportSize()
          await page.setViewportSize(PHONE)
          expect(await seriousViolations(page), 'axe on a phone').toEqual([])
          await page.getByRole('button', { name: msg(locale, 'nav_open_menu') }).click()
          await expect(page.getByRole('dialog')).toBeVisible()
          expect(await seriousViolations(page), 'axe on a phone with the menu open').toEqual([])
          // The next language loads at the desktop's size.
          if (desktop) await page.setViewportSize(desktop)
        })
      }
    }
  })
}

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
