import { SESSION_COOKIE } from './auth-support'
import { expect, test } from './fixtures'
import { type SiteCopy, startSiteCopy } from './site-copy'
import { msg } from './support'
import { SLOW_API_MS, SwitchableApi } from './switchable-api'

/**
 * A second copy of the production server whose external API (API_BASE_URL) is a switchable stand-in in front of
 * the e2e server's own /api/v1: the tests take it down, make it answer junk and bring it back, and the site must
 * answer each with the right page and status, never crash, and recover without a restart.
 */
const mainPort = Number(process.env.E2E_PORT ?? 3100)
/** E2E_OUTAGE_PORT: the second server's port; its stand-in API listens on the next one. */
const sitePort = Number(process.env.E2E_OUTAGE_PORT ?? 3162)
const api = new SwitchableApi(sitePort + 1, new URL(`http://127.0.0.1:${mainPort}`))
const site = `http://127.0.0.1:${sitePort}`
let server: SiteCopy | undefined

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  await api.switchTo('up')
  server = await startSiteCopy(sitePort, {
    API_BASE_URL: api.baseUrl,
    API_TIMEOUT_MS: '15000',
    // Every answer here must come from the API as it is at that moment.
    PAGE_CACHE_TTL_SECONDS: '0',
  })
})

test.afterAll(async () => {
  server?.stop()
  await api.stop()
})

// Expected here: the browser's line for the 5xx document, and React reporting the error its boundary caught.
test.use({
  allowedConsoleErrors: [
    /Failed to load resource: the server responded with a status of 5\d\d|The service is unavailable right now/,
  ],
})

async function expectErrorPage(page: import('@playwright/test').Page, status: number) {
  const response = await page.goto(`${site}/news?lang=en-US`)
  expect(response?.status()).toBe(status)
  const errorPage = page.getByTestId('error-page')
  await expect(errorPage).toContainText(String(status))
  await expect(errorPage).toContainText(msg('en-US', 'api_error_unavailable'))
  await expect(errorPage.getByRole('link', { name: msg('en-US', 'error_go_home') })).toBeVisible()
  expect(await page.content()).not.toMatch(/at \w+ \(|node_modules|fetch failed|Gateway says hello/)
}

test('with the API down, a page answers 503 with the localized error page, never a stack trace', async ({ page }) => {
  await api.switchTo('down')
  await expectErrorPage(page, 503)
})

test('with the API answering an HTML page instead of JSON, a page answers 502', async ({ page }) => {
  await api.switchTo('junk')
  await expectErrorPage(page, 502)
})

test('with the API failing without an error body, the page carries its status', async ({ page }) => {
  await api.switchTo('failing')
  await expectErrorPage(page, 500)
})

test('when the API comes back, the same server serves the page again', async ({ page }) => {
  await api.switchTo('down')
  expect((await fetch(`${site}/news?lang=en-US`)).status).toBe(503)
  await api.switchTo('up')
  const response = await page.goto(`${site}/news?lang=en-US`)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByTestId('error-page')).toHaveCount(0)
})

test('an outage is not a sign-out: a member page answers 503 and keeps the session cookie', async () => {
  await api.switchTo('down')
  const response = await fetch(`${site}/mypage?lang=en-US`, {
    headers: { cookie: `${SESSION_COOKIE}=a-token-the-api-cannot-check-now` },
    redirect: 'manual',
  })
  expect(response.status).toBe(503)
  expect(response.headers.get('set-cookie') ?? '').not.toContain(SESSION_COOKIE)
  await api.switchTo('up')
})

test('a token the API refuses signs the visitor out: the cookie is cleared and a member page goes home', async () => {
  await api.switchTo('up')
  const response = await fetch(`${site}/mypage?lang=en-US`, {
    headers: { cookie: `${SESSION_COOKIE}=a-token-the-api-never-issued` },
    redirect: 'manual',
  })
  expect(response.status).toBeGreaterThanOrEqual(300)
  expect(response.status).toBeLessThan(400)
  expect(new URL(response.headers.get('location') ?? '', site).pathname).toBe('/')
  expect(response.headers.get('set-cookie') ?? '').toMatch(new RegExp(`${SESSION_COOKIE}=;|${SESSION_COOKIE}=.*Max-Age=0`, 'i'))
})

test('visitors who leave while their page renders are not logged as failures, and the site serves the next', async () => {
  await api.switchTo('slow')
  const logBefore = server?.log().length ?? 0
  // Each page waits for the API, so each visitor leaves (closes the connection) while it is rendered.
  const visits = Array.from({ length: 6 }, () =>
    fetch(`${site}/news?lang=en-US`, {
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
      signal: AbortSignal.timeout(SLOW_API_MS / 5),
    }),
  )
  const outcomes = await Promise.allSettled(visits)
  expect(outcomes.every((outcome) => outcome.status === 'rejected')).toBe(true)
  // The held calls are answered after the visitors left; the renderings then find their visitors gone. One more page,
  // served through the API once it is up again, comes after those renderings have ended.
  await api.idle()
  await api.switchTo('up')
  expect((await fetch(`${site}/news?lang=en-US`)).status).toBe(200)
  expect(server?.log().slice(logBefore)).not.toMatch(/aborted|ECONNRESET|\n\s+at /)
})

test('the built-in /api/v1 is not served in place of the configured API', async ({ request }) => {
  const response = await request.get(`${site}/api/v1/post/news`)
  expect(response.status()).toBe(404)
})
