import { toJSONAsync } from 'seroval'
import { leakPattern } from '../leak-pattern'
import { expect, test } from './fixtures'
import { serverFunctionsOfBuild } from './server-functions-of-build'
import { expectedTitle, msg } from './support'

/**
 * Issue 21: a control character in the pharmacy finder's search answered 500. The page took what its API refuses,
 * and the error page's state carried the validator's issues: the pattern and the input (docs/decisions/0026).
 */
const html = { accept: 'text/html' }
const controlCharacters = ['%01', '%7F', 'a%00b']

test.describe('a control character in a search', () => {
  for (const value of controlCharacters) {
    test(`/business/pharmacy?query=${value}: the finder, without that search, and nothing of the validator`, async ({
      request,
    }) => {
      const response = await request.get(`/business/pharmacy?lang=en-US&query=${value}`, { headers: html })
      const body = await response.text()
      expect(response.status(), body.slice(0, 300)).toBe(200)
      expect(new URL(response.url()).searchParams.has('query')).toBe(false)
      expect(body).toContain(`<title>${expectedTitle('en-US', 'nav_business_pharmacy')}</title>`)
      expect(body).not.toMatch(leakPattern)
    })
  }

  test('in every text field of the finder, the page ends rendered', async ({ request }) => {
    for (const key of ['siNm', 'sggNm', 'subwayArea', 'subwayLine', 'subwayName', 'query']) {
      const response = await request.get(`/business/pharmacy?lang=ko-KR&${key}=%01`, { headers: html })
      expect(response.status(), key).toBe(200)
      expect(await response.text()).not.toMatch(leakPattern)
    }
  })

  test("the finder's server function refuses it as the API does: BAD_REQUEST, localized, nothing of the input", async ({
    request,
  }) => {
    const finder = serverFunctionsOfBuild().find((fn) => fn.name === 'readPublicEndpoint')
    expect(finder, 'the build has readPublicEndpoint').toBeDefined()
    const input = { query: { page: 1, size: 10, query: '\u0001pzMARK' } }
    const payload = JSON.stringify(await toJSONAsync({ data: { endpoint: 'pharmacyPage', input } }))
    const response = await request.get(`/_serverFn/${finder?.id}?payload=${encodeURIComponent(payload)}`, {
      headers: { 'x-tsr-serverFn': 'true', 'sec-fetch-site': 'same-origin', accept: 'application/json', 'x-locale': 'en-US' },
    })
    const body = await response.text()
    // The framework answers a failed call with its serialized error, whose status travels inside.
    expect(response.status(), body.slice(0, 300)).toBeLessThan(500)
    expect(body).toContain('"BAD_REQUEST"')
    expect(body).toContain('{"t":0,"s":400}')
    expect(body).toContain(msg('en-US', 'api_error_bad_request'))
    expect(body).not.toContain('pzMARK')
    expect(body).not.toMatch(leakPattern)
  })
})
