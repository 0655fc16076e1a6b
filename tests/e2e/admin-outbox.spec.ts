import { uniqueEmail, uniqueTag } from './auth-support'
import { e2eServerEnv } from './e2e-server-env'
import { expect, test } from './fixtures'
import { consolePage, fill, sentInquiry } from './operations-support'
import { type SiteCopy, startSiteCopyWithOwnData } from './site-copy'
import { freshCode, keyOfOtpauthUri } from './staff-console-support'
import { BRAND, msg } from './support'

/**
 * The console's mail outbox, on a copy of the build whose mail server refuses every connection (nothing listens on
 * its port): an inquiry's mails fail, the agent finds them under "failed" and retries one.
 */
const port = Number(process.env.E2E_OUTBOX_PORT ?? 3177)
const closedSmtpPort = Number(process.env.E2E_OUTBOX_SMTP_PORT ?? 3175)
const origin = `http://127.0.0.1:${port}`
const locale = 'en-US'
const t = (key: string) => msg(locale, key)

let site: SiteCopy | undefined

test.beforeAll(async () => {
  test.setTimeout(90_000)
  site = await startSiteCopyWithOwnData('outbox', port, {
    ...e2eServerEnv,
    PAGE_CACHE_TTL_SECONDS: '0',
    SMTP_URL: `smtp://127.0.0.1:${closedSmtpPort}`,
    MAIL_FROM: `${BRAND} <no-reply@cellactis.test>`,
  })
})

test.afterAll(() => site?.stop())

test('a support agent finds the mails that failed and retries one', async ({ page, context, request }) => {
  test.setTimeout(60_000)
  const inquiry = await sentInquiry(request, origin)
  const staff = { email: uniqueEmail('ops-outbox'), password: `pw-${uniqueTag()}-long`, name: 'Outbox Agent', role: 'support' }
  const added = await request.post(`${origin}/api/v1/admin/staff`, {
    headers: { authorization: `Bearer ${e2eServerEnv.ADMIN_TOKEN}` },
    data: staff,
  })
  expect(added.status(), await added.text()).toBe(200)
  const { otpauthUri } = ((await added.json()) as { data: { otpauthUri: string } }).data
  const login = await request.post(`${origin}/api/v1/admin/login`, {
    data: {
      email: staff.email,
      password: staff.password,
      code: freshCode({ key: keyOfOtpauthUri(otpauthUri), used: { step: 0 } }),
    },
  })
  expect(login.status(), await login.text()).toBe(200)
  const { accessToken } = ((await login.json()) as { data: { accessToken: string } }).data
  await context.addCookies([{ name: 'staff_session', value: accessToken, url: origin, httpOnly: true, sameSite: 'Strict' }])

  // The outbox worker tries within seconds, and the mail server refuses.
  const row = page.getByRole('row').filter({ hasText: inquiry.receipt }).first()
  await expect(async () => {
    await consolePage(page, `${origin}/admin/outbox`, locale)
    await expect(row).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 30_000 })
  await expect(row).not.toContainText(inquiry.email)

  const retry = row.getByRole('button', { name: new RegExp(`^${t('admin_outbox_retry')}`) })
  await retry.click()
  const notice = page.getByTestId('outbox-notice')
  await expect(notice).toBeFocused()
  await expect(notice).toHaveText(new RegExp(fill(locale, 'admin_outbox_retried', { to: '.+' })))
})
