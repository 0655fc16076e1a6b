import { randomUUID } from 'node:crypto'
import { expect, test } from './fixtures'
import { msg, rawGet } from './support'

/**
 * Issue 21: a request target with a fragment, which browsers and fetch never send but a script can (rawGet writes the
 * target to the socket as given). It was rendered into the page's links and kept by the page cache under the address
 * without it, for every later visitor of that address (docs/decisions/0026).
 */
const html = { accept: 'text/html' }

test.describe('a request target with a fragment', () => {
  for (const path of ['/company/intro', '/login']) {
    test(`${path}: is refused, and what it carried never reaches the next visitor of its address`, async ({
      request,
      baseURL,
    }) => {
      const token = randomUUID().slice(0, 8)
      const marker = `pzMARK${token}`
      // A query no one else asks for, so that the attacker's request is the first to render this address.
      const address = `${path}?lang=en-US&cb=X${token}`

      const attack = await rawGet(baseURL ?? '', `${address}#${marker}`)
      expect(attack.status).toBe(400)
      expect(attack.headers['cache-control']).toBe('no-store')
      expect(attack.body).toBe(msg('en-US', 'api_error_request_target_fragment'))

      for (let visit = 0; visit < 2; visit++) {
        const page = await request.get(address, { headers: html, maxRedirects: 0 })
        expect(page.status()).toBe(200)
        const body = await page.text()
        expect(body).toContain(`cb=X${token}`)
        expect(body).not.toContain(marker)
        expect(body).not.toMatch(/#pzMARK|%23pzMARK/)
      }
    })
  }
})

test('a page cached under its address never shows the host a request named: pages read none', async ({ baseURL }) => {
  const address = `/company/intro?lang=en-US&cb=H${randomUUID().slice(0, 8)}`
  const foreign = { host: 'evil.test', 'x-forwarded-host': 'evil.test', forwarded: 'host=evil.test;proto=https' }
  const rendered = await rawGet(baseURL ?? '', address, foreign)
  expect(rendered.status).toBe(200)
  expect(rendered.headers['x-page-cache']).toBe('miss')
  expect(rendered.body).not.toContain('evil.test')
  const cached = await rawGet(baseURL ?? '', address)
  expect(cached.headers['x-page-cache']).toBe('hit')
  expect(cached.body).not.toContain('evil.test')
})
