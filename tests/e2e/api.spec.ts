import { expect, test } from './fixtures'
import { msg, waitForHydration } from './support'

/** The built-in backend as mounted on the production server at /api/v1. */
test.describe('the mounted /api/v1', () => {
  test('answers a public read with data, CDN caching and the security headers', async ({ request }) => {
    const response = await request.get('/api/v1/post/news?page=1&size=3', { headers: { 'accept-language': 'en-US' } })
    expect(response.status()).toBe(200)
    const body = await response.json()
    expect(body.data).toMatchObject({ page: 1, size: 3, total: expect.any(Number) })
    expect(body.data.items).toHaveLength(3)
    expect(body.data.items[0].title).toMatch(/[A-Za-z]/)
    const headers = response.headers()
    expect(headers['cache-control']).toMatch(/s-maxage=\d+.*stale-while-revalidate=\d+/)
    expect(headers.vary).toMatch(/accept-language/i)
    expect(headers['x-content-type-options']).toBe('nosniff')
  })

  test('answers bad input and unknown ids with the localized error body', async ({ request }) => {
    const bad = await request.get('/api/v1/post/news?size=1000', { headers: { 'accept-language': 'ja-JP' } })
    expect(bad.status()).toBe(400)
    // The refusal names the field at fault (decision 105), in the request's language.
    const { fields, ...refusal } = (await bad.json()).error
    expect(refusal).toEqual({ status: 400, code: 'BAD_REQUEST', message: '入力内容をご確認ください。' })
    expect(Object.keys(fields)).toEqual(['size'])
    const missing = await request.get('/api/v1/post/news/987654')
    expect(missing.status()).toBe(404)
    expect((await missing.json()).error.code).toBe('NOT_FOUND')
  })

  test('refuses a state-changing request a browser marks as cross-site', async ({ request }) => {
    const foreign = await request.post('/api/v1/post/news', {
      headers: { origin: 'https://evil.test', 'sec-fetch-site': 'cross-site', 'accept-language': 'ja-JP' },
      data: {},
    })
    expect(foreign.status()).toBe(403)
    // In the language the request prefers, like every other refusal.
    expect((await foreign.json()).error).toEqual({
      status: 403,
      code: 'CSRF_REJECTED',
      message: msg('ja-JP', 'api_error_forbidden'),
    })
  })

  test('serves the company deck as a real PDF', async ({ request }) => {
    const [deck] = (await (await request.get('/api/v1/documents?type=COMPANY')).json()).data
    const file = await request.get(deck.url)
    expect(file.status()).toBe(200)
    expect(file.headers()['content-type']).toBe('application/pdf')
    const bytes = await file.body()
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
    expect(bytes.toString('latin1').match(/\/Type\s*\/Page\b/g)?.length ?? 0).toBeGreaterThanOrEqual(5)
  })
})

test.describe('server functions', () => {
  test('refuse a call a browser marks as cross-site, before any work', async ({ request }) => {
    const foreign = await request.post('/_serverFn/any-function-id', {
      headers: { origin: 'https://evil.test', 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' },
      data: {},
    })
    expect(foreign.status()).toBe(403)
    expect((await foreign.json()).error.code).toBe('CSRF_REJECTED')
  })

  test('refuse a call that proves nothing about where it comes from', async ({ request }) => {
    const anonymous = await request.post('/_serverFn/any-function-id', {
      headers: { 'content-type': 'application/json' },
      data: {},
    })
    expect(anonymous.status()).toBe(403)
  })

  test('answer a same-origin call in the page language', async ({ page }) => {
    await page.goto('/news?lang=ja-JP')
    await waitForHydration(page)
    const [response] = await Promise.all([
      page.waitForResponse((candidate) => candidate.url().includes('/_serverFn/')),
      page.evaluate(() => {
        const link = document.querySelector<HTMLAnchorElement>('a[href^="/press"]')
        link?.click()
      }),
    ])
    expect(response.status()).toBe(200)
    expect(response.request().headers()['x-locale']).toBe('ja-JP')
  })
})
