import type { Page, Route } from '@playwright/test'
import { MAIN_IMAGE_WAIT_LIMIT_MS } from '~/shell/deferred-app-start'
import { expect, test } from './fixtures'
import { expectSameDocument, markWindow, waitForHydration } from './support'

const MAIN_IMAGE = /\/images\/hero-[^/]+$/

/** The scripts the page requests, in order, each with the moment it was requested. */
function recordScriptRequests(page: Page): Array<{ path: string; at: number }> {
  const scripts: Array<{ path: string; at: number }> = []
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (pathname.endsWith('.js')) scripts.push({ path: pathname, at: Date.now() })
  })
  return scripts
}

/** What the page fetches from the start: the browser entry with its static imports, and the page's messages. */
async function firstScripts(page: Page): Promise<string[]> {
  const entry = await page.locator('script[type="module"][src]').first().getAttribute('src')
  const messages = await page.locator('link#main-messages').getAttribute('href')
  expect(entry, 'the page has a module script').toBeTruthy()
  expect(messages, 'the page preloads its messages').toBeTruthy()
  const entryCode = await (await page.request.get(entry as string)).text()
  const imports = [...entryCode.matchAll(/\bfrom\s*["']\.\/([^"']+\.js)["']/g)].map(([, file]) => `/assets/${file}`)
  return [entry as string, messages as string, ...imports]
}

test.describe('the app starts after the main content has painted (decision 18)', () => {
  test('the head preloads no route chunk; it lists them for later', async ({ page }) => {
    const response = await page.request.get('/?lang=ko-KR')
    const html = await response.text()
    const head = html.slice(0, html.indexOf('</head>'))
    const preloads = [...head.matchAll(/<link rel="modulepreload"[^>]*>/g)].map(([link]) => link)
    // Only the message catalogue, which the app needs before it renders anything, is preloaded.
    expect(preloads).toHaveLength(1)
    expect(preloads[0]).toContain('id="main-messages"')
    const listed = JSON.parse(
      /<script type="application\/json" id="deferred-module-preloads"[^>]*>([^<]*)<\/script>/.exec(head)?.[1] ?? '[]',
    )
    expect(listed.length).toBeGreaterThan(1)
  })

  test('while the main image is still loading only the entry and the messages are fetched; the app follows once it has painted', async ({
    page,
  }) => {
    let releaseImage: () => void = () => {}
    const imageHeld = new Promise<void>((resolve) => {
      releaseImage = resolve
    })
    let imageReleasedAt = 0
    await page.route(MAIN_IMAGE, async (route: Route) => {
      await imageHeld
      imageReleasedAt = Date.now()
      await route.continue()
    })
    const scripts = recordScriptRequests(page)
    // The page's clock is the test's, and stands still until the test moves it (however slowly the page loads): all the
    // time the app would wait for the image passes at once, but for a moment.
    // (Today's date, a second on, so that what the server rendered by the date is what the page renders.)
    await page.clock.install()
    await page.clock.pauseAt(Date.now() + 1000)

    await page.goto('/?lang=ko-KR', { waitUntil: 'domcontentloaded' })
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.clock.runFor(MAIN_IMAGE_WAIT_LIMIT_MS - 100)
    const first = await firstScripts(page)
    expect(
      scripts.map((script) => script.path).filter((path) => !first.includes(path)),
      'no script but the entry, its imports and the messages before the main image',
    ).toEqual([])

    await page.clock.resume()
    releaseImage()
    await waitForHydration(page)
    const appScripts = scripts.filter((script) => !first.includes(script.path))
    expect(appScripts.length).toBeGreaterThan(0)
    for (const script of appScripts) expect(script.at).toBeGreaterThanOrEqual(imageReleasedAt)
  })

  test('a page without a main image starts after its first paint, and its links then navigate in the app', async ({ page }) => {
    await page.goto('/news?lang=ko-KR')
    await waitForHydration(page)
    await markWindow(page)
    await page.locator('main a[href^="/news/"]').first().click()
    await expect(page).toHaveURL(/\/news\/\d+/)
    await expectSameDocument(page)
  })
})

test.describe('a main image that fails', () => {
  test.use({ allowedConsoleErrors: [/Failed to load resource: net::ERR_FAILED/] })

  test('does not keep the page from starting', async ({ page }) => {
    await page.route(MAIN_IMAGE, (route) => route.abort('failed'))
    await page.goto('/?lang=ko-KR')
    await waitForHydration(page)
  })
})
