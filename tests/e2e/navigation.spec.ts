import type { Locator, Page } from '@playwright/test'
import { expect, type Locale, test } from './fixtures'
import { clientNavigate, expectedTitle, expectSameDocument, gotoHydrated, markWindow, msg, withLang } from './support'

test.use({ viewport: { width: 1280, height: 800 } })

function groupButton(page: Page, locale: Locale, key: string): Locator {
  return page.getByTestId('site-header').getByRole('button', { name: msg(locale, key), exact: true })
}

function panelOf(page: Page, button: Locator): Promise<Locator> {
  return button.getAttribute('aria-controls').then((id) => {
    expect(id, 'the group button names its panel').toBeTruthy()
    return page.locator(`[id="${id}"]`)
  })
}

async function expectBreadcrumb(page: Page, locale: Locale, crumbKey: string): Promise<void> {
  const trail = page.getByRole('navigation', { name: msg(locale, 'breadcrumb_label'), exact: true })
  await expect(trail.locator('[aria-current="page"]')).toHaveText(msg(locale, crumbKey))
  await expect(trail.getByRole('listitem').last()).toHaveText(msg(locale, crumbKey))
}

// The desktop menu's groups (click, hover, keyboard, Escape) are component tests: app/shell/layout/desktop-menu.test.tsx.

test.describe('client-side navigation', () => {
  test('a menu link changes page without a reload and updates title, breadcrumb, heading and lang', async ({ page }) => {
    const locale = 'zh-CN'
    await gotoHydrated(page, withLang('/', locale))
    await expect(page).toHaveTitle(expectedTitle(locale, 'page_home'))
    await markWindow(page)

    const research = groupButton(page, locale, 'nav_research')
    await research.hover()
    const panel = await panelOf(page, research)
    await panel.getByRole('link', { name: msg(locale, 'nav_research_patent'), exact: true }).click()

    await expect(page).toHaveURL(/\/research\/patent\?lang=zh-CN$/)
    await expect(page).toHaveTitle(expectedTitle(locale, 'nav_research_patent'))
    await expectBreadcrumb(page, locale, 'nav_research_patent')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg(locale, 'nav_research_patent'))
    await expect(page.locator('html')).toHaveAttribute('lang', locale)
    // The panel closed behind the click, and it was not a full page load.
    await expect(research).toHaveAttribute('aria-expanded', 'false')
    await expectSameDocument(page)

    // The current page is marked in the menu.
    await research.hover()
    await expect(panel.getByRole('link', { name: msg(locale, 'nav_research_patent'), exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await page.mouse.move(640, 600)

    // Next page through the menu, then back and forward through history.
    const pr = groupButton(page, locale, 'nav_pr')
    await pr.hover()
    await (await panelOf(page, pr)).getByRole('link', { name: msg(locale, 'nav_pr_press'), exact: true }).click()
    await expect(page).toHaveURL(/\/press\?lang=zh-CN$/)
    await expect(page).toHaveTitle(expectedTitle(locale, 'nav_pr_press'))
    await expectBreadcrumb(page, locale, 'nav_pr_press')

    await page.goBack()
    await expect(page).toHaveURL(/\/research\/patent\?lang=zh-CN$/)
    await expect(page).toHaveTitle(expectedTitle(locale, 'nav_research_patent'))
    await expectBreadcrumb(page, locale, 'nav_research_patent')

    await page.goForward()
    await expect(page).toHaveTitle(expectedTitle(locale, 'nav_pr_press'))
    await expectSameDocument(page)
  })

  test('footer and breadcrumb links navigate in place and update the title', async ({ page }) => {
    const locale = 'ko-KR'
    await gotoHydrated(page, withLang('/company/vision', locale))
    await markWindow(page)

    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: msg(locale, 'footer_privacy'), exact: true })
      .click()
    await expect(page).toHaveURL(/\/privacy\?lang=ko-KR$/)
    await expect(page).toHaveTitle(expectedTitle(locale, 'page_privacy'))
    await expectBreadcrumb(page, locale, 'page_privacy')

    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: msg(locale, 'nav_company_history'), exact: true })
      .click()
    await expect(page).toHaveURL(/\/company\/history\?lang=ko-KR$/)
    await expect(page).toHaveTitle(expectedTitle(locale, 'nav_company_history'))
    await expectBreadcrumb(page, locale, 'nav_company_history')

    // Home through the breadcrumb: the home title and no breadcrumb.
    await page
      .getByRole('navigation', { name: msg(locale, 'breadcrumb_label'), exact: true })
      .getByRole('link', { name: msg(locale, 'nav_home'), exact: true })
      .click()
    await expect(page).toHaveURL(/\/\?lang=ko-KR$/)
    await expect(page).toHaveTitle(expectedTitle(locale, 'page_home'))
    await expect(page.getByRole('navigation', { name: msg(locale, 'breadcrumb_label'), exact: true })).toHaveCount(0)
    await expectSameDocument(page)
  })
})

test.describe('the entry animation', () => {
  const contentAnimation = (page: Page) =>
    page
      .locator('main#main > div')
      .first()
      .evaluate((element) => getComputedStyle(element).animationName)

  test('the first page shows at once; a move to another page fades in', async ({ page }) => {
    await gotoHydrated(page, withLang('/news', 'en-US'))
    expect(await contentAnimation(page)).toBe('none')
    await markWindow(page)
    await clientNavigate(page, withLang('/press', 'en-US'))
    await expect(page).toHaveURL(/\/press\?lang=en-US/)
    await expectSameDocument(page)
    expect(await contentAnimation(page)).not.toBe('none')
  })

  test('no animation at all for a visitor who asked for reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await gotoHydrated(page, withLang('/news', 'en-US'))
    await clientNavigate(page, withLang('/press', 'en-US'))
    await expect(page).toHaveURL(/\/press\?lang=en-US/)
    expect(await contentAnimation(page)).toBe('none')
  })

  test('with reduced motion, a change of layout applies at once, not on a frame that may come late', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await gotoHydrated(page, withLang('/', 'en-US'))
    // Leaving home gives the content its room below the bar again (home's first section reaches under the bar). Read at
    // the moment the page changes, before the browser has drawn a frame: a transition (even of 0.01 ms) still waits to
    // start there, and the breadcrumb stayed under the bar while the browser was too busy to draw (the layout sweep).
    const paddingWhenChanged = await page.evaluate(
      (href) =>
        new Promise<string>((resolve) => {
          const main = document.querySelector('main') as HTMLElement
          new MutationObserver(() => {
            if (main.dataset.flush === 'false') resolve(getComputedStyle(main).paddingTop)
          }).observe(main, { attributes: true, attributeFilter: ['data-flush'] })
          const router = (window as unknown as { __TSR_ROUTER__: { navigate: (options: { href: string }) => unknown } })
            .__TSR_ROUTER__
          router.navigate({ href })
        }),
      withLang('/contact', 'en-US'),
    )
    expect(paddingWhenChanged).toBe('80px')
  })
})
