import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { serverFunctionsOfBuild } from './server-functions-of-build'
import { gotoHydrated } from './support'

/** The visitors' reads' server function (decision 119): an article's read names `newsDetail` in its address. */
const publicReadId = () => serverFunctionsOfBuild().find((fn) => fn.name === 'readPublicEndpoint')?.id
const isArticleRead = (url: string) =>
  url.includes(`/_serverFn/${publicReadId()}`) && decodeURIComponent(url).includes('newsDetail')
/**
 * The chunk of the member lookup's stub. Every navigation, a preload on pointing at a link among them, asks who is
 * signed in once the page's answer is 30 s old (MEMBER_STALE_MS), and a page from the page cache carries the answer
 * of when it was rendered: whether pointing at a link loads this chunk depends on the copy's age, not on prefetching.
 */
const memberLookupChunk = () => serverFunctionsOfBuild().find((fn) => fn.name === 'getCurrentMember')?.chunk

/** Records the address of every request the page makes from now on. */
function recordRequests(page: Page): string[] {
  const requests: string[] = []
  page.on('request', (request) => requests.push(request.url()))
  return requests
}

const scripts = (urls: string[]) =>
  urls.filter((url) => new URL(url).pathname.endsWith('.js') && new URL(url).pathname !== memberLookupChunk())

/** The page's idle-time work is over (decision 17): it shows 'idle' once everything in view has been fetched. */
async function idleWorkDone(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-prefetch', 'idle', { timeout: 20_000 })
}

/**
 * Counts, in the page from its start, the idle callbacks it asks for and those that have run or were cancelled:
 * everything the page leaves for idle time has been decided once the two are equal after the load.
 */
function countIdleCallbacks() {
  const counts = { asked: 0, settled: 0 }
  Object.assign(window, { idleCallbacks: counts })
  const request = window.requestIdleCallback.bind(window)
  const cancel = window.cancelIdleCallback.bind(window)
  const pending = new Set<number>()
  window.requestIdleCallback = (callback, options) => {
    counts.asked++
    const id = request((deadline) => {
      if (pending.delete(id)) counts.settled++
      callback(deadline)
    }, options)
    pending.add(id)
    return id
  }
  window.cancelIdleCallback = (id) => {
    if (pending.delete(id)) counts.settled++
    cancel(id)
  }
}

/** Resolves once the page has loaded and every idle callback it asked for has run (or was cancelled). */
async function idleCallbacksSettled(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const { asked, settled } = (window as unknown as { idleCallbacks: { asked: number; settled: number } }).idleCallbacks
        return document.readyState === 'complete' && asked > 0 && asked === settled
      }),
    )
    .toBe(true)
}

/** Points at the first article of the news list and answers the scripts fetched until its data was requested. */
async function scriptsFetchedWhenPointingAtAnArticle(page: Page, requests: string[]): Promise<string[]> {
  const before = requests.length
  const dataRequest = page.waitForRequest((request) => isArticleRead(request.url()))
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
    expect(publicReadId(), 'the build has the public reads server function').toBeDefined()
    expect(memberLookupChunk(), 'the build has the member lookup').toBeDefined()

    // What pointing at an article costs when nothing was prefetched (a visitor who asked to save data).
    const coldContext = await browser.newContext()
    const cold = await coldContext.newPage()
    await cold.addInitScript(saveData)
    await cold.addInitScript(countIdleCallbacks)
    const coldRequests = recordRequests(cold)
    await gotoHydrated(cold, '/news?lang=ko-KR')
    await idleCallbacksSettled(cold)
    const coldScripts = await scriptsFetchedWhenPointingAtAnArticle(cold, coldRequests)
    await coldContext.close()

    const requests = recordRequests(page)
    await gotoHydrated(page, '/news?lang=ko-KR')
    await idleWorkDone(page)
    expect(requests.filter(isArticleRead), 'no article data before intent').toEqual([])
    const warmScripts = await scriptsFetchedWhenPointingAtAnArticle(page, requests)

    const articleCode = coldScripts.filter((url) => !warmScripts.includes(url))
    expect(articleCode.length, "the article page's code was fetched before the link was pointed at").toBeGreaterThan(0)
    // Nothing the cold page never needed; a chunk the cold page fetched at idle may come late on a busy machine.
    expect(warmScripts.filter((url) => !scripts(coldRequests).includes(url))).toEqual([])
  })

  test('a visitor who asked to save data gets no prefetching at all', async ({ page }) => {
    await page.addInitScript(saveData)
    await page.addInitScript(countIdleCallbacks)
    await gotoHydrated(page, '/news?lang=ko-KR')
    const requests = recordRequests(page)
    await idleCallbacksSettled(page)
    expect(scripts(requests)).toEqual([])
  })
})
