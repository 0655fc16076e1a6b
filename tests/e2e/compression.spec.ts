import { expect, test } from './fixtures'

const GZIP = { 'accept-encoding': 'gzip, deflate, br, zstd' }

test.describe('answers are gzipped for browsers that accept it (decision 19)', () => {
  test('a cached page, the same bytes each time (decision 54: no nonce in a page anyone may get)', async ({ request }) => {
    const pages = []
    for (let i = 0; i < 3; i++) {
      const response = await request.get('/news?lang=en-US', { headers: GZIP })
      expect(response.status()).toBe(200)
      expect(response.headers()['content-encoding']).toBe('gzip')
      expect(response.headers().vary).toContain('accept-encoding')
      const html = await response.text()
      expect(html).toContain('</html>')
      expect(html).not.toContain('nonce=')
      pages.push({ cache: response.headers()['x-page-cache'], html })
    }
    expect(pages.at(-1)?.cache).toBe('hit')
    expect(new Set(pages.map((page) => page.html)).size).toBe(1)
  })

  test('a page rendered for a visitor with a cookie', async ({ request }) => {
    const page = await request.get('/news?lang=ko-KR', { headers: { ...GZIP, cookie: 'seen=1' } })
    expect(page.headers()['content-encoding']).toBe('gzip')
    expect(page.headers()['x-page-cache']).toBeUndefined()
    expect(await page.text()).toContain('</html>')
  })

  test('a client that does not ask for gzip gets the bytes as they are', async ({ request }) => {
    const response = await request.get('/news?lang=en-US', { headers: { 'accept-encoding': 'identity' } })
    expect(response.headers()['content-encoding']).toBeUndefined()
    expect(Number(response.headers()['content-length'])).toBe((await response.body()).length)
  })
})
