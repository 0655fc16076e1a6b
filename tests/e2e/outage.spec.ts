import { type ChildProcess, spawn } from 'node:child_process'
import { join } from 'node:path'
import { expect, test } from './fixtures'
import { msg } from './support'

/** A second copy of the production server whose external API (API_BASE_URL) is down: nothing listens there. */
const port = 3160
let server: ChildProcess | undefined

test.beforeAll(async () => {
  server = spawn(process.execPath, [join(process.cwd(), '.output', 'server', 'index.mjs')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      API_BASE_URL: 'http://127.0.0.1:9/api/v1',
      API_TIMEOUT_MS: '2000',
    },
    stdio: 'ignore',
  })
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      await fetch(`http://127.0.0.1:${port}/favicon.svg`)
      return
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  throw new Error('the second server did not start')
})

test.afterAll(() => {
  server?.kill('SIGKILL')
})

test.describe('when the external API is down', () => {
  // Expected here: the browser's line for the 5xx document, and React reporting the error its boundary caught.
  // (One pattern: Playwright reads a two-element array option as [value, options].)
  test.use({
    allowedConsoleErrors: [
      /Failed to load resource: the server responded with a status of 5\d\d|The service is unavailable right now/,
    ],
  })

  test('a page shows the error page with the status and the localized message, never a stack trace', async ({ page }) => {
    const response = await page.goto(`http://127.0.0.1:${port}/news?lang=en-US`)
    expect(response?.status()).toBeGreaterThanOrEqual(500)
    const errorPage = page.getByTestId('error-page')
    await expect(errorPage).toContainText('503')
    await expect(errorPage).toContainText(msg('en-US', 'api_error_unavailable'))
    await expect(errorPage.getByRole('link', { name: msg('en-US', 'error_go_home') })).toBeVisible()
    expect(await page.content()).not.toMatch(/at \w+ \(|node_modules|fetch failed/)
  })

  test('the built-in /api/v1 is not served in its place', async ({ request }) => {
    const response = await request.get(`http://127.0.0.1:${port}/api/v1/post/news`)
    expect(response.status()).toBe(404)
  })
})
