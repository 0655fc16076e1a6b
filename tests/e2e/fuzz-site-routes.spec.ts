import type { APIRequestContext } from '@playwright/test'
import fc from 'fast-check'
import { leakPattern } from '../leak-pattern'
import { SESSION_COOKIE } from './auth-support'
import { e2eProviders, e2eServerEnv, oauthOrigin } from './e2e-server-env'
import { expect, locales, test } from './fixtures'
import { memberSignedUpByApi } from './member-support'
import { STAFF_COOKIE, staffSession } from './staff-session-support'
import { firstId } from './support'

/**
 * Issue 8: the site's own routes, beside the API (tests/contract/fuzz-api-support.ts) and the server functions
 * (fuzz-server-functions.spec.ts): the sign-in's start and callback, the sign-out form, the inquiry endpoint, the
 * cache purge, the API's mount on the site, and every page with hostile search params and cookies; issue 23 the staff
 * console's downloads and pages. 200 generated requests each; none may answer a 5xx, show a stack trace or SQL text,
 * or redirect to another host.
 */
const RUNS = 200

const hostile = fc.constantFrom(
  '',
  '0',
  '-1',
  '1e309',
  '99999999999999999999',
  'NaN',
  "' OR 1=1 --",
  '../../etc/passwd',
  '%00',
  // Control characters, which the API refuses in text: a page that took them answered 500 (issue 21).
  '\u0001',
  '\u007f',
  'a\u0000b',
  '\u001b[31m',
  '%E0%A4%A',
  '//evil.test',
  '/\\evil.test',
  'https://evil.test/',
  '<script>alert(1)</script>',
  '🙂'.repeat(40),
  'a'.repeat(3000),
  '{"$ne":null}',
)
const text = fc.oneof(hostile, fc.string({ maxLength: 60 }), fc.integer().map(String))
/** Header values must be visible ASCII; anything else is percent-encoded as a browser would. */
const headerText = text.map((value) => encodeURIComponent(value))
const query = (keys: string[]) =>
  fc
    .dictionary(fc.oneof({ weight: 3, arbitrary: fc.constantFrom('utm_source', ...keys) }, fc.string({ maxLength: 8 })), text, {
      maxKeys: 6,
    })
    .map((entries) => new URLSearchParams(entries).toString())

function withQuery(path: string, search: string): string {
  return search ? `${path}?${search}` : path
}

/** A base64url cookie value, sometimes a well-formed sign-in flow whose state the callback's query repeats. */
function flowCookie(state: string, provider: string, returnTo: string): string {
  return Buffer.from(JSON.stringify({ state, provider, mode: 'redirect', returnTo, locale: 'en-US' })).toString('base64url')
}

interface Answer {
  status: number
  body: string
  location: string | undefined
}

async function answerOf(response: Response): Promise<Answer> {
  return { status: response.status, body: await response.text(), location: response.headers.get('location') ?? undefined }
}

/** The checks every answer of this file must pass; `allowedHosts` are the other origins a redirect may name. */
function expectSafe(answer: Answer, site: string, allowedHosts: string[] = []): void {
  expect(answer.status, answer.body.slice(0, 300)).toBeLessThan(500)
  expect(answer.body).not.toMatch(leakPattern)
  if (answer.location) {
    expect([site, ...allowedHosts], answer.location).toContain(new URL(answer.location, site).origin)
  }
}

/**
 * One request to the site (`site`: the test's base URL), its redirect not followed. Node's own fetch: a third of the
 * time of Playwright's request client per call, over the same loopback HTTP, and no cookie jar: a request carries
 * the cookies its headers name, nothing an earlier answer set.
 */
async function send(
  site: string | undefined,
  method: string,
  url: string,
  options: { headers?: Record<string, string>; data?: string | Buffer } = {},
): Promise<Answer> {
  return answerOf(
    await fetch(new URL(url, site), {
      method,
      redirect: 'manual',
      headers: options.headers,
      body: options.data as BodyInit | undefined,
    }),
  )
}

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
      { numRuns: RUNS },
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
      { numRuns: RUNS },
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
      { numRuns: RUNS },
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
      { numRuns: RUNS },
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
      { numRuns: RUNS },
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
      { numRuns: RUNS },
    )
  })
})

/** Every page (member pages too, whose guard sees a forged session), with the search params its route reads. */
const pages: Array<{ path: string; keys: string[] }> = [
  { path: '/', keys: [] },
  { path: '/contact', keys: [] },
  { path: '/news', keys: ['page', 'category'] },
  { path: '/news/:news', keys: [] },
  { path: '/news/{junk}', keys: [] },
  { path: '/press', keys: ['page'] },
  { path: '/business/material', keys: ['page'] },
  { path: '/business/pb', keys: ['page'] },
  {
    path: '/business/pharmacy',
    keys: ['page', 'product', 'siNm', 'sggNm', 'subwayArea', 'subwayLine', 'subwayName', 'query'],
  },
  { path: '/business/showroom', keys: [] },
  { path: '/company/contactUS', keys: [] },
  { path: '/company/history', keys: ['page'] },
  { path: '/company/intro', keys: [] },
  { path: '/company/vision', keys: [] },
  { path: '/research/intro', keys: [] },
  { path: '/research/patent', keys: ['page', 'category'] },
  { path: '/research/patent/{junk}', keys: [] },
  { path: '/research/thesis', keys: ['page', 'category'] },
  { path: '/research/thesis/:thesis', keys: [] },
  { path: '/login', keys: ['returnTo', 'error'] },
  { path: '/signup', keys: ['returnTo'] },
  { path: '/signup/consent', keys: [] },
  { path: '/faq', keys: [] },
  { path: '/terms', keys: [] },
  { path: '/privacy', keys: [] },
  { path: '/mypage', keys: [] },
  { path: '/mypage/points', keys: ['period', 'page'] },
  { path: '/mypage/qna', keys: ['page'] },
  { path: '/mypage/qna/{junk}', keys: [] },
  { path: '/sample', keys: ['page'] },
]

/** Pages that render for an anonymous visitor at a real address: not the member pages, not a junk detail. */
const rendersFor = {
  anonymous: (path: string) => !path.includes('{junk}') && !/^\/(mypage|sample|signup\/consent)/.test(path),
}

function summarize(statuses: number[]): string {
  const counts = new Map<number, number>()
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1)
  return [...counts].map(([status, count]) => `${count}x${status}`).join(', ')
}

test.describe('fuzzing the pages', () => {
  test.describe.configure({ timeout: 180_000 })

  for (const { path, keys } of pages) {
    test(`GET ${path}: hostile search params, languages and cookies`, async ({ request, baseURL }) => {
      const site = new URL(baseURL ?? '').origin
      let concrete = path
      for (const kind of ['news', 'thesis'] as const) {
        if (path.includes(`:${kind}`)) concrete = path.replace(`:${kind}`, String(await firstId(request, kind)))
      }
      const target = concrete.includes('{junk}')
        ? text.map((junk) => concrete.replace('{junk}', encodeURIComponent(junk) || '0'))
        : fc.constant(concrete)
      const statuses: number[] = []
      await fc.assert(
        fc.asyncProperty(
          target,
          query(keys),
          // Mostly a language the site has, so that the page renders instead of redirecting to one.
          fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...locales) }, { weight: 1, arbitrary: text }),
          fc.oneof(fc.constantFrom('ko-KR', 'en-US', 'ja-JP,ja;q=0.9', '*'), headerText),
          fc.option(headerText, { nil: undefined }),
          async (pathname, search, lang, language, session) => {
            const headers: Record<string, string> = { accept: 'text/html', 'accept-language': language }
            if (session !== undefined) headers.cookie = `${SESSION_COOKIE}=${session}`
            const params = new URLSearchParams(search)
            params.set('lang', lang)
            // Followed as a browser would (the router puts a bad search right with a redirect), at most three times.
            let answer = await send(baseURL, 'GET', `${pathname}?${params}`, { headers })
            for (let hop = 0; hop < 3 && answer.location; hop++) {
              expectSafe(answer, site)
              answer = await send(baseURL, 'GET', new URL(answer.location, site).href, { headers })
            }
            expectSafe(answer, site)
            statuses.push(answer.status)
          },
        ),
        { numRuns: RUNS },
      )
      console.info(`${path}: ${summarize(statuses)}`)
      // Whatever is thrown at a public page, the visitor ends on it, rendered.
      if (rendersFor.anonymous(path)) expect(summarize(statuses)).toBe(`${RUNS}x200`)
    })
  }
})

/**
 * Issue 23: the staff console's routes. Its downloads and its pages, with hostile addresses, search params and
 * sessions: none, a forged one, a member's, and live staff sessions of each role (so that the sections' loaders and
 * the downloads run past their guard too). Every answer is private and never indexed; without a live staff session
 * nothing but the sign-in pages renders, and no file is handed out.
 */
test.describe('fuzzing the staff console', () => {
  test.describe.configure({ timeout: 180_000 })

  type Sessions = Array<{ kind: 'none' | 'forged' | 'member' | 'staff'; cookie?: string }>
  /** The sessions a console request may carry; the member's and the staff members' are this test's own. */
  async function consoleSessions(request: APIRequestContext): Promise<Sessions> {
    const member = (await memberSignedUpByApi(request, 'fuzz-console')).token
    const staff = await Promise.all((['admin', 'support', 'editor'] as const).map((role) => staffSession(request, role)))
    return [
      { kind: 'none' },
      { kind: 'forged', cookie: `${STAFF_COOKIE}=forged-${'x'.repeat(40)}` },
      { kind: 'member', cookie: `${SESSION_COOKIE}=${member}` },
      ...staff.map(({ token }) => ({ kind: 'staff' as const, cookie: `${STAFF_COOKIE}=${token}` })),
    ]
  }

  function expectPrivate(answer: Answer & { headers: Record<string, string> }, label: string): void {
    expect(answer.headers['cache-control'], label).toBe('private, no-store')
  }

  async function sendWithHeaders(site: string | undefined, url: string, headers: Record<string, string>) {
    const response = await fetch(new URL(url, site), { redirect: 'manual', headers })
    return { ...(await answerOf(response)), headers: Object.fromEntries(response.headers) }
  }

  test('GET /api/console/{path}: any path, filters and session; a file only for a live staff session', async ({
    request,
    baseURL,
  }) => {
    const site = new URL(baseURL ?? '').origin
    const sessions = await consoleSessions(request)
    const path = fc.oneof(
      fc.constantFrom('inquiries.csv', 'inquiries/C-1/attachments/1', 'inquiries/../attachments/1'),
      text.map((junk) => `inquiries/${encodeURIComponent(junk)}/attachments/1`),
      fc
        .tuple(text, text)
        .map(([receipt, id]) => `inquiries/${encodeURIComponent(receipt)}/attachments/${encodeURIComponent(id)}`),
      fc.array(text.map(encodeURIComponent), { minLength: 1, maxLength: 4 }).map((segments) => segments.join('/')),
    )
    const filters = query(['q', 'status', 'category', 'from', 'to', 'language', 'sort', 'lang'])
    await fc.assert(
      fc.asyncProperty(path, filters, fc.constantFrom(...sessions), async (target, search, session) => {
        const url = withQuery(`/api/console/${target}`, search)
        const answer = await sendWithHeaders(baseURL, url, session.cookie ? { cookie: session.cookie } : {})
        expectSafe(answer, site)
        expectPrivate(answer, url)
        expect(answer.headers['x-content-type-options'], url).toBe('nosniff')
        if (session.kind !== 'staff') expect(answer.status, `${url} as ${session.kind}`).toBeGreaterThanOrEqual(400)
      }),
      { numRuns: RUNS },
    )
  })

  const consolePages: Array<{ label: string; paths: string[]; keys: string[] }> = [
    { label: 'the sign-in pages', paths: ['/admin/login', '/admin/invitation'], keys: ['returnTo', 'token'] },
    {
      label: 'the sections',
      paths: [
        '/admin',
        '/admin/inquiries',
        '/admin/questions',
        '/admin/samples',
        '/admin/members',
        '/admin/outbox',
        '/admin/audit',
        '/admin/staff',
      ],
      keys: ['page', 'size', 'sort', 'status', 'category', 'from', 'to', 'language', 'q', 'staff', 'action'],
    },
    {
      label: 'records and unknown addresses',
      paths: [
        '/admin/inquiries/{junk}',
        '/admin/questions/{junk}',
        '/admin/samples/{junk}',
        '/admin/members/{junk}',
        '/admin/{junk}',
        '/admin/login/{junk}',
      ],
      keys: ['page', 'returnTo'],
    },
  ]

  for (const { label, paths, keys } of consolePages) {
    test(`GET ${label} of the console: hostile search params, languages and sessions`, async ({ request, baseURL }) => {
      const site = new URL(baseURL ?? '').origin
      const sessions = await consoleSessions(request)
      const target = fc
        .tuple(fc.constantFrom(...paths), text)
        .map(([path, junk]) => path.replace('{junk}', encodeURIComponent(junk) || '0'))
      const statuses: number[] = []
      await fc.assert(
        fc.asyncProperty(
          target,
          query(keys),
          fc.oneof({ weight: 4, arbitrary: fc.constantFrom('ko-KR', 'en-US') }, { weight: 1, arbitrary: text }),
          fc.constantFrom(...sessions),
          async (pathname, search, lang, session) => {
            const headers: Record<string, string> = { accept: 'text/html', ...(session.cookie ? { cookie: session.cookie } : {}) }
            const params = new URLSearchParams(search)
            params.set('lang', lang)
            let url = `${site}${pathname}?${params}`
            let answer = await sendWithHeaders(baseURL, url, headers)
            for (let hop = 0; hop < 3 && answer.location; hop++) {
              expectSafe(answer, site)
              url = new URL(answer.location, url).href
              answer = await sendWithHeaders(baseURL, url, headers)
            }
            expectSafe(answer, site)
            const at = new URL(url).pathname
            if (at.startsWith('/admin')) {
              expectPrivate(answer, url)
              expect(answer.headers['x-robots-tag'], url).toContain('noindex')
            }
            // Without a live staff session the console shows its sign-in pages (at any address under them) and nothing else.
            if (session.kind !== 'staff' && answer.status === 200)
              expect(at, `${url} as ${session.kind}`).toMatch(/^\/admin\/(login|invitation)(\/|$)/)
            statuses.push(answer.status)
          },
        ),
        { numRuns: RUNS },
      )
      console.info(`${label}: ${summarize(statuses)}`)
    })
  }
})
