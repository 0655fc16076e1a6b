import { startVarnish } from '../../scripts/varnish/start-varnish.mjs'
import { expect, test } from './fixtures'
import { type SiteCopy, startSiteCopyWithOwnData } from './site-copy'

/**
 * Issue 26's `stale-if-error` (decision 54): Varnish in front of a copy whose pages a shared cache may keep one second,
 * serve one more second stale while it fetches anew, and a day stale while the site is down. The copy is stopped
 * (SIGKILL) once a page has expired: Varnish's health check marks it down, and the page it kept is still served.
 * E2E_STALE_CACHE_PORT names the site's port; Varnish listens on the next one.
 */
const sitePort = Number(process.env.E2E_STALE_CACHE_PORT ?? 3155)

let site: SiteCopy | undefined
let varnish: Awaited<ReturnType<typeof startVarnish>> | undefined

test.beforeAll(async () => {
  test.setTimeout(120_000)
  site = await startSiteCopyWithOwnData('stale-cache', sitePort, {
    SHARED_CACHE_MAX_AGE_SECONDS: '1',
    SHARED_CACHE_STALE_WHILE_REVALIDATE_SECONDS: '1',
    SITE_URL: `http://127.0.0.1:${sitePort + 1}`,
  })
  varnish = await startVarnish({ port: sitePort + 1, backendPort: sitePort })
})

test.afterAll(() => {
  varnish?.stop()
  site?.stop()
})

async function get(path: string) {
  const response = await fetch(`${varnish?.origin}${path}`, { headers: { accept: 'text/html', 'accept-language': 'ko-KR' } })
  return { status: response.status, cache: response.headers.get('x-cache'), text: await response.text() }
}

test('while the site is down, a page the shared cache kept is served stale; one it never kept is an error', async () => {
  test.setTimeout(60_000)
  const kept = '/news?lang=ko-KR'
  const first = await get(kept)
  const keptAt = Date.now()
  expect(first.status).toBe(200)
  expect(first.text).toContain('</html>')
  expect((await get(kept)).cache).toBe('hit')

  site?.stop()
  // Three of Varnish's health checks, a second apart, fail before it marks the site down: by then the page is past its
  // s-maxage and stale-while-revalidate (2 s), kept only for stale-if-error.
  await expect.poll(() => varnish?.siteHealth(), { timeout: 15_000 }).toBe('sick')
  expect(Date.now() - keptAt, 'the page has expired').toBeGreaterThan(2_000)

  const stale = await get(kept)
  expect(stale.status).toBe(200)
  expect(stale.cache).toBe('hit')
  expect(stale.text).toBe(first.text)
  expect((await get('/company/history?lang=ko-KR')).status).toBe(503)
})
