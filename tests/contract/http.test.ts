import { describe, expect, it, vi } from 'vitest'
import { ApiContractError, ApiRequestError } from '~/api/api-errors'
import { callApi } from '~/api/client.server'
import { contentEndpoints as api } from '~/api/contract/content-endpoints'
import { MAX_PAGE_SIZE } from '~/api/contract/query-params'
import { demoPart, readDemoContent } from '~/backend/seed/demo-content'
import { clientFor, rawGet, setUpContractHarness } from './harness'

const harness = setUpContractHarness()

const demoPharmacies = demoPart(await readDemoContent(), 'pharmacies')

describe('bad input is refused with the error body, never a 5xx', () => {
  const cases: Array<[string, number]> = [
    ['/post/news?page=abc', 400],
    ['/post/news?page=-1', 400],
    ['/post/news?page=0', 400],
    ['/post/news?page=99999999999', 400],
    [`/post/news?size=${MAX_PAGE_SIZE + 1}`, 400],
    ['/post/news?size=1e3', 400],
    ['/post/news?idCategory=abc', 400],
    ['/post/news?idCategory=424242', 404],
    ['/post/news/abc', 400],
    ['/post/news/0', 400],
    ['/post/news/424242', 404],
    ["/post/news/1'%20OR%20'1'='1", 400],
    ['/post/unknown', 404],
    ['/post/unknown/categories', 400],
    ['/product/unknown', 404],
    ['/product/list?type=pills', 400],
    ['/product/list?active=maybe', 400],
    ['/clients/list?isMain=yes', 400],
    ['/documents?type=SECRET', 400],
    [`/pharmacy/page?query=${'a'.repeat(5000)}`, 400],
    ['/pharmacy/page?query=%00', 400],
    ['/pharmacy/page?siNm=%00%01', 400],
    ['/pharmacy/page?idProduct=424242', 404],
    ['/pharmacy/page?query=%27%3B%20DROP%20TABLE%20pharmacies%3B%20--', 200],
    ['/history?size=0', 400],
    ['/nothing/here', 404],
  ]
  const labelled = cases.map(
    ([path, status]) => [path.length > 80 ? `${path.slice(0, 60)}…(${path.length} chars)` : path, status, path] as const,
  )
  it.each(labelled)('%s → %i', async (_label, status, path) => {
    const response = await rawGet(harness, path)
    expect(response.status).toBe(status)
    if (status >= 400) {
      expect(response.json.error).toMatchObject({ status, code: expect.any(String), message: expect.any(String) })
      expect(response.text).not.toMatch(/at \w+ \(|node_modules|SELECT|syntax error/i)
    }
  })

  it('still has every pharmacy after the SQL fragment', async () => {
    const response = await rawGet(harness, '/pharmacy/page?size=1')
    expect((response.json.data as { total: number }).total).toBe(demoPharmacies.length)
  })

  it('answers the error message in the request language', async () => {
    const korean = await rawGet(harness, '/post/news?page=abc', { 'accept-language': 'ko-KR' })
    const english = await rawGet(harness, '/post/news?page=abc', { 'accept-language': 'en-US' })
    expect(korean.json.error?.message).toBe('입력값을 확인해 주세요.')
    expect(english.json.error?.message).toBe('Please check the values you entered.')
  })
})

describe('caching', () => {
  it('lets a CDN cache public reads per language', async () => {
    const response = await rawGet(harness, '/post/news')
    expect(response.headers.get('cache-control')).toMatch(/s-maxage=\d+/)
    expect(response.headers.get('cache-control')).toMatch(/stale-while-revalidate=\d+/)
    expect(response.headers.get('vary')?.toLowerCase()).toContain('accept-language')
  })
  it('never caches errors', async () => {
    const response = await rawGet(harness, '/post/news/424242')
    expect(response.headers.get('cache-control')).toBe('no-store')
  })
})

describe('the client on the wire', () => {
  it('sends the current locale in accept-language and the token bare in authorization', async () => {
    harness.wire.length = 0
    await clientFor(harness, 'http', 'zh-TW', 'tok_abc123')(api.newsList, { query: { page: 2, size: 3 } })
    const [request] = harness.wire
    expect(request?.headers['accept-language']).toBe('zh-TW')
    expect(request?.headers.authorization).toBe('tok_abc123')
    expect(request?.url).toMatch(/\/api\/v1\/post\/news\?page=2&size=3$/)
  })

  it('sends no authorization header when signed out, and URL-encodes the query', async () => {
    harness.wire.length = 0
    await clientFor(harness, 'http', 'ko-KR')(api.pharmacyPage, { query: { siNm: '서울특별시', query: 'a&b=c' } })
    const [request] = harness.wire
    expect(request?.headers.authorization).toBeUndefined()
    expect(request?.url).toContain(`siNm=${encodeURIComponent('서울특별시')}`)
    expect(request?.url).toContain('query=a%26b%3Dc')
  })
})

describe('the client facing a broken API', () => {
  const context = { baseUrl: 'http://api.test/api/v1', locale: 'en-US', unavailableMessage: 'Service unavailable' }

  it('turns an answer outside the contract into a typed error with a clear log line', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const transport = async () => Response.json({ data: { items: [{ id: 'x' }], page: 1, size: 10, total: 1 } })
    await expect(callApi(api.newsList, {}, { ...context, transport })).rejects.toBeInstanceOf(ApiContractError)
    expect(log).toHaveBeenCalledWith(
      expect.stringMatching(/GET \/post\/news answered outside the contract issues="data\.items\.0\.id/),
    )
  })

  it('turns junk that is not JSON into the same typed error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const transport = async () => new Response('<html>proxy error</html>', { status: 200 })
    await expect(callApi(api.figures, {}, { ...context, transport })).rejects.toBeInstanceOf(ApiContractError)
  })

  it('turns an unreachable API into a 503 with the localized message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const transport = async () => {
      throw new TypeError('fetch failed')
    }
    await expect(callApi(api.figures, {}, { ...context, transport })).rejects.toMatchObject({
      status: 503,
      message: 'Service unavailable',
    })
  })

  it('passes on the API error message and status', async () => {
    const transport = async () =>
      Response.json({ error: { status: 429, code: 'RATE_LIMITED', message: 'Slow down' } }, { status: 429 })
    const failure = callApi(api.figures, {}, { ...context, transport })
    await expect(failure).rejects.toBeInstanceOf(ApiRequestError)
    await expect(failure).rejects.toMatchObject({ status: 429, code: 'RATE_LIMITED', message: 'Slow down' })
  })
})
