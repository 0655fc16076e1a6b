import fc from 'fast-check'
import { toJSONAsync } from 'seroval'
import { leakPattern } from '../leak-pattern'
import { expect, test } from './fixtures'
import { serverFunctionsOfBuild } from './server-functions-of-build'

/**
 * Issue 8: every server function of the build, called with malformed payloads (not JSON, JSON that is not the
 * framework's format, well-formed payloads of random data), signed in or not, answers without a 5xx and without a
 * stack trace. 200 generated calls each.
 */
const RUNS = 200

const junkData = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(
    fc.constantFrom('id', 'name', 'page', 'size', 'email', 'password', 'mobile', 'code', 'data', 'title', 'content'),
    fc.oneof(fc.string({ maxLength: 50 }), fc.integer(), fc.constant(null), fc.constant(''), fc.constant('a'.repeat(3000))),
  ),
)

/** A payload as text: sometimes the framework's own encoding of random data, sometimes anything at all. */
const payloadText = fc.oneof(
  junkData.map(async (data) => JSON.stringify(await toJSONAsync({ data }))),
  fc.jsonValue({ maxDepth: 3 }).map(async (json) => JSON.stringify(json)),
  fc.string({ maxLength: 200 }).map(async (text) => text),
)

test.describe('fuzzing the server functions', () => {
  const functions = serverFunctionsOfBuild()

  test('the build has the server functions this test expects to find', () => {
    expect(functions.length).toBeGreaterThanOrEqual(20)
    expect(functions.filter((fn) => fn.name.endsWith('…')).map((fn) => fn.id)).toEqual([])
  })

  for (const fn of functions) {
    test(`${fn.method} ${fn.name}: no 5xx, no stack trace`, async ({ request }) => {
      test.setTimeout(120_000)
      const signUp = await request.post('/api/v1/signup', {
        data: {
          email: `fuzz-${fn.id.slice(0, 16)}-${Date.now()}@example.com`,
          password: 'plum-harbour-lantern-77',
          name: 'Fuzz',
          termsAgree: true,
          privacyAgree: true,
        },
      })
      const token = ((await signUp.json()) as { data: { accessToken: string } }).data.accessToken
      await fc.assert(
        fc.asyncProperty(payloadText, fc.boolean(), async (payload, signedIn) => {
          const text = await payload
          const headers: Record<string, string> = {
            'x-tsr-serverFn': 'true',
            'sec-fetch-site': 'same-origin',
            accept: 'application/json',
            ...(signedIn ? { cookie: `member_session=${token}` } : {}),
          }
          const url = `/_serverFn/${fn.id}`
          const response =
            fn.method === 'GET'
              ? await request.get(`${url}?payload=${encodeURIComponent(text)}`, { headers })
              : await request.post(url, { headers: { ...headers, 'content-type': 'application/json' }, data: text })
          const body = await response.text()
          expect(response.status(), body.slice(0, 300)).toBeLessThan(500)
          expect(body).not.toMatch(leakPattern)
        }),
        { numRuns: RUNS },
      )
    })
  }
})
