import { randomUUID } from 'node:crypto'
import type { BrowserContext, Page } from '@playwright/test'
import { SESSION_COOKIE, uniqueEmail, uniqueTag } from './auth-support'
import { seriousViolations } from './axe-support'
import { e2eServerEnv } from './e2e-server-env'
import { expect, test } from './fixtures'
import { fill } from './operations-support'
import { withVirtualAuthenticator } from './passkey-support'
import { expectPasswordFields } from './password-fields'
import {
  origin,
  outlastTheStaffWindow,
  port,
  signedInConsole,
  staffOnCopy,
  staffStatus,
  staffToken,
  WINDOW_MS,
} from './reauthentication-support'
import { type SiteCopy, startSiteCopyWithOwnData } from './site-copy'
import { freshCode, usableFreshCode, waitForConsole } from './staff-console-support'
import { STAFF_COOKIE } from './staff-session-support'
import { msg, waitForHydration } from './support'

/**
 * The re-authentication prompts of /mypage/phone and of the staff console, and the console's own sessions. The e2e
 * server's clock cannot be moved, so a copy of the production build runs with re-authentication windows of six seconds
 * (SESSION_REAUTH_MINUTES and STAFF_REAUTH_MINUTES 0.1) on a database of its own: the tests wait past them, as a
 * member coming back after a quarter of an hour, or a staff member after five minutes, would.
 */
const locale = 'en-US'
let site: SiteCopy | undefined

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(90_000)
  site = await startSiteCopyWithOwnData('reauth', port, {
    ...e2eServerEnv,
    SITE_URL: origin,
    SESSION_REAUTH_MINUTES: String(WINDOW_MS / 60_000),
    STAFF_REAUTH_MINUTES: String(WINDOW_MS / 60_000),
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

/** A member signed up on the copy, their session in the browser's cookie. */
async function memberOnCopy(context: BrowserContext, prefix: string) {
  const member = { email: uniqueEmail(prefix), password: `pw-${uniqueTag()}-long`, name: `E2E ${uniqueTag()}` }
  const signup = await fetch(`${origin}/api/v1/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...member, termsAgree: true, privacyAgree: true }),
  })
  expect(signup.status).toBe(200)
  const { data } = (await signup.json()) as { data: { accessToken: string } }
  await context.addCookies([{ name: SESSION_COOKIE, value: data.accessToken, url: origin, httpOnly: true, sameSite: 'Lax' }])
  return { ...member, token: data.accessToken }
}

/**
 * On /mypage/phone, once the sign-in is stale: a new number typed and its code asked for, which the API refuses until
 * the member proves it is them. Answers the number.
 */
async function codeAskedWhenStale(page: Page, context: BrowserContext): Promise<string> {
  await page.goto(`${origin}/mypage/phone?lang=${locale}`)
  await waitForHydration(page)
  const mobile = `010${String(Date.now() % 10 ** 8).padStart(8, '0')}`
  await outlastTheWindow(context)
  await page.locator('#phone-mobile').fill(mobile)
  await page.getByRole('button', { name: msg(locale, 'phone_send_code'), exact: true }).click()
  return mobile
}

/** The dialog confirmed with its `button`: it closes, the code goes out, and the number typed is still there. */
async function confirmedWith(page: Page, button: 'mypage_reauth_submit' | 'mypage_reauth_passkey', mobile: string) {
  await dialog(page)
    .getByRole('button', { name: msg(locale, button), exact: true })
    .click()
  await expect(dialog(page)).toHaveCount(0)
  await expect(page.getByTestId('phone-status')).toHaveText(msg(locale, 'phone_code_sent'))
  await expect(page.locator('#phone-mobile')).toHaveValue(mobile)
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
  const member = await memberOnCopy(context, 'reauth')
  const mobile = await codeAskedWhenStale(page, context)

  // The prompt opens with the focus in its field; a wrong password is refused in it, and nothing was sent.
  await expect(dialog(page)).toBeVisible()
  await expect(dialog(page)).toContainText(msg(locale, 'mypage_reauth_intro'))
  await expect(passwordField(page)).toBeFocused()
  expect(await seriousViolations(page)).toEqual([])
  await expectPasswordFields(dialog(page), ['current-password'])
  await passwordField(page).fill('not-my-password')
  await passwordField(page).press('Enter')
  await expect(dialog(page).getByRole('alert')).toHaveText(msg(locale, 'api_error_wrong_password'))
  await expect(page.locator('#phone-code')).toHaveCount(0)

  // The right one closes it and the code goes out; the number typed is still there.
  await passwordField(page).fill(member.password)
  await confirmedWith(page, 'mypage_reauth_submit', mobile)
  // A re-authentication is an authentication: a new token in the cookie, and the old one no longer works.
  const cookie = (await context.cookies(origin)).find((each) => each.name === SESSION_COOKIE)
  expect(cookie?.value).toBeTruthy()
  expect(cookie?.value).not.toBe(member.token)
  expect((await fetch(`${origin}/api/v1/me`, { headers: { authorization: member.token } })).status).toBe(401)
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

test('a stale sign-in is confirmed with a passkey instead of the password, and the change goes on (en-US)', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000)
  const member = await memberOnCopy(context, 'reauth-passkey')
  await withVirtualAuthenticator(page)

  // A passkey added while the sign-in is fresh (or, on a slow machine, after the password over the page).
  await page.goto(`${origin}/mypage/security?lang=${locale}`)
  await waitForHydration(page)
  await page.getByLabel(msg(locale, 'mypage_passkeys_name_label')).fill('Test laptop')
  await page.getByRole('button', { name: msg(locale, 'mypage_passkeys_add') }).click()
  const added = page.getByTestId('passkey')
  await expect(added.or(dialog(page))).toBeVisible()
  if (await dialog(page).isVisible()) {
    await passwordField(page).fill(member.password)
    await passwordField(page).press('Enter')
  }
  await expect(added).toHaveCount(1)

  const before = (await context.cookies(origin)).find((each) => each.name === SESSION_COOKIE)?.value
  const mobile = await codeAskedWhenStale(page, context)
  await confirmedWith(page, 'mypage_reauth_passkey', mobile)
  // An authentication as the password's: a new token in the cookie.
  const after = (await context.cookies(origin)).find((each) => each.name === SESSION_COOKIE)?.value
  expect(after).toBeTruthy()
  expect(after).not.toBe(before)
})

const consoleLocale = 'en-US'
const proofDialog = (page: Page) => page.getByRole('dialog', { name: msg(consoleLocale, 'admin_proof_title') })
const proofField = (page: Page, key: 'admin_login_password' | 'admin_login_code') =>
  proofDialog(page).getByLabel(msg(consoleLocale, key), { exact: true })

test('a staff member whose proof is old gives the password and a code over the console, and the role change goes on', async ({
  page,
  context,
  playwright,
}) => {
  test.setTimeout(60_000)
  const admin = await staffOnCopy(playwright, 'admin')
  const agent = await staffOnCopy(playwright, 'support')
  const token = await signedInConsole(context, admin)
  await page.goto(`${origin}/admin/staff?lang=${consoleLocale}`)
  await waitForConsole(page)
  const row = page.getByRole('row').filter({ hasText: agent.email })
  const role = row.getByLabel(msg(consoleLocale, 'admin_staff_role_of').replace('{name}', agent.name), { exact: true })
  await role.selectOption('editor')
  await outlastTheStaffWindow(token)
  await row.getByRole('button', { name: msg(consoleLocale, 'admin_staff_save_role'), exact: true }).click()

  // The dialog asks with the focus in the password; a wrong code is refused in it, and the role stays chosen.
  await expect(proofDialog(page)).toContainText(msg(consoleLocale, 'admin_proof_intro'))
  // As wide as its fields and buttons need on a laptop (issue 66: it was 300 px).
  expect((await proofDialog(page).boundingBox())?.width).toBeGreaterThanOrEqual(420)
  await expect(proofField(page, 'admin_login_password')).toBeFocused()
  expect(await seriousViolations(page)).toEqual([])
  const code = freshCode(admin)
  await proofField(page, 'admin_login_password').fill(admin.password)
  await proofField(page, 'admin_login_code').fill(code.replace(/\d$/, (digit) => String((Number(digit) + 1) % 10)))
  await proofField(page, 'admin_login_code').press('Enter')
  await expect(proofDialog(page).getByRole('alert')).toHaveText(msg(consoleLocale, 'api_error_wrong_password'))
  await expect(role).toHaveValue('editor')

  // The code refused was never the right one, so the right one is still unused.
  await proofField(page, 'admin_login_password').fill(admin.password)
  await proofField(page, 'admin_login_code').fill(code)
  await proofDialog(page)
    .getByRole('button', { name: msg(consoleLocale, 'admin_proof_submit'), exact: true })
    .click()
  await expect(proofDialog(page)).toHaveCount(0)
  await expect(page.getByRole('status').filter({ hasText: msg(consoleLocale, 'admin_saved') })).toBeVisible()
  await expect(row.getByRole('cell', { name: msg(consoleLocale, 'admin_role_editor'), exact: true })).toBeVisible()
  // A proof is an authentication: a new session in the cookie, and the old one has ended.
  const cookie = (await context.cookies(origin)).find((each) => each.name === STAFF_COOKIE)
  expect(cookie?.value).not.toBe(token)
  expect(await staffStatus(token)).toBe(401)
})

test('staff see and end their own sessions, and an admin signs another staff member out everywhere (ko-KR)', async ({
  page,
  context,
  playwright,
}) => {
  test.setTimeout(90_000)
  const admin = await staffOnCopy(playwright, 'admin')
  const agent = await staffOnCopy(playwright, 'support')
  const elsewhere = await staffToken(admin)
  const agentTokens = [await staffToken(agent), await staffToken(agent)]
  const token = await signedInConsole(context, admin)

  await page.goto(`${origin}/admin/account?lang=ko-KR`)
  await waitForConsole(page)
  const table = page.getByRole('table', { name: msg('ko-KR', 'admin_own_sessions_title') })
  await expect(table.getByRole('row')).toHaveCount(3)
  await expect(table.getByRole('row').nth(1)).toContainText(msg('ko-KR', 'admin_own_sessions_current'))
  // Only the other browser's row has a sign-out, named by when it was last used.
  const endButtons = table.getByRole('button')
  await expect(endButtons).toHaveCount(1)
  await expect(endButtons).toHaveText(msg('ko-KR', 'admin_sessions_end'))
  // Ending a session wants a recent proof, as a member's does: whoever holds a stolen one cannot sign its owner out.
  await outlastTheStaffWindow(token)
  await endButtons.click()
  const koProof = page.getByRole('dialog', { name: msg('ko-KR', 'admin_proof_title') })
  await koProof.getByLabel(msg('ko-KR', 'admin_login_password'), { exact: true }).fill(admin.password)
  // Two sign-ins and this proof may fall within one 30-second step: the proof's code waits for a step the server takes.
  await koProof.getByLabel(msg('ko-KR', 'admin_login_code'), { exact: true }).fill(await usableFreshCode(admin))
  await koProof.getByLabel(msg('ko-KR', 'admin_login_code'), { exact: true }).press('Enter')
  await expect(page.getByRole('status').filter({ hasText: msg('ko-KR', 'admin_sessions_ended_one') })).toBeVisible()
  await expect(table.getByRole('row')).toHaveCount(2)
  expect(await staffStatus(elsewhere)).toBe(401)

  await page.goto(`${origin}/admin/staff?lang=ko-KR`)
  await waitForConsole(page)
  const row = page.getByRole('row').filter({ hasText: agent.email })
  // Disabling asks first, described by its question, its button named for what it does; cancelled here.
  await row.getByRole('button', { name: msg('ko-KR', 'admin_staff_disable'), exact: true }).click()
  const disabling = page.getByRole('alertdialog', { name: msg('ko-KR', 'admin_staff_disable_account') })
  await expect(disabling).toHaveAccessibleDescription(fill('ko-KR', 'admin_staff_disable_confirm', { name: agent.name }))
  await expect(disabling.getByRole('button', { name: msg('ko-KR', 'admin_staff_disable_account'), exact: true })).toBeVisible()
  await disabling.getByRole('button', { name: msg('ko-KR', 'dialog_cancel'), exact: true }).click()
  await expect(disabling).toBeHidden()

  await row.getByRole('button', { name: msg('ko-KR', 'admin_staff_end_sessions'), exact: true }).click()
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: msg('ko-KR', 'admin_staff_end_sessions'), exact: true })
    .click()
  const ended = msg('ko-KR', 'admin_staff_sessions_ended').replace('{name}', agent.name).replace('{count}', '2')
  await expect(page.getByRole('status').filter({ hasText: ended })).toBeVisible()
  for (const token of agentTokens) expect(await staffStatus(token)).toBe(401)
})

test('a staff member changes their own password on their account page, and their other sessions end (en-US)', async ({
  page,
  context,
  playwright,
}) => {
  test.setTimeout(60_000)
  const agent = await staffOnCopy(playwright, 'support')
  const elsewhere = await staffToken(agent)
  await signedInConsole(context, agent)
  await page.goto(`${origin}/admin/account?lang=${consoleLocale}`)
  await waitForConsole(page)
  const form = page.getByRole('region', { name: msg(consoleLocale, 'admin_own_password_title') })
  const newPassword = form.getByLabel(msg(consoleLocale, 'admin_own_password_new'), { exact: true })
  const confirmation = form.getByLabel(msg(consoleLocale, 'admin_own_password_confirm'), { exact: true })
  const chosen = `harbour-${uniqueTag()}-lantern`
  await expectPasswordFields(form, ['new-password', 'new-password'])

  // A confirmation that differs is caught under its field, with the focus there; nothing typed is lost.
  await newPassword.fill(chosen)
  await confirmation.fill(`${chosen}x`)
  await form.getByRole('button', { name: msg(consoleLocale, 'admin_own_password_submit'), exact: true }).click()
  await expect(confirmation).toBeFocused()
  await expect(confirmation).toHaveAccessibleDescription(msg(consoleLocale, 'auth_error_password_mismatch'))
  await expect(newPassword).toHaveValue(chosen)

  // Just signed in, the proof is fresh: the change goes on at once (an old one is asked for over the page, as the role
  // change above shows; that the API refuses it is the contract tests').
  await confirmation.fill(chosen)
  await confirmation.press('Enter')
  await expect(form.getByRole('status')).toHaveText(fill(consoleLocale, 'admin_own_password_changed', { count: '1' }))
  // The fields emptied, the focus is on what happened, not on the page.
  await expect(form.getByRole('status')).toBeFocused()
  await expect(newPassword).toHaveValue('')
  expect(await staffStatus(elsewhere)).toBe(401)
  // That the old password signs in no more and the new one does is the contract tests' (staff-own-sessions).
})
