import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { gotoHydrated, msg, withLang } from './support'

/**
 * The loading and error states of a page whose data comes over the network after the first load: the data of a
 * client-side navigation is fetched through server functions, which these tests slow down or cut.
 */
const locale = 'en-US'

/** Starts a client-side navigation without waiting for it (it may fail on purpose). */
async function startNavigation(page: Page, href: string) {
  await page.evaluate((target) => {
    const router = (window as unknown as { __TSR_ROUTER__?: { navigate: (options: { href: string }) => Promise<void> } })
      .__TSR_ROUTER__
    if (!router) throw new Error('the router is not on window.__TSR_ROUTER__')
    void router.navigate({ href: target }).catch(() => {})
  }, href)
}

test('a slow page shows the loading bar while its data is on the way, then the page', async ({ page }) => {
  await gotoHydrated(page, withLang('/', locale))
  // The page's data is held until the loading bar has been seen, however long the bar takes to appear.
  let releaseData = () => {}
  const dataHeld = new Promise<void>((resolve) => {
    releaseData = resolve
  })
  await page.route('**/_serverFn/**', async (route) => {
    await dataHeld
    await route.continue()
  })
  const bar = page.getByTestId('loading-bar')
  await expect(bar).toHaveAttribute('data-phase', 'idle')

  await startNavigation(page, withLang('/research/thesis?page=2', locale))
  await expect(page.getByRole('progressbar', { name: msg(locale, 'loading') })).toBeVisible()
  await expect(bar).toHaveAttribute('data-phase', 'loading')
  releaseData()

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg(locale, 'nav_research_thesis'))
  await expect(bar).toHaveAttribute('data-phase', 'idle')
  await expect(page.getByRole('progressbar', { name: msg(locale, 'loading') })).toHaveCount(0)
})

test.describe('when the data cannot be fetched', () => {
  // Expected: the browser's line for each request the test cut.
  test.use({ allowedConsoleErrors: [/Failed to load resource: net::ERR_FAILED|Failed to fetch|Something went wrong/] })

  test('the page shows the error state with a retry that works once the network is back', async ({ page }) => {
    await gotoHydrated(page, withLang('/', locale))
    await page.route('**/_serverFn/**', (route) => route.abort('failed'))
    // The failed phase shows for a moment only (loadingBarTimings.failedVisibleMs): record every phase the bar takes.
    await page.evaluate(() => {
      const bar = document.querySelector('[data-testid="loading-bar"]')
      const phases: string[] = []
      ;(window as unknown as { barPhases: string[] }).barPhases = phases
      if (bar) new MutationObserver(() => phases.push(bar.getAttribute('data-phase') ?? '')).observe(bar, { attributes: true })
    })

    await startNavigation(page, withLang('/press?page=2', locale))
    const errorPage = page.getByTestId('error-page')
    await expect(errorPage).toBeVisible()
    await expect(errorPage).toContainText(msg(locale, 'error_default_message'))
    await expect.poll(() => page.evaluate(() => (window as unknown as { barPhases: string[] }).barPhases)).toContain('failed')

    await page.unroute('**/_serverFn/**')
    await errorPage.getByRole('button', { name: msg(locale, 'error_retry'), exact: true }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg(locale, 'nav_pr_press'))
    await expect(page.getByTestId('error-page')).toHaveCount(0)
  })
})

test.describe('offline', () => {
  // Expected: the browser's line for each request made while offline.
  test.use({
    allowedConsoleErrors: [/ERR_INTERNET_DISCONNECTED|Failed to fetch|dynamically imported module/],
  })

  const offlineLocale = 'ja-JP'

  async function expectOfflineState(page: Page) {
    const offline = page.getByTestId('offline-page')
    await expect(offline.getByRole('heading', { level: 1 })).toHaveText(msg(offlineLocale, 'error_offline'))
    await expect(offline).toContainText(msg(offlineLocale, 'error_offline_hint'))
    await expect(page.getByTestId('error-page')).toHaveCount(0)
    await expect(page.getByText('500', { exact: true })).toHaveCount(0)
    // "Try again" is a real button, styled as the page's other action, not the browser's default grey box.
    const retry = offline.getByRole('button', { name: msg(offlineLocale, 'error_retry'), exact: true })
    const look = await retry.evaluate((button) => {
      const style = getComputedStyle(button)
      return { radius: style.borderTopLeftRadius, height: button.getBoundingClientRect().height, font: style.fontFamily }
    })
    expect(look.radius).toBe('6px')
    expect(look.height).toBeGreaterThanOrEqual(44)
    expect(look.font).toBe(await page.evaluate(() => getComputedStyle(document.body).fontFamily))
    return retry
  }

  test('a link followed offline says so in the page language, and the page arrives by itself once the connection returns', async ({
    page,
    context,
  }) => {
    // No prefetching at idle (a visitor saving data): the FAQ's code is not here yet when the connection drops. With its
    // code prefetched, the page would wait for its data under the offline banner and arrive as the connection returns.
    await page.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }),
    )
    await gotoHydrated(page, withLang('/', offlineLocale))
    await context.setOffline(true)
    await page.locator('footer a[href^="/faq"]').click()
    // It says so either way: with the offline page when the FAQ's code cannot come, or, when its code is here already
    // (Chromium kept it from an earlier preload in a busy run), with the offline banner while its data waits.
    const offlinePage = page.getByTestId('offline-page')
    const banner = page.getByTestId('offline-banner')
    await expect(offlinePage.or(banner).first()).toBeVisible()
    if (await offlinePage.isVisible()) await expectOfflineState(page)
    else await expect(banner).toHaveText(msg(offlineLocale, 'status_offline'))
    // No click: the connection's return retries the navigation.
    await context.setOffline(false)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg(offlineLocale, 'page_faq'))
    await expect(page).toHaveURL(/\/faq\?lang=ja-JP$/)
    await expect(page.getByTestId('offline-page')).toHaveCount(0)
  })
})
