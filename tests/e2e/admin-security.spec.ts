import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import type { APIRequestContext, Response } from '@playwright/test'
import { toJSONAsync } from 'seroval'
import { isConsoleMessage } from '~/i18n/console-locales'
import { memberName, SESSION_COOKIE, signInLink } from './auth-support'
import { e2eServerEnv } from './e2e-server-env'
import { expect, locales, test } from './fixtures'
import { signedUpMember } from './member-support'
import { sentInquiry } from './operations-support'
import { serverFunctionsOfBuild } from './server-functions-of-build'
import { waitForConsole } from './staff-console-support'
import { firstAttachmentId, STAFF_COOKIE, staffSession } from './staff-session-support'
import { msg, waitForHydration } from './support'

/**
 * Issue 23, the console's side of the site: a member's session never opens the console and a staff session never acts
 * as a member; the console's pages are private (no cache keeps them, no search engine indexes them, the CSP's nonce on
 * every script); its downloads go only to the roles that may have them, always as attachments; and no public page
 * loads its JavaScript or its messages.
 */

type Role = 'admin' | 'support' | 'editor'

/** The console's server functions, each with an input its validator accepts (records that do not exist). */
const receiptNumber = 'C-00000000-0000'
const someone = randomUUID()
const consoleFunctions: Array<{ name: string; data?: unknown; roles: readonly Role[] }> = [
  { name: 'getDashboard', roles: ['admin', 'support'] },
  { name: 'listInquiries', data: {}, roles: ['admin', 'support'] },
  { name: 'getInquiry', data: { receiptNumber }, roles: ['admin', 'support'] },
  { name: 'listAssignees', roles: ['admin', 'support'] },
  { name: 'addInquiryNote', data: { receiptNumber, body: 'A note' }, roles: ['admin', 'support'] },
  { name: 'assignInquiry', data: { receiptNumber, assigneeId: null, version: 1 }, roles: ['admin', 'support'] },
  { name: 'setInquiryStatus', data: { receiptNumber, status: 'done', version: 1 }, roles: ['admin', 'support'] },
  { name: 'replyToInquiry', data: { receiptNumber, subject: 'Re', body: 'Hello', version: 1 }, roles: ['admin', 'support'] },
  { name: 'listQuestions', data: {}, roles: ['admin', 'support'] },
  { name: 'getQuestion (questions.functions)', data: { id: 999_999 }, roles: ['admin', 'support'] },
  { name: 'answerQuestion', data: { id: 999_999, content: 'An answer' }, roles: ['admin', 'support'] },
  { name: 'listSamples', data: {}, roles: ['admin', 'support'] },
  { name: 'getSample', data: { id: 999_999 }, roles: ['admin', 'support'] },
  { name: 'moveSample', data: { id: 999_999, status: 'reviewing', version: 1 }, roles: ['admin', 'support'] },
  { name: 'searchMembers', data: {}, roles: ['admin', 'support'] },
  { name: 'getMember', data: { id: someone }, roles: ['admin', 'support'] },
  { name: 'revealMember', data: { id: someone, reason: 'A call about an order' }, roles: ['admin', 'support'] },
  { name: 'getMemberPoints', data: { id: someone }, roles: ['admin', 'support'] },
  { name: 'adjustPoints', data: { id: someone, kind: 'grant', amount: 1, reason: 'Thanks' }, roles: ['admin', 'support'] },
  { name: 'listMemberSessions', data: { id: someone }, roles: ['admin', 'support'] },
  { name: 'endMemberSession (members.functions)', data: { id: someone, sessionId: randomUUID() }, roles: ['admin', 'support'] },
  { name: 'endAllMemberSessions (members.functions)', data: { id: someone }, roles: ['admin', 'support'] },
  { name: 'listMails', data: {}, roles: ['admin', 'support'] },
  { name: 'retryMail', data: { id: 999_999 }, roles: ['admin', 'support'] },
  { name: 'listStaff', roles: ['admin'] },
  { name: 'inviteStaff', data: { email: 'never-invited@example.com', name: 'Never', role: 'support' }, roles: ['admin'] },
  { name: 'updateStaff', data: { id: someone, status: 'disabled', version: 1 }, roles: ['admin'] },
  { name: 'resetStaffSecondFactor', data: { id: someone }, roles: ['admin'] },
  { name: 'readAuditLog', data: {}, roles: ['admin'] },
]

/** A server function called as the browser bundle calls it, with `cookie`; the answer's text. */
async function callFunction(request: APIRequestContext, name: string, data: unknown, cookie?: string): Promise<string> {
  const fn = serverFunctionsOfBuild().find((candidate) => candidate.name === name)
  if (!fn) throw new Error(`the build has no server function ${name}`)
  const headers: Record<string, string> = {
    'x-tsr-serverFn': 'true',
    'sec-fetch-site': 'same-origin',
    accept: 'application/json',
  }
  if (cookie) headers.cookie = cookie
  const payload = data === undefined ? undefined : JSON.stringify(await toJSONAsync({ data }))
  const response =
    fn.method === 'GET'
      ? await request.get(`/_serverFn/${fn.id}${payload ? `?payload=${encodeURIComponent(payload)}` : ''}`, { headers })
      : await request.post(`/_serverFn/${fn.id}`, {
          headers: { ...headers, 'content-type': 'application/json' },
          data: payload ?? JSON.stringify(await toJSONAsync({ data: {} })),
        })
  expect(response.status(), `${name}: ${(await response.text()).slice(0, 300)}`).toBeLessThan(500)
  return response.text()
}

/** The console's pages, each section once (a record that does not exist for the detail pages). */
const consolePages = [
  '/admin',
  '/admin/inquiries',
  `/admin/inquiries/${receiptNumber}`,
  '/admin/questions',
  '/admin/samples',
  '/admin/members',
  `/admin/members/${someone}`,
  '/admin/outbox',
  '/admin/staff',
  '/admin/audit',
]

test.describe('a member is no staff member, and a staff member no member', () => {
  test("a member's session opens no console page, and no console function answers it", async ({ page, context, request }) => {
    const member = await signedUpMember(context, 'console-outsider')
    for (const path of consolePages) {
      const response = await context.request.get(`${path}?lang=ko-KR`, { maxRedirects: 0 })
      expect(response.status(), path).toBe(307)
      expect(new URL(response.headers().location ?? '', 'http://site').pathname, path).toBe('/admin/login')
    }
    await page.goto('/admin/inquiries?lang=ko-KR')
    expect(new URL(page.url()).pathname).toBe('/admin/login')

    for (const { name, data } of consoleFunctions) {
      for (const cookie of [undefined, `${SESSION_COOKIE}=${member.token}`]) {
        const answer = await callFunction(request, name, data, cookie)
        expect(answer, `${name} with ${cookie ? "a member's session" : 'no session'}`).toContain('UNAUTHORIZED')
      }
    }
  })

  test("each console function refuses the staff roles that may not call it (403), and lets the others past the site's check", async ({
    request,
  }) => {
    test.setTimeout(60_000)
    const sessions = await Promise.all((['admin', 'support', 'editor'] as const).map((role) => staffSession(request, role)))
    for (const { name, data, roles } of consoleFunctions) {
      for (const { staff, token } of sessions) {
        const answer = await callFunction(request, name, data, `${STAFF_COOKIE}=${token}`)
        const label = `${name} as ${staff.role}`
        expect(answer, label).not.toContain('UNAUTHORIZED')
        if (roles.includes(staff.role)) expect(answer, label).not.toContain('FORBIDDEN')
        else expect(answer, label).toContain('FORBIDDEN')
      }
    }
  })

  test('a staff session never acts as a member: the member area sends it to sign in, the member functions see no one', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const { staff, token } = await staffSession(request, 'admin')
    await context.addCookies([{ name: STAFF_COOKIE, value: token, url: baseURL ?? '', httpOnly: true, sameSite: 'Strict' }])
    // As for any visitor without a member's session: the member area sends them to sign in, the header offers it.
    for (const path of ['/mypage', '/mypage/points', '/mypage/qna', '/sample']) {
      await page.goto(`${path}?lang=ko-KR`)
      expect(new URL(page.url()).pathname, path).toBe('/login')
      await expect(signInLink(page, 'ko-KR')).toBeVisible()
      await expect(memberName(page)).toHaveCount(0)
    }
    const cookie = `${STAFF_COOKIE}=${token}`
    expect(await callFunction(request, 'getCurrentMember', undefined, cookie)).not.toContain(staff.email)
    expect(await callFunction(request, 'getPoints', {}, cookie)).toContain('UNAUTHORIZED')
    const asMember = await request.get('/api/v1/me', { headers: { authorization: `Bearer ${token}` } })
    expect(asMember.status()).toBe(401)
  })
})

test.describe("the console's pages are private", () => {
  test('never stored by the page cache or a shared cache, never indexed, every script under the CSP nonce', async ({
    request,
  }) => {
    test.setTimeout(60_000)
    const { token } = await staffSession(request, 'admin')
    const visitors: Array<{ who: string; headers: Record<string, string> }> = [
      { who: 'no one', headers: {} },
      { who: 'an admin', headers: { cookie: `${STAFF_COOKIE}=${token}` } },
    ]
    for (const { who, headers } of visitors) {
      for (const path of [...consolePages, '/admin/login', '/admin/invitation']) {
        for (const visit of [1, 2]) {
          const label = `${path} for ${who}, visit ${visit}`
          const response = await request.get(`${path}?lang=ko-KR`, { headers })
          expect([200, 404], label).toContain(response.status())
          const answer = response.headers()
          expect(answer['cache-control'], label).toBe('private, no-store')
          expect(answer['x-page-cache'], label).not.toBe('hit')
          expect(answer['x-robots-tag'], label).toContain('noindex')
          const html = await response.text()
          if (response.status() === 200) expect(html, label).toMatch(/<meta name="robots" content="noindex[^"]*"/)
          const nonce = answer['content-security-policy']?.match(/script-src [^;]*'nonce-([^']+)'/)?.[1]
          expect(nonce, label).toBeTruthy()
          const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag)
          expect(scripts.length, label).toBeGreaterThan(0)
          for (const tag of scripts) expect(tag, label).toContain(`nonce="${nonce}"`)
        }
      }
    }
  })

  test('robots.txt keeps crawlers out of /admin, and the sitemap names no console address', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text()
    expect(robots).toMatch(/^Disallow: \/admin\/?$/m)
    const sitemap = await (await request.get('/sitemap.xml')).text()
    expect(sitemap).toContain('<loc>')
    expect(sitemap).not.toMatch(/<loc>[^<]*\/admin/)
  })
})

test.describe("the console's downloads", () => {
  test('an attachment and the CSV export go to support and admin staff only, always as a download nothing keeps', async ({
    request,
    context,
  }) => {
    test.setTimeout(60_000)
    const inquiry = await sentInquiry(request)
    const attachment = `/api/console/inquiries/${inquiry.receipt}/attachments/${await firstAttachmentId(request, inquiry.receipt)}`
    const csv = `/api/console/inquiries.csv?q=${encodeURIComponent(inquiry.receipt)}&lang=ko-KR`
    const member = await signedUpMember(context, 'download-outsider')
    const [support, admin, editor] = await Promise.all([
      staffSession(request, 'support'),
      staffSession(request, 'admin'),
      staffSession(request, 'editor'),
    ])
    const get = (path: string, cookie?: string) => request.get(path, { headers: cookie ? { cookie } : {} })

    for (const path of [attachment, csv]) {
      for (const [who, cookie, status] of [
        ['no session', undefined, 401],
        ["a member's session", `${SESSION_COOKIE}=${member.token}`, 401],
        ["an editor's session", `${STAFF_COOKIE}=${editor.token}`, 403],
      ] as const) {
        const refused = await get(path, cookie)
        const label = `${path} with ${who}`
        expect(refused.status(), label).toBe(status)
        expect(refused.headers()['content-disposition'], label).toBeUndefined()
        expect(refused.headers()['cache-control'], label).toBe('private, no-store')
        expect(refused.headers()['x-content-type-options'], label).toBe('nosniff')
        expect(await refused.text(), label).not.toContain(inquiry.company)
      }
      for (const { staff, token } of [support, admin]) {
        const label = `${path} as ${staff.role}`
        const allowed = await get(path, `${STAFF_COOKIE}=${token}`)
        expect(allowed.status(), label).toBe(200)
        expect(allowed.headers()['content-disposition'], label).toMatch(/^attachment\b/)
        expect(allowed.headers()['x-content-type-options'], label).toBe('nosniff')
        expect(allowed.headers()['cache-control'], label).toBe('private, no-store')
      }
    }
    const exported = await get(csv, `${STAFF_COOKIE}=${support.token}`)
    expect(exported.headers()['content-type']).toMatch(/^text\/csv/)
    expect(await exported.text()).toContain(inquiry.company)
    const file = await get(attachment, `${STAFF_COOKIE}=${support.token}`)
    expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-')
  })

  test("a link on another site, or on another subdomain of this one, downloads nothing in a staff member's name", async ({
    request,
  }) => {
    test.setTimeout(60_000)
    const inquiry = await sentInquiry(request)
    const attachment = `/api/console/inquiries/${inquiry.receipt}/attachments/${await firstAttachmentId(request, inquiry.receipt)}`
    const csv = `/api/console/inquiries.csv?q=${encodeURIComponent(inquiry.receipt)}&lang=en-US`
    const { staff, token } = await staffSession(request, 'support')
    const get = (path: string, fetchSite: string) =>
      request.get(path, {
        headers: { cookie: `${STAFF_COOKIE}=${token}`, 'sec-fetch-site': fetchSite, 'accept-language': 'en-US' },
      })

    for (const path of [attachment, csv]) {
      // `same-site`: another subdomain of the site, whose requests carry the console's SameSite=Strict cookie.
      for (const fetchSite of ['same-site', 'cross-site']) {
        const refused = await get(path, fetchSite)
        const label = `${path} from ${fetchSite}`
        expect(refused.status(), label).toBe(403)
        expect(refused.headers()['content-disposition'], label).toBeUndefined()
        expect(refused.headers()['content-type'], label).toMatch(/^text\/plain/)
        expect(await refused.text(), label).toBe(
          msg('en-US', 'admin_download_failed').replace('{message}', msg('en-US', 'api_error_forbidden')),
        )
      }
    }
    const exportsInAudit = async () => {
      const audit = await request.get('/api/v1/admin/audit?action=inquiry.export&size=100', {
        headers: { authorization: `Bearer ${e2eServerEnv.ADMIN_TOKEN}` },
      })
      const { data } = (await audit.json()) as { data: { items: { actorEmail: string | null }[] } }
      return data.items.filter((entry) => entry.actorEmail === staff.email).length
    }
    expect(await exportsInAudit()).toBe(0)

    // From the console itself, or an address typed or bookmarked (`none`): the file.
    for (const path of [attachment, csv]) {
      for (const fetchSite of ['same-origin', 'none']) {
        const allowed = await get(path, fetchSite)
        expect(allowed.status(), `${path} from ${fetchSite}`).toBe(200)
        expect(allowed.headers()['content-disposition'], `${path} from ${fetchSite}`).toMatch(/^attachment\b/)
      }
    }
    expect(await exportsInAudit()).toBe(2)
  })
})

/**
 * Texts only the console shows: each admin message's longest literal part, when it is long enough to mean something,
 * is words (a single word such as "Publication" or "Categories" is also in code: `PublicationVolume`,
 * `getPostCategories`) and no other message of any language holds it (the console's "본문 바로가기" is also the public
 * skip link's).
 */
function consoleOnlyTexts(): string[] {
  const catalogues = locales.map(
    (locale) => JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as Record<string, unknown>,
  )
  const publicTexts = catalogues.flatMap((catalogue) =>
    Object.entries(catalogue)
      .filter(([key, text]) => !isConsoleMessage(key) && !key.startsWith('$') && typeof text === 'string')
      .map(([, text]) => text as string),
  )
  const texts = new Set<string>()
  for (const catalogue of catalogues) {
    for (const [key, text] of Object.entries(catalogue)) {
      if (!isConsoleMessage(key) || typeof text !== 'string') continue
      const longest = text.split(/\{[^}]*\}/).reduce((a, b) => (b.trim().length > a.length ? b.trim() : a), '')
      const words = /\s/.test(longest)
      if (longest.length >= 10 && words && !publicTexts.some((other) => other.includes(longest))) texts.add(longest)
    }
  }
  return [...texts]
}

test.describe("the console's code stays in the console", () => {
  test('the public pages load none of its JavaScript and none of its messages; the console does', async ({ browser }) => {
    test.setTimeout(90_000)
    const markers = consoleOnlyTexts()
    expect(markers.length, 'admin messages to look for').toBeGreaterThan(50)
    /** Every script a page loaded until the network was quiet, with what it holds of the console. */
    const consoleCodeLoadedBy = async (path: string, hydrated = waitForHydration) => {
      const context = await browser.newContext()
      const page = await context.newPage()
      const scripts: Array<Promise<{ url: string; found: string[] }>> = []
      const keep = (response: Response) => {
        if (response.request().resourceType() !== 'script') return
        scripts.push(
          response.text().then((code) => ({
            url: response.url(),
            found: [
              ...(code.includes('console-main') ? ['console-main'] : []),
              ...markers.filter((marker) => code.includes(marker)),
            ],
          })),
        )
      }
      page.on('response', keep)
      await page.goto(path, { waitUntil: 'networkidle' })
      await hydrated(page)
      await page.waitForLoadState('networkidle')
      // A script answered after this would be read from a closed context: the list ends here.
      page.off('response', keep)
      const loaded = await Promise.all(scripts)
      await context.close()
      expect(loaded.length, `${path} loads scripts`).toBeGreaterThan(0)
      return loaded.filter((script) => script.found.length > 0).map((script) => `${script.url}: ${script.found.slice(0, 3)}`)
    }
    for (const path of ['/?lang=ko-KR', '/?lang=en-US', '/news?lang=ko-KR', '/contact?lang=en-US', '/login?lang=ko-KR']) {
      expect(await consoleCodeLoadedBy(path), path).toEqual([])
    }
    // Control: the console itself loads them, so the markers are ones the build really holds.
    expect((await consoleCodeLoadedBy('/admin/login?lang=ko-KR', waitForConsole)).length).toBeGreaterThan(0)
  })
})
