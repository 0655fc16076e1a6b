import fc from 'fast-check'
import { FUZZ_RUNS } from '../fuzz-runs'
import { SESSION_COOKIE } from './auth-support'
import { e2eProviders, e2eServerEnv, oauthOrigin } from './e2e-server-env'
import { expect, test } from './fixtures'
import { expectSafe, flowCookie, headerText, query, send, text, withQuery } from './fuzz-site-support'

/**
 * Issue 8: the site's own routes, beside the API (tests/contract/fuzz-api-support.ts) and the server functions
 * (fuzz-server-functions.spec.ts): the sign-in's start and callback, the sign-out form, the inquiry endpoint, the
 * cache purge and the API's mount on the site. FUZZ_RUNS generated requests each (tests/fuzz-runs.ts); none may answer
 * a 5xx, show a stack trace or SQL text, or redirect to another host. Every page: fuzz-site-pages.spec.ts; the staff
 * console: fuzz-site-console.spec.ts.
 */
const sameSite = { 'sec-fetch-site': 'same-origin' }

test.describe('fuzzing the site routes', () => {
  test.describe.configure({ timeout: 180_000 })

  test('GET /auth/start/{provider}: redirects only to the site or the provider', async ({ baseURL }) => {
    const site = new URL(baseURL ?? '').origin
    const providers = e2eProviders.map(oauthOrigin)
    const provider = fc.oneof(fc.constantFrom(...e2eProviders), text)
    await fc.assert(
      fc.asyncProperty(provider, query(['mode', 'returnTo', 'lang']), async (name, search) => {
        const answer = await send(baseURL, 'GET', withQuery(`/auth/start/${encodeURIComponent(name)}`, search))
        expectSafe(answer, site, providers)
      }),
      { numRuns: FUZZ_RUNS },
    )
  })

  test('GET /auth/callback/{provider}: any code, state and cookie end on the site', async ({ baseURL }) => {
    const site = new URL(baseURL ?? '').origin
    const state = fc.oneof(text, fc.stringMatching(/^[\w-]{32,40}$/))
    const cookie = fc.oneof(
      fc.constant(undefined),
      headerText,
      fc.tuple(fc.constantFrom(...e2eProviders), text).map(([provider, returnTo]) => ({ provider, returnTo })),
    )
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.constantFrom(...e2eProviders), text),
        state,
        query(['code', 'error', 'error_description']),
        cookie,
        async (provider, stateValue, search, cookieValue) => {
          const flow =
            typeof cookieValue === 'object' ? flowCookie(stateValue, cookieValue.provider, cookieValue.returnTo) : cookieValue
          const params = new URLSearchParams(search)
          params.set('state', stateValue)
          const headers: Record<string, string> = flow ? { cookie: `oauth_state=${flow}` } : {}
          const answer = await send(baseURL, 'GET', `/auth/callback/${encodeURIComponent(provider)}?${params}`, { headers })
          expectSafe(answer, site)
        },
      ),
      { numRuns: FUZZ_RUNS },
    )
  })

  test('POST /auth/logout: any referer, body and session end on the site', async ({ baseURL }) => {
    const site = new URL(baseURL ?? '').origin
    const referer = fc.oneof(
      text.map((path) => `${site}/${encodeURIComponent(path)}`),
      text.map(encodeURIComponent),
    )
    await fc.assert(
      fc.asyncProperty(referer, headerText, fc.string({ maxLength: 200 }), async (from, session, body) => {
        const answer = await send(baseURL, 'POST', '/auth/logout', {
          headers: { ...sameSite, referer: from, cookie: `${SESSION_COOKIE}=${session}`, 'content-type': 'text/plain' },
          data: body,
        })
        expectSafe(answer, site)
      }),
      { numRuns: FUZZ_RUNS },
    )
  })

  test('POST /api/inquiries: junk bodies and content types are refused, never a 5xx', async ({ baseURL }) => {
    const site = new URL(baseURL ?? '').origin
    const multipart = fc
      .array(fc.tuple(fc.constantFrom('name', 'email', 'content', 'files', 'captcha', 'x'), text), { maxLength: 6 })
      .map((fields) => {
        const parts = fields.map(([name, value]) => `--b\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
        return { type: 'multipart/form-data; boundary=b', body: `${parts.join('')}--b--\r\n` }
      })
    const other = fc.record({
      type: fc.constantFrom('application/json', 'text/plain', 'multipart/form-data', 'multipart/form-data; boundary='),
      body: fc.oneof(
        fc.string({ maxLength: 300 }),
        fc.jsonValue({ maxDepth: 2 }).map((json) => JSON.stringify(json)),
      ),
    })
    await fc.assert(
      fc.asyncProperty(fc.oneof(multipart, other), async ({ type, body }) => {
        const answer = await send(baseURL, 'POST', '/api/inquiries', {
          headers: { ...sameSite, 'content-type': type },
          data: Buffer.from(body),
        })
        expectSafe(answer, site)
      }),
      { numRuns: FUZZ_RUNS },
    )
  })

  test('DELETE /api/page-cache: no credential but the admin token empties it', async ({ baseURL }) => {
    const site = new URL(baseURL ?? '').origin
    const authorization = fc.oneof(
      headerText.map((token) => `Bearer ${token}`),
      headerText,
      fc.constant(`Bearer ${e2eServerEnv.ADMIN_TOKEN.slice(0, -1)}`),
      fc.constant(`Basic ${Buffer.from(`admin:${e2eServerEnv.ADMIN_TOKEN}`).toString('base64')}`),
    )
    await fc.assert(
      fc.asyncProperty(authorization, async (credential) => {
        const answer = await send(baseURL, 'DELETE', '/api/page-cache', { headers: { ...sameSite, authorization: credential } })
        expectSafe(answer, site)
        expect(answer.status).toBe(401)
      }),
      { numRuns: FUZZ_RUNS },
    )
  })

  test('ANY /api/v1/{path} on the site: unknown paths, methods and bodies', async ({ baseURL }) => {
    const site = new URL(baseURL ?? '').origin
    const segment = fc.oneof(fc.constantFrom('post', 'news', 'me', 'admin', 'contacts', 'pharmacy', 'auth', 'product'), text)
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE'),
        fc.array(segment, { minLength: 1, maxLength: 4 }),
        query(['page', 'size', 'id', 'type']),
        fc.string({ maxLength: 200 }),
        async (method, segments, search, body) => {
          const path = withQuery(`/api/v1/${segments.map(encodeURIComponent).join('/')}`, search)
          const answer = await send(baseURL, method, path, {
            headers: { ...sameSite, 'content-type': 'application/json' },
            ...(method === 'GET' ? {} : { data: body }),
          })
          expectSafe(answer, site)
        },
      ),
      { numRuns: FUZZ_RUNS },
    )
  })
})
