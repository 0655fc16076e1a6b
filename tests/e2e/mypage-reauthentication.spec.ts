import { randomUUID } from 'node:crypto'
import type { BrowserContext, Page } from '@playwright/test'
import { SESSION_COOKIE, uniqueEmail, uniqueTag } from './auth-support'
import { seriousViolations } from './axe-support'
import { e2eServerEnv } from './e2e-server-env'
import { expect, test } from './fixtures'
import { type SiteCopy, startSiteCopyWithOwnData } from './site-copy'
import { msg, waitForHydration } from './support'

/**
 * The re-authentication prompt of /mypage/phone. The e2e server's clock cannot be moved, so a copy of the production
 * build runs with a re-authentication window of six seconds (SESSION_REAUTH_MINUTES=0.1) on a database of its own:
 * the test waits past it, as a member coming back to the page after a quarter of an hour would.
 */
const port = Number(process.env.E2E_REAUTH_PORT ?? 3169)
const origin = `http://127.0.0.1:${port}`
const WINDOW_MS = 6000
const locale = 'en-US'
let site: SiteCopy | undefined

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(90_000)
  site = await startSiteCopyWithOwnData('reauth', port, {
    ...e2eServerEnv,
    SESSION_REAUTH_MINUTES: String(WINDOW_MS / 60_000),
    PAGE_CACHE_TTL_SECONDS: '0',
  })
})

test.afterAll(() => {
  site?.stop()
})

const dialog = (page: Page) => page.getByRole('dialog', { name: msg(locale, 'mypage_reauth_title') })
const passwordField = (page: Page) => dialog(page).getByLabel(msg(locale, 'mypage_reauth_password'), { exact: true })
/**
 * Resolves once the browser's session is older than the window: the server then asks it to re-authenticate before a
 * sensitive call. The probe (ending a session that does not exist) changes nothing either way.
 */
async function outlastTheWindow(context: BrowserContext): Promise<void> {
  const token = (await context.cookies(origin)).find((cookie) => cookie.name === SESSION_COOKIE)?.value ?? ''
  const probe = async () => {
    const answer = await fetch(`${origin}/api/v1/me/sessions/${randomUUID()}`, {
      method: 'DELETE',
      headers: { authorization: token },
    })
    return ((await answer.json()) as { error?: { code: string } }).error?.code
  }
  await expect.poll(probe, { timeout: WINDOW_MS * 3 }).toBe('REAUTHENTICATION_REQUIRED')
}

async function lastCode(mobile: string): Promise<string> {
  const response = await fetch(`${origin}/api/v1/admin/sms?to=${mobile}`, {
    headers: { authorization: `Bearer ${e2eServerEnv.ADMIN_TOKEN}` },
  })
  const { data } = (await response.json()) as { data: { items: { text: string }[] } }
  const code = data.items[0]?.text.match(/\b(\d{6})\b/)?.[1]
  if (!code) throw new Error(`no code was texted to ${mobile}`)
  return code
}

test('a stale sign-in is asked for the password over the page, and the change goes on (en-US)', async ({ page, context }) => {
  test.setTimeout(90_000)
  const tag = uniqueTag()
  const member = { email: uniqueEmail('reauth'), password: `pw-${uniqueTag()}-long`, name: `E2E ${tag}` }
  const signup = await fetch(`${origin}/api/v1/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...member, termsAgree: true, privacyAgree: true }),
  })
  expect(signup.status).toBe(200)
  const { data } = (await signup.json()) as { data: { accessToken: string } }
  await context.addCookies([{ name: SESSION_COOKIE, value: data.accessToken, url: origin, httpOnly: true, sameSite: 'Lax' }])

  await page.goto(`${origin}/mypage/phone?lang=${locale}`)
  await waitForHydration(page)
  const mobile = `010${String(Date.now() % 10 ** 8).padStart(8, '0')}`
  await outlastTheWindow(context)
  await page.locator('#phone-mobile').fill(mobile)
  await page.getByRole('button', { name: msg(locale, 'phone_send_code'), exact: true }).click()

  // The prompt opens with the focus in its field; a wrong password is refused in it, and nothing was sent.
  await expect(dialog(page)).toBeVisible()
  await expect(dialog(page)).toContainText(msg(locale, 'mypage_reauth_intro'))
  await expect(passwordField(page)).toBeFocused()
  expect(await seriousViolations(page)).toEqual([])
  await passwordField(page).fill('not-my-password')
  await passwordField(page).press('Enter')
  await expect(dialog(page).getByRole('alert')).toHaveText(msg(locale, 'api_error_wrong_password'))
  await expect(page.locator('#phone-code')).toHaveCount(0)

  // The right one closes it and the code goes out; the number typed is still there.
  await passwordField(page).fill(member.password)
  await dialog(page)
    .getByRole('button', { name: msg(locale, 'mypage_reauth_submit'), exact: true })
    .click()
  await expect(dialog(page)).toHaveCount(0)
  await expect(page.getByTestId('phone-status')).toHaveText(msg(locale, 'phone_code_sent'))
  await expect(page.locator('#phone-mobile')).toHaveValue(mobile)
  // A re-authentication is an authentication: a new token in the cookie, and the old one no longer works.
  const cookie = (await context.cookies(origin)).find((each) => each.name === SESSION_COOKIE)
  expect(cookie?.value).toBeTruthy()
  expect(cookie?.value).not.toBe(data.accessToken)
  expect((await fetch(`${origin}/api/v1/me`, { headers: { authorization: data.accessToken } })).status).toBe(401)
  const code = await lastCode(mobile)

  // By the confirmation the sign-in has aged again: closing the prompt keeps the code typed and says why.
  await outlastTheWindow(context)
  await page.locator('#phone-code').fill(code)
  const confirm = page.getByRole('button', { name: msg(locale, 'phone_confirm'), exact: true })
  await confirm.click()
  await expect(passwordField(page)).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(dialog(page)).toHaveCount(0)
  await expect(page.getByRole('alert')).toHaveText(msg(locale, 'api_error_reauthentication_required'))
  await expect(page.locator('#phone-code')).toHaveValue(code)

  await confirm.click()
  await passwordField(page).fill(member.password)
  await passwordField(page).press('Enter')
  const formatted = mobile.replace(/^(\d{3})(\d{3,4})(\d{4})$/, '$1-$2-$3')
  const updated = msg(locale, 'phone_updated_to').replace('{mobile}', formatted)
  await expect(page.getByTestId('phone-status')).toHaveText(`${msg(locale, 'phone_verified')} ${updated}`)
  await page.goto(`${origin}/mypage?lang=${locale}`)
  await expect(page.getByTestId('profile-mobile')).toHaveText(formatted)
})
