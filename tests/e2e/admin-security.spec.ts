import type { APIRequestContext } from '@playwright/test'
import { consoleFunctions, labelOf, oneOfEachServerFunctionAndRoles, receiptNumber, someone } from '../console-functions'
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

    // Without a staff session a console function asks the API nothing (staffApi's 401, staff-api.server.test.ts), and
    // the API answers 401 to a member's token at every admin call (tests/contract/staff-roles.test.ts): each server
    // function once for each set of roles it is called for.
    for (const fn of oneOfEachServerFunctionAndRoles) {
      for (const cookie of [undefined, `${SESSION_COOKIE}=${member.token}`]) {
        const answer = await callFunction(request, fn.name, fn.data, cookie)
        expect(answer, `${labelOf(fn)} with ${cookie ? "a member's session" : 'no session'}`).toContain('UNAUTHORIZED')
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
    for (const fn of consoleFunctions) {
      expect(await callFunction(request, fn.name, fn.data, cookie), labelOf(fn)).toContain('UNAUTHORIZED')
    }
    const value = e2eServerEnv.ADMIN_TOKEN
    await context.addCookies([{ name: STAFF_COOKIE, value, url: baseURL ?? '', httpOnly: true, sameSite: 'Strict' }])
    await page.goto('/admin/inquiries?lang=ko-KR')
    expect(new URL(page.url()).pathname).toBe('/admin/login')
  })

  // Each dispatched call's endpoint names the roles listed (tests/unit/console-function-roles.test.ts) and the API
  // refuses every other role (tests/contract/staff-roles.test.ts): here, through the build, each server function with
  // each set of roles it is called for.
  test("each console function refuses the staff roles that may not call it (403), and lets the others past the site's check", async ({
    request,
  }) => {
    const sessions = await Promise.all((['admin', 'support', 'editor'] as const).map((role) => staffSession(request, role)))
    for (const fn of oneOfEachServerFunctionAndRoles) {
      for (const { staff, token } of sessions) {
        const answer = await callFunction(request, fn.name, fn.data, `${STAFF_COOKIE}=${token}`)
        const label = `${labelOf(fn)} as ${staff.role}`
        expect(answer, label).not.toContain('UNAUTHORIZED')
        if (fn.roles.includes(staff.role)) expect(answer, label).not.toContain('FORBIDDEN')
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
