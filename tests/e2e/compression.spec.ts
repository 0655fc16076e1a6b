import { expect, test } from './fixtures'

const GZIP = { 'accept-encoding': 'gzip, deflate, br, zstd' }

/** The nonce a page's policy allows, and the nonces its script tags carry. */
function noncesOf(policy: string | undefined, html: string) {
  const allowed = /'nonce-([^']+)'/.exec(policy ?? '')?.[1]
  const inScripts = new Set([...html.matchAll(/<script\b[^>]*\bnonce="([^"]+)"/g)].map((match) => match[1]))
  return { allowed, inScripts }
}

test.describe('answers are gzipped for browsers that accept it (decision 19)', () => {
  test('a cached page, each time with a nonce of its own inside', async ({ request }) => {
    const pages = []
    for (let i = 0; i < 3; i++) {
      const response = await request.get('/news?lang=en-US', { headers: GZIP })
      expect(response.status()).toBe(200)
      expect(response.headers()['content-encoding']).toBe('gzip')
      expect(response.headers().vary).toContain('accept-encoding')
      const html = await response.text()
      expect(html).toContain('</html>')
      pages.push({ cache: response.headers()['x-page-cache'], ...noncesOf(response.headers()['content-security-policy'], html) })
    }
    expect(pages.at(-1)?.cache).toBe('hit')
    for (const page of pages) expect([...page.inScripts]).toEqual([page.allowed])
    expect(new Set(pages.map((page) => page.allowed)).size).toBe(3)
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
