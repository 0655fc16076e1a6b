import type { APIRequestContext } from '@playwright/test'
import fc from 'fast-check'
import { FUZZ_RUNS } from '../fuzz-runs'
import { SESSION_COOKIE } from './auth-support'
import { expect, test } from './fixtures'
import { type Answer, answerOf, expectSafe, query, summarize, text, withQuery } from './fuzz-site-support'
import { memberSignedUpByApi } from './member-support'
import { STAFF_COOKIE, staffSession } from './staff-session-support'

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
      { numRuns: FUZZ_RUNS },
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
        { numRuns: FUZZ_RUNS },
      )
      console.info(`${label}: ${summarize(statuses)}`)
    })
  }
})
