import { demoMember, expectSignedIn, SESSION_COOKIE, sessionCookie, signInWithPassword } from './auth-support'
import { expect, test } from './fixtures'
import { type SiteCopy, startSiteCopy } from './site-copy'
import { addedStaff, waitForConsole } from './staff-console-support'
import { STAFF_COOKIE, signInThroughConsoleForm } from './staff-session-support'
import { gotoHydrated, msg } from './support'
import { TlsProxy } from './tls-proxy'

/**
 * The site as production runs it: behind a TLS-terminating proxy it is told to trust (TRUST_PROXY). A second copy of
 * the production server, on the e2e server's /api/v1 (API_BASE_URL), behind a real HTTPS proxy on loopback.
 * E2E_HTTPS_PORT names the copy's port; the proxy listens on the next one.
 */
const mainPort = Number(process.env.E2E_PORT ?? 3100)
const sitePort = Number(process.env.E2E_HTTPS_PORT ?? 3164)
const proxy = new TlsProxy(sitePort + 1, new URL(`http://127.0.0.1:${sitePort}`))
let server: SiteCopy | undefined

test.describe.configure({ mode: 'serial' })
test.use({ baseURL: proxy.origin, ignoreHTTPSErrors: true })

test.beforeAll(async () => {
  server = await startSiteCopy(sitePort, {
    SITE_URL: proxy.origin,
    API_BASE_URL: `http://127.0.0.1:${mainPort}/api/v1`,
    TRUST_PROXY: 'true',
  })
  await proxy.start()
})

test.afterAll(async () => {
  server?.stop()
  await proxy.stop()
})

test('over HTTPS the session cookie is __Host- prefixed, Secure, HttpOnly and SameSite=Lax; the device cookie __Secure-', async ({
  page,
  context,
}) => {
  await signInWithPassword(page, 'en-US', demoMember.email, demoMember.password)
  await expectSignedIn(page, demoMember.name)
  const cookies = await context.cookies()
  expect(await sessionCookie(context)).toMatchObject({
    name: `__Host-${SESSION_COOKIE}`,
    secure: true,
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
  })
  expect(cookies.find((cookie) => cookie.name.endsWith('member_device'))).toMatchObject({
    name: '__Secure-member_device',
    secure: true,
    httpOnly: true,
    path: '/_serverFn',
  })
  expect(cookies.map((cookie) => cookie.name)).not.toContain(SESSION_COOKIE)
  expect(await page.evaluate(() => document.cookie)).not.toContain(SESSION_COOKIE)
})

test("over HTTPS the staff console's session cookie is __Host- prefixed, Secure, HttpOnly and SameSite=Strict, its device and language cookies __Secure-", async ({
  page,
  context,
  playwright,
}) => {
  // The account is made on the API the copy uses (the e2e server's), with its machine credential.
  const api = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${mainPort}` })
  const staff = await addedStaff(api, 'support')
  await api.dispose()
  await page.goto('/admin/login?lang=en-US')
  await waitForConsole(page)
  await signInThroughConsoleForm(page, staff, 'en-US')
  await expect(page).toHaveURL(/\/admin\?lang=en-US$/)
  const cookies = await context.cookies()
  expect(cookies.find((cookie) => cookie.name.endsWith(STAFF_COOKIE))).toMatchObject({
    name: `__Host-${STAFF_COOKIE}`,
    secure: true,
    httpOnly: true,
    sameSite: 'Strict',
    path: '/',
    domain: new URL(proxy.origin).hostname,
  })
  // The browser's device token (decision 101): sent only with server-function calls, so never with a page.
  expect(cookies.find((cookie) => cookie.name.endsWith('staff_device'))).toMatchObject({
    name: '__Secure-staff_device',
    secure: true,
    httpOnly: true,
    path: '/_serverFn',
  })
  // The console's language (decision 114): its own, sent with its addresses only, so never with a public page.
  expect(cookies.find((cookie) => cookie.name.endsWith('console_lang'))).toMatchObject({
    name: '__Secure-console_lang',
    value: 'en-US',
    secure: true,
    httpOnly: true,
    path: '/admin',
  })
  expect(cookies.map((cookie) => cookie.name)).not.toContain(STAFF_COOKIE)
  expect(await page.evaluate(() => document.cookie)).not.toContain(STAFF_COOKIE)
  // The prefixed cookie is the one the console reads: a later visit is still signed in.
  await page.goto('/admin/inquiries?lang=en-US')
  await expect(page).toHaveURL(/\/admin\/inquiries\?lang=en-US$/)
})

test('over HTTPS a page carries HSTS and a CSP that upgrades insecure requests', async ({ request }) => {
  for (const cookie of [undefined, 'seen=1']) {
    const response = await request.get('/news?lang=en-US', { headers: cookie ? { cookie } : {} })
    expect(response.status()).toBe(200)
    const headers = response.headers()
    const hsts = headers['strict-transport-security'] ?? ''
    expect(hsts).toContain('includeSubDomains')
    expect(Number(hsts.match(/max-age=(\d+)/)?.[1]), 'HSTS of at least a year').toBeGreaterThanOrEqual(365 * 24 * 3600)
    const policy = headers['content-security-policy'] ?? ''
    expect(policy).toContain('upgrade-insecure-requests')
    expect(policy).toContain("base-uri 'none'")
    // The anonymous page by its scripts' hashes (decision 54), a visitor's own with a nonce (decision 2).
    expect(policy).toMatch(cookie ? /'nonce-[^']+'/ : /'sha256-[^']+'.*'strict-dynamic'/)
  }
})

test.describe('the language choice over HTTPS', () => {
  test.use({ locale: 'ja-JP' })

  test('switching the language leaves a __Host-lang cookie, Secure, for the whole site and this host only, that a later visit without lang follows', async ({
    page,
    context,
  }) => {
    // Control: with no stored choice this browser (Accept-Language ja-JP) is sent to ja-JP.
    await page.goto('/faq')
    await expect(page).toHaveURL(/\/faq\?lang=ja-JP$/)

    await gotoHydrated(page, '/news?lang=ko-KR')
    const switcher = page.getByRole('navigation', { name: msg('ko-KR', 'footer_language'), exact: true })
    await Promise.all([page.waitForEvent('load'), switcher.locator('[data-locale="zh-TW"]').click()])
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW')

    const cookies = await context.cookies()
    expect(cookies.find((cookie) => cookie.name === '__Host-lang')).toMatchObject({
      value: 'zh-TW',
      secure: true,
      path: '/',
      sameSite: 'Lax',
      // Host-only: no leading dot, the host itself.
      domain: new URL(proxy.origin).hostname,
    })
    expect(cookies.map((cookie) => cookie.name)).not.toContain('lang')

    // A later visit without lang follows the stored choice, not the browser's Accept-Language (ja-JP).
    await page.goto('/faq')
    await expect(page).toHaveURL(/\/faq\?lang=zh-TW$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW')
  })
})
