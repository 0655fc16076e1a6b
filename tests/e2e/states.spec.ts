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
  await page.route('**/_serverFn/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500))
    await route.continue()
  })
  const bar = page.getByTestId('loading-bar')
  await expect(bar).toHaveAttribute('data-phase', 'idle')

  await startNavigation(page, withLang('/research/thesis?page=2', locale))
  await expect(page.getByRole('progressbar', { name: msg(locale, 'loading') })).toBeVisible()
  await expect(bar).toHaveAttribute('data-phase', 'loading')

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
