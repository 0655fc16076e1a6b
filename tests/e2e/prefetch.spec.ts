import type { Page } from '@playwright/test'
import { PREFETCH_IDLE_TIMEOUT_MS } from '~/shell/prefetch-policy'
import { expect, test } from './fixtures'
import { serverFunctionsOfBuild } from './server-functions-of-build'
import { gotoHydrated } from './support'

const getNewsId = () => serverFunctionsOfBuild().find((fn) => fn.name === 'getNews')?.id

/** Records the address of every request the page makes from now on. */
function recordRequests(page: Page): string[] {
  const requests: string[] = []
  page.on('request', (request) => requests.push(request.url()))
  return requests
}

const scripts = (urls: string[]) => urls.filter((url) => new URL(url).pathname.endsWith('.js'))

/**
 * Resolves once the page has made no request for `quietMs`. The idle-time prefetching takes one link per idle
 * period, and a busy machine may have none until PREFETCH_IDLE_TIMEOUT_MS: only a longer quiet means it is done.
 */
async function waitForQuietNetwork(page: Page, requests: string[], quietMs = PREFETCH_IDLE_TIMEOUT_MS + 500): Promise<void> {
  await page.waitForLoadState('networkidle')
  await expect
    .poll(
      async () => {
        const before = requests.length
        await page.waitForTimeout(quietMs)
        return requests.length === before
      },
      { timeout: 30_000 },
    )
    .toBe(true)
}

/** Points at the first article of the news list and answers the scripts fetched until its data was requested. */
async function scriptsFetchedWhenPointingAtAnArticle(page: Page, requests: string[]): Promise<string[]> {
  const before = requests.length
  const dataRequest = page.waitForRequest((request) => request.url().includes(`/_serverFn/${getNewsId()}`))
  await page.locator('main a[href^="/news/"]').first().hover()
  await dataRequest
  return scripts(requests.slice(before))
}

const saveData = () => Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } })

test.describe('prefetching the links in view (decision 17)', () => {
  test('at idle the code of the links in view is fetched, not their data; pointing at one then fetches only its data', async ({
    page,
    browser,
  }) => {
    expect(getNewsId(), 'the build has the article server function').toBeDefined()

    // What pointing at an article costs when nothing was prefetched (a visitor who asked to save data).
    const coldContext = await browser.newContext()
    const cold = await coldContext.newPage()
    await cold.addInitScript(saveData)
    const coldRequests = recordRequests(cold)
    await gotoHydrated(cold, '/news?lang=ko-KR')
    await waitForQuietNetwork(cold, coldRequests)
    const coldScripts = await scriptsFetchedWhenPointingAtAnArticle(cold, coldRequests)
    await coldContext.close()

    const requests = recordRequests(page)
    await gotoHydrated(page, '/news?lang=ko-KR')
    await waitForQuietNetwork(page, requests)
    expect(
      requests.filter((url) => url.includes(`/_serverFn/${getNewsId()}`)),
      'no article data before intent',
    ).toEqual([])
    const warmScripts = await scriptsFetchedWhenPointingAtAnArticle(page, requests)

    const articleCode = coldScripts.filter((url) => !warmScripts.includes(url))
    expect(articleCode.length, "the article page's code was fetched before the link was pointed at").toBeGreaterThan(0)
    // Nothing the cold page never needed; a chunk the cold page fetched at idle may come late on a busy machine.
    expect(warmScripts.filter((url) => !scripts(coldRequests).includes(url))).toEqual([])
  })

  test('a visitor who asked to save data gets no prefetching at all', async ({ page }) => {
    await page.addInitScript(saveData)
    await gotoHydrated(page, '/news?lang=ko-KR')
    const requests = recordRequests(page)
    await waitForQuietNetwork(page, requests)
    expect(scripts(requests)).toEqual([])
  })
})
