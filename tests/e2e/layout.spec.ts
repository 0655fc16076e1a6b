import { expect, locales, test } from './fixtures'
import { concretePath, expectedTitle, gotoHydrated, msg, routes, settled, withLang } from './support'

test.describe('the fixed header', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('hides when scrolling down past 80 px and comes back when scrolling up', async ({ page }) => {
    await gotoHydrated(page, withLang('/press', 'en-US'))
    const header = page.getByTestId('site-header')
    await expect(header).toHaveAttribute('data-hidden', 'false')
    await page.evaluate(() => {
      document.body.style.minHeight = '5000px'
    })

    // A person's scrolls are frames apart; the bar reads the position once a frame, so each scroll is let settle.
    const scrollTo = async (y: number) => {
      await page.evaluate((top) => window.scrollTo(0, top), y)
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y)
      await settled(page)
    }

    // Down, but not beyond the threshold: stays.
    await scrollTo(40)
    await scrollTo(80)
    await expect(header).toHaveAttribute('data-hidden', 'false')

    // Down beyond it: hides, and really leaves the screen.
    await scrollTo(400)
    await expect(header).toHaveAttribute('data-hidden', 'true')
    await expect
      .poll(
        async () => {
          const box = await header.boundingBox()
          return box ? box.y + box.height : Number.NaN
        },
        { message: 'the hidden header is above the viewport' },
      )
      .toBeLessThanOrEqual(1)

    // Further down: stays hidden.
    await scrollTo(900)
    await expect(header).toHaveAttribute('data-hidden', 'true')

    // Any scroll up: back, on screen.
    await scrollTo(850)
    await expect(header).toHaveAttribute('data-hidden', 'false')
    await expect.poll(async () => (await header.boundingBox())?.y).toBe(0)

    // Down again: hides again; back to the top: shown.
    await scrollTo(1500)
    await expect(header).toHaveAttribute('data-hidden', 'true')
    await scrollTo(0)
    await expect(header).toHaveAttribute('data-hidden', 'false')
  })
})

test.describe('the hot corner', () => {
  test('is on every page but /contact (server HTML)', async ({ request }) => {
    for (const route of routes) {
      const html = await (await request.get(withLang(await concretePath(request, route), 'ko-KR'), { maxRedirects: 0 })).text()
      const present = html.includes('data-testid="hot-corner"')
      expect(present, `hot corner on ${route.path}`).toBe(route.path !== '/contact')
    }
  })

  test('leads to /contact and disappears there', async ({ page }) => {
    await gotoHydrated(page, withLang('/company/intro', 'en-US'))
    const corner = page.getByTestId('hot-corner')
    await expect(corner).toBeVisible()
    await expect(corner).toHaveText(msg('en-US', 'hot_corner_label'))
    await expect(page.getByRole('link', { name: msg('en-US', 'hot_corner_label') })).toHaveCount(1)
    await expect(corner).toHaveAttribute('href', '/contact?lang=en-US')

    await corner.click()
    await expect(page).toHaveURL(/\/contact\?lang=en-US$/)
    await expect(page).toHaveTitle(expectedTitle('en-US', 'page_contact'))
    await expect(page.getByTestId('hot-corner')).toHaveCount(0)

    // Back on another page it returns.
    await page.goBack()
    await expect(page).toHaveURL(/\/company\/intro\?lang=en-US$/)
    await expect(page.getByTestId('hot-corner')).toBeVisible()
  })

  // Never covering a link, the footer's last row (the 日本語 once) at the end of a page on a phone included: the every-width
  // sweep's hit test, on every page in every language at every width (layout-every-width.spec.ts, layout-problems.ts).
  test('never covers the control in focus: tabbing down a page on a phone, each one stays clear of it (WCAG 2.4.11)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 700 })
    for (const path of ['/news', '/business/pharmacy']) {
      await gotoHydrated(page, withLang(path, 'ko-KR'))
      const covered: string[] = []
      // Past the end of each page's controls: the focus then starts over at the top.
      for (let step = 0; step < 60; step++) {
        await page.keyboard.press('Tab')
        const overlap = await page.evaluate(() => {
          const focused = document.activeElement
          const corner = document.querySelector('[data-testid="hot-corner"]')
          if (!focused || !corner || focused === corner || focused === document.body) return null
          const a = focused.getBoundingClientRect()
          const b = corner.getBoundingClientRect()
          const overlaps = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom
          return overlaps ? `${focused.tagName} “${(focused.textContent ?? '').trim().slice(0, 30)}”` : null
        })
        if (overlap) covered.push(overlap)
      }
      expect(covered, path).toEqual([])
    }
  })

  test('says "OEM/ODM" on its first line and the word whole on its second, in every language', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 })
    for (const locale of locales) {
      await gotoHydrated(page, withLang('/company/intro', locale))
      // The label's lines as laid out: its characters grouped by the top of their boxes.
      const lines = await page.getByTestId('hot-corner').evaluate((corner) => {
        const text = corner.firstChild as Text
        const range = document.createRange()
        const byTop = new Map<number, string>()
        for (let index = 0; index < text.length; index++) {
          range.setStart(text, index)
          range.setEnd(text, index + 1)
          const top = Math.round(range.getBoundingClientRect().top)
          byTop.set(top, (byTop.get(top) ?? '') + (text.data[index] ?? ''))
        }
        return [...byTop.values()].map((line) => line.trim())
      })
      const [brands, ...word] = msg(locale, 'hot_corner_label').split(' ')
      expect(lines, locale).toEqual([brands, word.join(' ')])
    }
  })

  test('is absent when /contact is opened directly', async ({ page }) => {
    await gotoHydrated(page, withLang('/contact', 'ja-JP'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg('ja-JP', 'page_contact'))
    await expect(page.getByTestId('hot-corner')).toHaveCount(0)
  })
})

test.describe('links to the company sites that are not configured yet', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  // The alert of one not configured (OK closes it, the page stays) and the link of a configured one (a new tab) are
  // component tests: app/shell/layout/utility-menu-items.test.tsx. Here the browser's modal alert: focus, Escape.
  test('the alert speaks the page language and Escape closes it too', async ({ page }) => {
    await gotoHydrated(page, withLang('/news', 'zh-TW'))
    await page
      .getByTestId('site-header')
      .getByRole('button', { name: msg('zh-TW', 'nav_online_shop'), exact: true })
      .click()
    const alert = page.getByRole('alertdialog')
    await expect(alert).toContainText(msg('zh-TW', 'coming_soon'))
    // A modal alert takes the focus.
    await expect.poll(() => alert.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true)
    await page.keyboard.press('Escape')
    await expect(alert).toBeHidden()
    // And it can be opened again after that.
    await page
      .getByTestId('site-header')
      .getByRole('button', { name: msg('zh-TW', 'nav_online_shop'), exact: true })
      .click()
    await expect(page.getByRole('alertdialog')).toContainText(msg('zh-TW', 'coming_soon'))
  })
})

test.describe('the network status', () => {
  // Offline, the browser logs every request it could not make; those lines are what this test provokes.
  test.use({ allowedConsoleErrors: [/net::ERR_INTERNET_DISCONNECTED/] })

  test('says so while offline and once when the connection is back', async ({ page, context }) => {
    await gotoHydrated(page, withLang('/press', 'en-US'))
    const banner = page.getByTestId('offline-banner')
    await expect(banner).toHaveCount(0)
    await context.setOffline(true)
    await expect(banner).toHaveText(msg('en-US', 'status_offline'))
    // Reaching a link preloads its page's code, which fails offline; the page must stay as it is, not reload. The
    // link is focused, not pointed at: at the foot of the page the offline banner may lie over it.
    await page.evaluate(() => Object.assign(window, { samePage: true }))
    const preloadFailed = page.waitForEvent('requestfailed')
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: msg('en-US', 'footer_terms') })
      .focus()
    await preloadFailed
    await expect(banner).toHaveText(msg('en-US', 'status_offline'))
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true)
    // What the toaster shows from now on, kept by the page itself: the notice lasts 5 s, which a test runner stalled
    // on a busy machine could miss between two polls (a rehearsal saw the banner go and no notice).
    await page.evaluate(() => {
      const shown: string[] = []
      Object.assign(window, { toasted: shown })
      const toaster = document.querySelector('[data-testid="toaster"]')
      if (toaster)
        new MutationObserver(() => {
          for (const status of toaster.querySelectorAll('[role="status"]')) shown.push(status.textContent ?? '')
        }).observe(toaster, { childList: true, subtree: true, characterData: true })
    })
    await context.setOffline(false)
    await expect(banner).toHaveCount(0)
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { toasted: string[] }).toasted))
      .toContainEqual(expect.stringContaining(msg('en-US', 'status_online')))
  })
})

test.describe('the header bar', () => {
  test('is transparent over the home hero at the top, solid once scrolled and on other pages', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await gotoHydrated(page, withLang('/', 'en-US'))
    const header = page.getByTestId('site-header')
    const background = () => header.evaluate((element) => getComputedStyle(element).backgroundColor)
    await expect(header).toHaveAttribute('data-transparent', 'true')
    expect(await background()).toBe('rgba(0, 0, 0, 0)')
    // The hero reaches under the bar, so what shows through is the hero's own tint.
    const heroTop = await page
      .getByRole('main')
      .locator('section')
      .first()
      .evaluate((hero) => hero.getBoundingClientRect().top)
    expect(heroTop).toBeLessThanOrEqual(0)

    await page.evaluate(() => window.scrollTo(0, 60))
    await expect(header).toHaveAttribute('data-transparent', 'false')
    await expect.poll(background).toBe('rgb(255, 255, 255)')
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(header).toHaveAttribute('data-transparent', 'true')

    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: msg('en-US', 'footer_terms') })
      .click()
    await expect(page).toHaveURL(/\/terms\?lang=en-US$/)
    await expect(header).toHaveAttribute('data-transparent', 'false')
  })
  // Solid while the phone menu is open over the home hero: app/shell/layout/site-header.test.tsx.
})
