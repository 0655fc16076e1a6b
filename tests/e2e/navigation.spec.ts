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

test.describe('the desktop menu', () => {
  test('a mouse click on a group button opens its panel of links (and a second click closes it)', async ({ page }) => {
    const locale = 'en-US'
    await gotoHydrated(page, withLang('/', locale))
    const company = groupButton(page, locale, 'nav_company')
    await expect(company).toHaveAttribute('aria-expanded', 'false')
    const panel = await panelOf(page, company)
    await expect(panel).toBeHidden()

    // A real mouse click: the pointer moves onto the button, then presses it.
    await company.click()
    await expect(company).toHaveAttribute('aria-expanded', 'true')
    await expect(panel).toBeVisible()
    for (const key of ['nav_company_intro', 'nav_company_vision', 'nav_company_history', 'nav_company_directions']) {
      await expect(panel.getByRole('link', { name: msg(locale, key), exact: true })).toBeVisible()
    }
    await company.click()
    await expect(company).toHaveAttribute('aria-expanded', 'false')
  })

  test('the keyboard opens a group (Enter), reaches its links (Tab) and Escape closes it, focus back on the button', async ({
    page,
  }) => {
    const locale = 'en-US'
    await gotoHydrated(page, withLang('/', locale))
    const company = groupButton(page, locale, 'nav_company')
    const panel = await panelOf(page, company)
    await company.focus()
    await page.keyboard.press('Enter')
    await expect(company).toHaveAttribute('aria-expanded', 'true')
    await expect(panel).toBeVisible()

    await page.keyboard.press('Escape')
    await expect(company).toHaveAttribute('aria-expanded', 'false')
    await expect(panel).toBeHidden()
    await expect(company).toBeFocused()

    await page.keyboard.press('Enter')
    await expect(company).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Tab')
    await expect(panel.getByRole('link', { name: msg(locale, 'nav_company_intro'), exact: true })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await expect(company).toBeFocused()
  })

  test('Escape closes a panel opened by hover', async ({ page }) => {
    const locale = 'zh-TW'
    await gotoHydrated(page, withLang('/news', locale))
    const research = groupButton(page, locale, 'nav_research')
    await research.hover()
    await expect(research).toHaveAttribute('aria-expanded', 'true')
    await research.focus()
    await page.keyboard.press('Escape')
    await expect(research).toHaveAttribute('aria-expanded', 'false')
    await expect(await panelOf(page, research)).toBeHidden()
  })

  test('hover opens a group and leaving closes it; BUSINESS offers its pages and the pharmacy finder', async ({ page }) => {
    const locale = 'ko-KR'
    await gotoHydrated(page, withLang('/faq', locale))
    const business = groupButton(page, locale, 'nav_business')
    const panel = await panelOf(page, business)
    await business.hover()
    await expect(business).toHaveAttribute('aria-expanded', 'true')
    await expect(panel).toBeVisible()
    for (const key of ['nav_business_material', 'nav_business_pb', 'nav_business_pharmacy']) {
      await expect(panel.getByRole('link', { name: msg(locale, key), exact: true })).toBeVisible()
    }
    await page.mouse.move(640, 600)
    await expect(business).toHaveAttribute('aria-expanded', 'false')
    await expect(panel).toBeHidden()
  })

  test('every group opens, and only the hovered one is open', async ({ page }) => {
    const locale = 'ja-JP'
    await gotoHydrated(page, withLang('/', locale))
    const keys = ['nav_company', 'nav_business', 'nav_research', 'nav_pr']
    for (const key of keys) {
      await groupButton(page, locale, key).hover()
      await expect(groupButton(page, locale, key)).toHaveAttribute('aria-expanded', 'true')
      for (const other of keys.filter((k) => k !== key)) {
        await expect(groupButton(page, locale, other)).toHaveAttribute('aria-expanded', 'false')
      }
    }
  })
})

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
