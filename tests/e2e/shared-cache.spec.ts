import { startVarnish } from '../../scripts/varnish/start-varnish.mjs'
import { SESSION_COOKIE, uniqueEmail, uniqueTag } from './auth-support'
import { e2eServerEnv } from './e2e-server-env'
import { expect, test } from './fixtures'
import { adminApiAt, publishNewsItem } from './news-publishing-support'
import { type SiteCopy, startSiteCopyWithOwnData } from './site-copy'
import { waitForHydration } from './support'

/**
 * Issue 26, "A shared cache in front": Varnish (Debian's package, deploy/varnish/site.vcl) in front of a copy of the
 * production build, which purges it (PURGE_URL) when content changes. The copy keeps its own pages and API answers an
 * hour, and shared caches may keep pages an hour too, so that only a purge can explain a page that changes.
 * E2E_SHARED_CACHE_PORT names the site's port; Varnish listens on the next one.
 */
const sitePort = Number(process.env.E2E_SHARED_CACHE_PORT ?? 3197)
const hour = '3600'

let site: SiteCopy | undefined
let varnish: { origin: string; stop: () => void } | undefined

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(120_000)
  const varnishOrigin = `http://127.0.0.1:${sitePort + 1}`
  site = await startSiteCopyWithOwnData('shared-cache', sitePort, {
    PAGE_CACHE_TTL_SECONDS: hour,
    API_CACHE_TTL_SECONDS: hour,
    SHARED_CACHE_MAX_AGE_SECONDS: hour,
    PURGE_URL: `${varnishOrigin}/`,
    ADMIN_TOKEN: e2eServerEnv.ADMIN_TOKEN,
    // Visitors come through Varnish: the site's links and redirects name its address.
    SITE_URL: varnishOrigin,
  })
  varnish = await startVarnish({ port: sitePort + 1, backendPort: sitePort })
})

test.afterAll(() => {
  varnish?.stop()
  site?.stop()
})

const asBrowser = { accept: 'text/html', 'accept-language': 'ko-KR' }

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${varnish?.origin}${path}`, { headers: { ...asBrowser, ...headers }, redirect: 'manual' })
  return {
    status: response.status,
    cache: response.headers.get('x-cache'),
    keys: response.headers.get('surrogate-key')?.split(' ') ?? [],
    cacheControl: response.headers.get('cache-control') ?? '',
    policy: response.headers.get('content-security-policy') ?? '',
    text: await response.text(),
  }
}

const newsPage = '/news?lang=ko-KR'
const newsFeed = '/feeds/news.atom?lang=ko-KR'
/** A page that shows no news: a news item's change leaves it where it is. */
const historyPage = '/company/history?lang=ko-KR'

test('an anonymous page is kept and served again by the shared cache, the same bytes for everyone', async () => {
  const first = await get(newsPage)
  const second = await get(newsPage)
  expect(first.status).toBe(200)
  expect(second.cache).toBe('hit')
  expect(second.text).toBe(first.text)
  expect(first.cacheControl).toMatch(/\bpublic\b.*\bs-maxage=3600\b.*\bstale-while-revalidate=\d+.*\bstale-if-error=\d+/)
  // What the page shows, for the purge: the frame every page has, and the news.
  expect(first.keys).toEqual(expect.arrayContaining(['site', 'news']))
  // Its scripts are allowed by their hashes: no nonce, which would be one visitor's.
  expect(first.policy).toMatch(/script-src [^;]*'sha256-[^']+'[^;]*'strict-dynamic'/)
  expect(first.policy).not.toContain("'nonce-")
})

test('a visitor with a cookie, a signed-in member and a member page are never served from it nor stored', async () => {
  await get(newsPage)
  const withCookie = await get(newsPage, { cookie: `${SESSION_COOKIE}=not-a-session` })
  expect(withCookie.cache).toBe('pass')
  expect(withCookie.policy).toContain("'nonce-")

  const member = { email: uniqueEmail('shared-cache'), password: `pw-${uniqueTag()}-long`, name: `캐시 ${uniqueTag()}` }
  const signedUp = await fetch(`${varnish?.origin}/api/v1/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: varnish?.origin ?? '' },
    body: JSON.stringify({ ...member, termsAgree: true, privacyAgree: true }),
  })
  expect(signedUp.status, await signedUp.clone().text()).toBeLessThan(300)
  const { accessToken } = ((await signedUp.json()) as { data: { accessToken: string } }).data
  const signedIn = await get(newsPage, { cookie: `${SESSION_COOKIE}=${accessToken}` })
  expect(signedIn.cache).toBe('pass')
  expect(signedIn.text).toContain(member.name)
  expect(signedIn.cacheControl).toContain('no-store')
  // What the member saw was not kept for anyone else.
  const anonymous = await get(newsPage)
  expect(anonymous.cache).toBe('hit')
  expect(anonymous.text).not.toContain(member.name)

  // A member page, asked for without a session (and so sent to the sign-in), is never kept either.
  const memberPage = await get('/mypage?lang=ko-KR', { cookie: `${SESSION_COOKIE}=${accessToken}` })
  expect(memberPage.cache).toBe('pass')
  for (let i = 0; i < 2; i++) expect((await get('/mypage?lang=ko-KR')).cache).not.toBe('hit')
})

test('a change through the admin API purges the pages that show it, and only those', async () => {
  test.setTimeout(60_000)
  await get(newsPage)
  await get(historyPage)
  await get(newsFeed)
  expect((await get(newsPage)).cache).toBe('hit')
  expect((await get(newsFeed)).cache).toBe('hit')
  const history = await get(historyPage)
  expect(history.cache).toBe('hit')
  expect(history.keys).not.toContain('news')
  const title = `공유 캐시에서 지워지는 소식 ${Date.now()}`

  const id = await publishNewsItem(adminApiAt(site?.origin ?? ''), title)

  await expect.poll(async () => (await get(newsPage)).text, { timeout: 5_000 }).toContain(title)
  // The news feed is purged with the list (decision 81).
  await expect.poll(async () => (await get(newsFeed)).text, { timeout: 5_000 }).toContain(title)
  expect((await get(historyPage)).cache).toBe('hit')
  // The public API read a CDN may keep in front of /api/v1 names the news too.
  const apiRead = await fetch(`${varnish?.origin}/api/v1/post/news/${id}`, { headers: { 'accept-language': 'ko-KR' } })
  expect(apiRead.headers.get('surrogate-key')?.split(' ')).toEqual(['news', `news:${id}`])
})

test('a page served by the shared cache runs its scripts with no violation of its policy', async ({ page }) => {
  const varnishOrigin = varnish?.origin ?? ''
  await get(newsPage)
  expect((await get(newsPage)).cache).toBe('hit')
  const response = await page.goto(`${varnishOrigin}${newsPage}`)
  expect(response?.headers()['x-cache']).toBe('hit')
  // The fixture fails the test on any console error, a refused script among them.
  await waitForHydration(page)
  await page.locator('a[href*="/company/intro"]:visible').first().click()
  await expect(page).not.toHaveURL(/\/news/)
  await waitForHydration(page)
})
