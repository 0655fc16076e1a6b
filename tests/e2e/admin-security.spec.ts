import { randomUUID } from 'node:crypto'
import type { APIRequestContext } from '@playwright/test'
import { memberName, SESSION_COOKIE, signInLink } from './auth-support'
import { e2eServerEnv } from './e2e-server-env'
import { expect, test } from './fixtures'
import { signedUpMember } from './member-support'
import { callServerFunction } from './server-functions-of-build'
import { STAFF_COOKIE, staffSession } from './staff-session-support'

/**
 * Issue 23, the console's side of the site: a member's session never opens the console and a staff session never acts
 * as a member; the console's pages are private (no cache keeps them, no search engine indexes them, the CSP's nonce on
 * every script). Its downloads: admin-security-downloads.spec.ts; its code kept out of the public pages:
 * admin-security-console-code.spec.ts.
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
  { name: 'revealSampleRecipient', data: { id: 999_999, reason: 'shipping' }, roles: ['admin', 'support'] },
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
  { name: 'readAccessReview', data: { month: '1999-12' }, roles: ['admin'] },
  { name: 'readAccessReviewDue', roles: ['admin'] },
  { name: 'confirmDownloadReasons', data: { month: '1999-12', entryIds: [999_999_999], reason: 'A reason' }, roles: ['admin'] },
  // A month no other test reviews, long before any entry: an admin's call marks it reviewed (409 once it is).
  { name: 'markMonthReviewed', data: { month: '1999-12', note: 'Nothing flagged' }, roles: ['admin'] },
  { name: 'getJobHealth', roles: ['admin'] },
  { name: 'endStaffSessions', data: { id: someone }, roles: ['admin'] },
  { name: 'listOwnSessions', roles: ['admin', 'support', 'editor'] },
  { name: 'endOwnSession', data: { id: randomUUID() }, roles: ['admin', 'support', 'editor'] },
  { name: 'endOtherOwnSessions', roles: ['admin', 'support', 'editor'] },
  // A common password: the API refuses it after the role check, so no test account's password changes.
  { name: 'changeOwnPassword', data: { newPassword: 'password1234' }, roles: ['admin', 'support', 'editor'] },
  { name: 'proveStaffAgain', data: { password: 'not-the-password', code: '000000' }, roles: ['admin', 'support', 'editor'] },
]

/** A server function called as the browser bundle calls it, with `cookie`; the answer's text. */
async function callFunction(request: APIRequestContext, name: string, data: unknown, cookie?: string): Promise<string> {
  const response = await callServerFunction(request, name, data, cookie)
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
  '/admin/access-review',
  '/admin/account',
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

  test('the machine credential in the console’s cookie signs nobody in and makes no call: only a staff session is read there', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const cookie = `${STAFF_COOKIE}=${e2eServerEnv.ADMIN_TOKEN}`
    // The calls the machine credential makes elsewhere among them (the staff list, the inquiries).
    for (const { name, data } of consoleFunctions) {
      expect(await callFunction(request, name, data, cookie), name).toContain('UNAUTHORIZED')
    }
    const value = e2eServerEnv.ADMIN_TOKEN
    await context.addCookies([{ name: STAFF_COOKIE, value, url: baseURL ?? '', httpOnly: true, sameSite: 'Strict' }])
    await page.goto('/admin/inquiries?lang=ko-KR')
    expect(new URL(page.url()).pathname).toBe('/admin/login')
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
    expect(await callFunction(request, 'readMemberEndpoint', { endpoint: 'points', input: {} }, cookie)).toContain('UNAUTHORIZED')
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
