import type { Page } from '@playwright/test'
import { e2eServerEnv } from './e2e-server-env'
import { expect, test } from './fixtures'
import { signedUpMember } from './member-support'
import { consolePage, sentInquiry } from './operations-support'
import { addedStaff, freshCode, signedInStaff, type TestStaff, waitForConsole } from './staff-console-support'
import { msg } from './support'

async function signInThroughTheForm(page: Page, staff: TestStaff, code: string, password = staff.password) {
  await page.getByLabel(msg('ko-KR', 'admin_login_email'), { exact: true }).fill(staff.email)
  await page.getByLabel(msg('ko-KR', 'admin_login_password'), { exact: true }).fill(password)
  await page.getByLabel(msg('ko-KR', 'admin_login_code'), { exact: true }).fill(code)
  await page.getByRole('button', { name: msg('ko-KR', 'admin_login_submit'), exact: true }).click()
}

test.describe('the staff console shell', () => {
  test('without a staff session a console page goes to sign-in, with a way back; never cached or indexed', async ({ page }) => {
    const response = await page.goto('/admin/audit?lang=en-US&page=2')
    expect(response?.status()).toBe(200)
    const url = new URL(page.url())
    expect(url.pathname).toBe('/admin/login')
    expect(url.searchParams.get('returnTo')).toBe('/admin/audit?lang=en-US&page=2')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg('en-US', 'admin_login_title'))
    expect(response?.headers()['cache-control']).toBe('private, no-store')
    expect(response?.headers()['x-robots-tag']).toContain('noindex')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  })

  test("a member's session does not open the console, nor the admin API", async ({ page, context }) => {
    const member = await signedUpMember(context, 'not-staff')
    await page.goto('/admin?lang=ko-KR')
    expect(new URL(page.url()).pathname).toBe('/admin/login')
    const asBearer = await context.request.get('/api/v1/admin/me', { headers: { authorization: `Bearer ${member.token}` } })
    expect(asBearer.status()).toBe(401)
  })

  test('sign-in with password and authenticator code goes where the staff member was going; sign-out ends it', async ({
    page,
    request,
  }) => {
    const staff = await addedStaff(request, 'admin')
    await page.goto(`/admin/login?lang=ko-KR&returnTo=${encodeURIComponent('/admin/staff?lang=ko-KR')}`)
    await waitForConsole(page)
    await signInThroughTheForm(page, staff, freshCode(staff))
    await expect(page).toHaveURL(/\/admin\/staff\?lang=ko-KR$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg('ko-KR', 'admin_staff_title'))
    await expect(page.getByTestId('console-staff')).toContainText(staff.name)
    await expect(page.getByTestId('console-staff')).toContainText(msg('ko-KR', 'admin_role_admin'))
    await expect(page.getByRole('cell', { name: staff.email, exact: true })).toBeVisible()

    await page.getByRole('button', { name: msg('ko-KR', 'admin_sign_out'), exact: true }).click()
    await expect(page).toHaveURL(/\/admin\/login\?/)
    await expect(page.getByRole('status')).toHaveText(msg('ko-KR', 'admin_signed_out'))
    await page.goto('/admin/staff?lang=ko-KR')
    expect(new URL(page.url()).pathname).toBe('/admin/login')
  })

  test('a wrong code or password answers one message that names no part, and keeps the email', async ({ page, request }) => {
    const staff = await addedStaff(request, 'support')
    await page.goto('/admin/login?lang=ko-KR')
    await waitForConsole(page)
    const right = freshCode(staff)
    const wrong = right === '000000' ? '111111' : '000000'
    await signInThroughTheForm(page, staff, wrong)
    const alert = page.getByRole('alert')
    await expect(alert).toHaveText(msg('ko-KR', 'admin_login_failed'))
    await expect(page.getByLabel(msg('ko-KR', 'admin_login_email'), { exact: true })).toHaveValue(staff.email)
    await expect(page.getByLabel(msg('ko-KR', 'admin_login_password'), { exact: true })).toHaveValue('')
    await expect(page.getByLabel(msg('ko-KR', 'admin_login_code'), { exact: true })).toHaveValue('')

    await signInThroughTheForm(page, staff, right, `${staff.password}-not`)
    await expect(alert).toHaveText(msg('ko-KR', 'admin_login_failed'))
    expect(new URL(page.url()).pathname).toBe('/admin/login')
  })

  test("the navigation offers what the staff member's role opens, and the console refuses the rest", async ({
    page,
    context,
    request,
  }) => {
    const support = await addedStaff(request, 'support')
    await signedInStaff(context, support)
    await page.goto('/admin?lang=en-US')
    await waitForConsole(page)
    const nav = page.getByRole('navigation', { name: msg('en-US', 'admin_nav_label') })
    await expect(nav.getByRole('link', { name: msg('en-US', 'admin_nav_dashboard'), exact: true })).toBeVisible()
    await expect(nav.getByRole('link', { name: msg('en-US', 'admin_nav_staff'), exact: true })).toHaveCount(0)
    await expect(nav.getByRole('link', { name: msg('en-US', 'admin_nav_audit'), exact: true })).toHaveCount(0)
    await page.goto('/admin/audit?lang=en-US')
    await expect(page.getByRole('alert')).toHaveText(msg('en-US', 'admin_forbidden_page'))

    const admin = await addedStaff(request, 'admin')
    await signedInStaff(context, admin)
    await page.goto('/admin?lang=en-US')
    await waitForConsole(page)
    await expect(nav.getByRole('link', { name: msg('en-US', 'admin_nav_staff'), exact: true })).toBeVisible()
    await nav.getByRole('link', { name: msg('en-US', 'admin_nav_audit'), exact: true }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg('en-US', 'admin_audit_title'))
    // A screen reader starts on the new page, not on the link that led there.
    await expect(page.locator('#console-main')).toBeFocused()
    await expect(page.getByRole('link', { name: msg('en-US', 'admin_nav_audit'), exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    )
    // Only the page's own section is current: the dashboard's address (/admin) begins every other one.
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1)
  })
})

test("an admin's change based on an older read says so, keeps the chosen role, and goes through once reloaded", async ({
  page,
  context,
  request,
}) => {
  const admin = await addedStaff(request, 'admin')
  const agent = await addedStaff(request, 'support')
  await signedInStaff(context, admin)
  await page.goto('/admin/staff?lang=en-US')
  await waitForConsole(page)
  const row = page.getByRole('row').filter({ hasText: agent.email })
  const role = row.getByLabel(msg('en-US', 'admin_staff_role_of').replace('{name}', agent.name), { exact: true })
  await role.selectOption('editor')

  // Meanwhile someone else changes the account (the machine credential, as the command line would).
  const machine = { authorization: `Bearer ${e2eServerEnv.ADMIN_TOKEN}` }
  const listed = (await (await request.get('/api/v1/admin/staff', { headers: machine })).json()) as {
    data: { items: { id: string; email: string; version: number }[] }
  }
  const account = listed.data.items.find((item) => item.email === agent.email)
  expect(account).toBeDefined()
  const changed = await request.patch(`/api/v1/admin/staff/${account?.id}`, {
    headers: machine,
    data: { role: 'admin', version: account?.version },
  })
  expect(changed.status(), await changed.text()).toBe(200)

  await row.getByRole('button', { name: msg('en-US', 'admin_staff_save_role'), exact: true }).click()
  const stale = row.getByTestId('stale-record')
  await expect(stale).toContainText(msg('en-US', 'api_error_stale_record'))
  await expect(role).toHaveValue('editor')
  await stale.getByRole('button', { name: msg('en-US', 'admin_reload'), exact: true }).click()
  await expect(row.getByRole('cell', { name: msg('en-US', 'admin_role_admin'), exact: true })).toBeVisible()
  await expect(role).toHaveValue('editor')
  await row.getByRole('button', { name: msg('en-US', 'admin_staff_save_role'), exact: true }).click()
  await expect(page.getByRole('status').filter({ hasText: msg('en-US', 'admin_saved') })).toBeVisible()
  await expect(row.getByRole('cell', { name: msg('en-US', 'admin_role_editor'), exact: true })).toBeVisible()
})

test('a console page is styled as the server sends it, before its script runs: a staff list fits a phone', async ({
  browser,
  request,
}) => {
  const admin = await addedStaff(request, 'admin')
  await addedStaff(request, 'support')
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })
  await signedInStaff(context, admin)
  const page = await context.newPage()
  await page.goto('/admin/staff?lang=ko-KR')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg('ko-KR', 'admin_staff_title'))
  await expect(page.getByRole('cell', { name: admin.email, exact: true })).toBeAttached()
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
  await context.close()
})

test.describe('console addresses without a page', () => {
  // The browser logs the 404 of the document it was sent.
  test.use({ allowedConsoleErrors: [/status of 404/] })

  test('an address the console has no page for is not found, under sign-in and the invitation too', async ({
    page,
    context,
    request,
  }) => {
    const unknown = ['/admin/nonsense', '/admin/login/x', '/admin/invitation/x']
    // Without a session, as every console address but the sign-in pages themselves: to sign-in.
    for (const path of unknown) {
      const response = await context.request.get(`${path}?lang=ko-KR`, { maxRedirects: 0 })
      expect(response.status(), path).toBe(307)
      expect(new URL(response.headers().location ?? '', 'http://site').pathname, path).toBe('/admin/login')
    }
    await signedInStaff(context, await addedStaff(request, 'support'))
    const [, ...underSignInPages] = unknown
    const nonsense = await page.goto('/admin/nonsense?lang=ko-KR')
    expect(nonsense?.status()).toBe(404)
    const notFoundHeading = (await page.getByRole('heading', { level: 1 }).textContent()) ?? ''
    expect(notFoundHeading).not.toBe('')
    for (const path of underSignInPages) {
      const response = await page.goto(`${path}?lang=ko-KR`)
      expect(response?.status(), path).toBe(404)
      expect(new URL(page.url()).pathname, path).toBe(path)
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(notFoundHeading)
    }
  })
})

// A detail or task page's document title names its record or task before the section (what a screen reader announces
// on arrival, and what a tab or the browser's history shows), in a first load and after a client navigation.
test('a detail or task page is titled with its record or task, then the section', async ({ page, context, request }) => {
  const t = (key: string) => msg('ko-KR', key)
  const inquiry = await sentInquiry(request)
  await signedInStaff(context, await addedStaff(request, 'admin'))
  const titled = (name: string, sectionKey: string) =>
    expect(page).toHaveTitle(new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} · ${t(sectionKey)} \\|`))

  await consolePage(page, `/admin/inquiries/${inquiry.receipt}`, 'ko-KR')
  await titled(inquiry.receipt, 'admin_nav_inquiries')
  await page.getByRole('link', { name: t('admin_nav_pharmacies'), exact: true }).click()
  await expect(page).toHaveTitle(new RegExp(`^${t('admin_nav_pharmacies')} \\|`))
  await page.getByRole('link', { name: t('admin_pharmacy_import'), exact: true }).click()
  await titled(t('admin_pharmacy_import'), 'admin_nav_pharmacies')
  await consolePage(page, '/admin/posts/news/new', 'ko-KR')
  await titled(t('admin_page_new_item'), 'admin_nav_posts')
})

test.describe('the console in a Japanese browser', () => {
  test.use({ locale: 'ja-JP' })

  test('a console address in another language, or none, opens in Korean', async ({ page }) => {
    await page.goto('/admin/login?lang=ja-JP')
    expect(new URL(page.url()).searchParams.get('lang')).toBe('ko-KR')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg('ko-KR', 'admin_login_title'))
  })
})

test.describe('the console in an English browser', () => {
  test.use({ locale: 'en-US' })

  test('opens in English; Korean chosen on the sign-in page stays after signing in, on reload and in a new tab, address and cookie agreeing', async ({
    page,
    context,
    request,
  }) => {
    const staff = await addedStaff(request, 'support')
    const heading = page.getByRole('heading', { level: 1 })
    const addressLanguage = () => new URL(page.url()).searchParams.get('lang')
    const consoleCookie = async () => (await context.cookies()).find((cookie) => cookie.name === 'console_lang')?.value

    await page.goto('/admin')
    await expect(heading).toHaveText(msg('en-US', 'admin_login_title'))
    expect(addressLanguage()).toBe('en-US')
    await waitForConsole(page)
    await page.getByRole('link', { name: '한국어', exact: true }).click()
    await expect(heading).toHaveText(msg('ko-KR', 'admin_login_title'))
    await waitForConsole(page)
    await signInThroughTheForm(page, staff, freshCode(staff))
    await expect(heading).toHaveText(msg('ko-KR', 'admin_dashboard_title'))
    expect(addressLanguage()).toBe('ko-KR')
    expect(await consoleCookie()).toBe('ko-KR')

    await page.reload()
    await expect(heading).toHaveText(msg('ko-KR', 'admin_dashboard_title'))
    const tab = await context.newPage()
    await tab.goto('/admin/inquiries')
    await expect(tab.getByRole('heading', { level: 1 })).toHaveText(msg('ko-KR', 'admin_nav_inquiries'))
    expect(new URL(tab.url()).searchParams.get('lang')).toBe('ko-KR')
    await tab.close()
  })
})
