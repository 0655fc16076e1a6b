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
let varnish: { origin: string; stop: () => void } | undefined

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
  expect(first.status).toBe(200)
  expect(first.text).toContain('</html>')
  expect((await get(kept)).cache).toBe('hit')

  site?.stop()
  // Past the page's s-maxage and stale-while-revalidate (2 s), and long enough for three health checks to fail (3 s).
  await new Promise((resolve) => setTimeout(resolve, 6_000))

  const stale = await get(kept)
  expect(stale.status).toBe(200)
  expect(stale.cache).toBe('hit')
  expect(stale.text).toBe(first.text)
  expect((await get('/company/history?lang=ko-KR')).status).toBe(503)
})
