import type { Page } from '@playwright/test'
import { passwordResetText } from '~/backend/mail/password-reset-mail-text'
import { memberSecurityNoticeText } from '~/backend/mail/security-notice-mail-text'
import { staffPasswordResetText } from '~/backend/mail/staff-password-reset-mail-text'
import { summarizeUserAgent } from '~/backend/sign-in/user-agent-summary'
import { SESSION_COOKIE, uniqueEmail, uniqueTag } from './auth-support'
import { seriousViolations } from './axe-support'
import { e2eServerEnv } from './e2e-server-env'
import { expect, test } from './fixtures'
import { expectPasswordFields } from './password-fields'
import { type SiteCopy, startSiteCopyWithOwnData } from './site-copy'
import { addedStaff, freshCode, keyOfOtpauthUri, waitForConsole } from './staff-console-support'
import { BRAND, msg, waitForHydration } from './support'

/**
 * The reset of a forgotten password (issue 21, ASVS 6.4.3, decision 28) on the production build. A copy of the build
 * runs without SMTP_URL on a database of its own, so that every mail is written to its log, as in development: the
 * test reads the link there, as a member reads it in the mailbox.
 */
const port = Number(process.env.E2E_RESET_PORT ?? 3178)
const origin = `http://127.0.0.1:${port}`
const locale = 'ja-JP'
let site: SiteCopy | undefined

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(90_000)
  site = await startSiteCopyWithOwnData('reset', port, {
    ...e2eServerEnv,
    PAGE_CACHE_TTL_SECONDS: '0',
  })
})

test.afterAll(() => {
  site?.stop()
})

interface LoggedMail {
  to: string
  subject: string
  text: string
}

/** The mails the copy wrote to its log (SMTP_URL unset): one line each, every value a JSON string. */
function loggedMails(): LoggedMail[] {
  const value = (line: string, key: string) => {
    const found = new RegExp(` ${key}=("(?:[^"\\\\]|\\\\.)*")`).exec(line)?.[1]
    return found ? (JSON.parse(found) as string) : ''
  }
  return (site?.log() ?? '')
    .split('\n')
    .filter((line) => line.startsWith('mail: logged instead of sent'))
    .map((line) => ({ to: value(line, 'to'), subject: value(line, 'subject'), text: value(line, 'text') }))
}

/** The reset's mails to `email` (not the sign-up's verification link, decision 48). */
const resetMailsTo = (email: string) => loggedMails().filter((mail) => mail.to === email && !mail.text.includes('/email/verify'))

/** The newest mail to `email`, once the outbox has sent it (within seconds). */
async function mailTo(email: string, after: number): Promise<LoggedMail> {
  await expect.poll(() => resetMailsTo(email).length, { timeout: 30_000 }).toBeGreaterThan(after)
  return resetMailsTo(email).at(-1) as LoggedMail
}

async function signUp(email: string, password: string, name: string): Promise<string> {
  const answer = await fetch(`${origin}/api/v1/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, name, termsAgree: true, privacyAgree: true }),
  })
  expect(answer.status).toBe(200)
  return ((await answer.json()) as { data: { accessToken: string } }).data.accessToken
}

/** Nothing wider than the screen: the page scrolls only down. */
const fitsTheScreen = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)

const member = { email: uniqueEmail('reset'), password: `old-${uniqueTag()}-phrase`, name: `E2E ${uniqueTag()}` }
let link = ''

test(`forgot → mail → new password → sign in with it, every other session ended (${locale})`, async ({ page, context }) => {
  test.setTimeout(90_000)
  const elsewhere = await signUp(member.email, member.password, member.name)

  // From the sign-in page, the link to the request.
  await page.goto(`${origin}/login?lang=${locale}`)
  await waitForHydration(page)
  await page.getByRole('link', { name: msg(locale, 'auth_forgot_link'), exact: true }).click()
  await expect(page).toHaveURL(`${origin}/password/forgot?lang=${locale}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg(locale, 'page_password_forgot'))
  expect(await seriousViolations(page)).toEqual([])

  // A typing mistake is caught in the page, and the field takes the focus.
  const email = page.locator('#forgot-email')
  await email.fill('not-an-address')
  await page.getByRole('button', { name: msg(locale, 'auth_forgot_submit'), exact: true }).click()
  await expect(email).toBeFocused()
  await expect(page.locator('#forgot-email-error')).toHaveText(msg(locale, 'auth_error_email_invalid'))

  const before = resetMailsTo(member.email).length
  await email.fill(member.email)
  await email.press('Enter')
  const sent = page.getByTestId('password-reset-sent')
  await expect(sent).toHaveText(msg(locale, 'auth_forgot_sent').replace('{email}', member.email))
  await expect(sent).toBeFocused()
  await expect(email).toHaveValue(member.email)

  // The mail, in the page's language, with a link to the reset page.
  const mail = await mailTo(member.email, before)
  expect(mail.subject).toBe(passwordResetText[locale].subject(BRAND))
  expect(mail.text).toContain(passwordResetText[locale].open(30))
  link = /http:\/\/\S+/.exec(mail.text)?.[0] ?? ''
  expect(link).toMatch(new RegExp(`^${origin}/password/reset\\?lang=${locale}&token=[\\w-]{43}$`))

  // The token leaves the address at once: an HttpOnly cookie holds it, the page's address does not.
  await page.goto(link)
  await waitForHydration(page)
  await expect(page).toHaveURL(`${origin}/password/reset?lang=${locale}`)
  const resetCookie = (await context.cookies(origin)).find((cookie) => cookie.name === 'password_reset')
  expect(resetCookie?.httpOnly).toBe(true)
  expect(await page.content()).not.toContain(new URL(link).searchParams.get('token') ?? 'no token')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg(locale, 'page_password_reset'))
  expect(await seriousViolations(page)).toEqual([])

  const newPassword = page.locator('#reset-newPassword')
  const confirmation = page.locator('#reset-newPasswordConfirm')
  const submit = page.getByRole('button', { name: msg(locale, 'auth_reset_submit'), exact: true })
  await expectPasswordFields(page.getByRole('main'), ['new-password', 'new-password'])

  // The two fields must agree: said under the second, which takes the focus.
  await newPassword.fill('a-long-phrase-of-mine')
  await confirmation.fill('a-long-phrase-of-yours')
  await submit.click()
  await expect(confirmation).toBeFocused()
  await expect(page.locator('#reset-newPasswordConfirm-error')).toHaveText(msg(locale, 'auth_error_password_mismatch'))

  // A common password is refused by the API, under the field, which keeps it and takes the focus.
  await newPassword.fill('qwer1234')
  await confirmation.fill('qwer1234')
  await submit.click()
  await expect(page.locator('#reset-newPassword-error')).toHaveText(msg(locale, 'api_error_password_too_common'))
  await expect(newPassword).toBeFocused()
  await expect(newPassword).toHaveValue('qwer1234')

  const chosen = `new-${uniqueTag()}-phrase`
  await newPassword.fill(chosen)
  await confirmation.fill(chosen)
  await submit.click()
  await expect(page.getByRole('status').filter({ hasText: msg(locale, 'auth_reset_done') })).toBeFocused()
  expect((await context.cookies(origin)).some((cookie) => cookie.name === 'password_reset')).toBe(false)
  // Every session of the member ended, elsewhere too.
  expect((await fetch(`${origin}/api/v1/me`, { headers: { authorization: elsewhere } })).status).toBe(401)
  // The member is told of the reset, in the page's language, naming this browser (decision 95).
  const notice = await mailTo(member.email, before + 1)
  const noticeText = memberSecurityNoticeText[locale]
  expect(notice.subject).toBe(noticeText.subject(BRAND, noticeText.headline['password-reset']('')))
  const { browser, device } = summarizeUserAgent(await page.evaluate(() => navigator.userAgent))
  expect(notice.text).toContain(`${noticeText.browser}: ${browser} · ${device}`)

  // Nobody is signed in by the reset: the member signs in with the new password.
  await page
    .getByRole('article')
    .getByRole('link', { name: msg(locale, 'auth_login_link'), exact: true })
    .click()
  await expect(page).toHaveURL(new RegExp(`/login\\?lang=${locale}`))
  await waitForHydration(page)
  await page.locator('#login-email').fill(member.email)
  await page.locator('#login-password').fill(member.password)
  await page.getByRole('button', { name: msg(locale, 'auth_login_submit'), exact: true }).click()
  await expect(page.getByRole('alert')).toHaveText(msg(locale, 'api_error_invalid_credentials'))
  await page.locator('#login-password').fill(chosen)
  await page.getByRole('button', { name: msg(locale, 'auth_login_submit'), exact: true }).click()
  await expect(page.getByTestId('site-header').getByTestId('member-name')).toContainText(member.name)
  expect((await context.cookies(origin)).some((cookie) => cookie.name === SESSION_COOKIE)).toBe(true)
})

test(`a spent link says so, with the way to ask again; the pages hold on a phone (${locale})`, async ({ page }) => {
  expect(link, 'the first test mailed a link').not.toBe('')
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto(link)
  await waitForHydration(page)
  await expect(page).toHaveURL(`${origin}/password/reset?lang=${locale}`)
  const message = page.getByRole('alert')
  await expect(message).toHaveText(msg(locale, 'auth_reset_invalid'))
  await expect(message).toBeFocused()
  await expect(page.locator('#reset-newPassword')).toHaveCount(0)
  expect(await fitsTheScreen(page)).toBe(true)
  expect(await seriousViolations(page)).toEqual([])

  await page.getByRole('link', { name: msg(locale, 'auth_reset_ask_again'), exact: true }).click()
  await expect(page).toHaveURL(`${origin}/password/forgot?lang=${locale}`)
  await expect(page.locator('#forgot-email')).toBeVisible()
  expect(await fitsTheScreen(page)).toBe(true)

  // The page without any link says the same.
  await page.goto(`${origin}/password/reset?lang=${locale}`)
  await expect(page.getByRole('alert')).toHaveText(msg(locale, 'auth_reset_invalid'))
})

test('an unknown email gets the same answer as a member’s, and no mail goes out', async ({ page }) => {
  const nobody = uniqueEmail('reset-nobody')
  await page.goto(`${origin}/password/forgot?lang=en-US`)
  await waitForHydration(page)
  await page.locator('#forgot-email').fill(nobody)
  await page.getByRole('button', { name: msg('en-US', 'auth_forgot_submit'), exact: true }).click()
  await expect(page.getByTestId('password-reset-sent')).toHaveText(msg('en-US', 'auth_forgot_sent').replace('{email}', nobody))
  // A member asks after it: the outbox sends in the order mails were queued, so once the member's mail is out, a mail
  // the unknown address had queued would be out too.
  const later = uniqueEmail('reset-later')
  await signUp(later, `later-${uniqueTag()}-phrase`, `E2E ${uniqueTag()}`)
  const asked = await fetch(`${origin}/api/v1/password-reset`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: later }),
  })
  expect(asked.status).toBe(200)
  await mailTo(later, 0)
  expect(loggedMails().filter((mail) => mail.to === nobody)).toEqual([])
})

test('a staff member resets a forgotten password with the mailed link and a code, then moves to a new authenticator', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  const t = (key: string, values: Record<string, string | number> = {}) =>
    Object.entries(values).reduce((text, [name, value]) => text.replace(`{${name}}`, String(value)), msg('en-US', key))
  const staff = await addedStaff(request, 'support', origin)
  // Without a link the page says so once it has looked, and hydrates without a mismatch (the fixture fails on one).
  await page.goto(`${origin}/admin/password-reset?lang=en-US`)
  await waitForConsole(page)
  await expect(page.getByRole('alert')).toHaveText(t('admin_password_reset_invalid', { minutes: 30 }))
  await page.goto(`${origin}/admin/login?lang=en-US`)
  await waitForConsole(page)
  await expectPasswordFields(page.locator('body'), ['current-password'])
  await page.getByRole('link', { name: t('admin_forgot_password_link'), exact: true }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('admin_forgot_password_title'))
  expect(await seriousViolations(page)).toEqual([])
  await page.getByLabel(t('admin_login_email'), { exact: true }).fill(staff.email)
  await page.getByRole('button', { name: t('admin_forgot_password_submit'), exact: true }).click()
  await expect(page.getByRole('status')).toHaveText(t('admin_forgot_password_sent', { email: staff.email }))

  const mail = await mailTo(staff.email, 0)
  expect(mail.subject).toBe(staffPasswordResetText['en-US'].subject(BRAND))
  const staffLink = /http:\/\/\S+/.exec(mail.text)?.[0] ?? ''
  await page.goto(staffLink)
  await waitForConsole(page)
  await expect(page).toHaveURL(`${origin}/admin/password-reset?lang=en-US`)
  await expect(page.getByText(t('admin_password_reset_intro', { email: staff.email }))).toBeVisible()

  // The mailbox alone changes nothing: a wrong code is refused, the passwords stay typed and the code is cleared.
  const chosen = `kept-${Date.now()}-new-phrase`
  await expectPasswordFields(page.locator('body'), ['new-password', 'new-password'])
  await page.getByLabel(t('admin_own_password_new'), { exact: true }).fill(chosen)
  await page.getByLabel(t('admin_own_password_confirm'), { exact: true }).fill(chosen)
  const code = page.getByLabel(t('admin_login_code'), { exact: true })
  await code.fill('000000')
  const change = page.getByRole('button', { name: t('admin_password_reset_submit'), exact: true })
  await change.click()
  await expect(page.getByRole('alert')).toHaveText(msg('en-US', 'api_error_code_mismatch'))
  await expect(page.getByLabel(t('admin_own_password_new'), { exact: true })).toHaveValue(chosen)
  await code.fill(freshCode(staff))
  await change.click()
  await expect(page.getByRole('status')).toHaveText(t('admin_password_reset_done'))

  // Signed in with the new password, the staff member moves to a new phone from their account page.
  await page.getByRole('link', { name: t('admin_back_to_sign_in'), exact: true }).click()
  await page.getByLabel(t('admin_login_email'), { exact: true }).fill(staff.email)
  await page.getByLabel(t('admin_login_password'), { exact: true }).fill(chosen)
  await page.getByLabel(t('admin_login_code'), { exact: true }).fill(freshCode(staff))
  await page.getByRole('button', { name: t('admin_login_submit'), exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`^${origin}/admin(\\?lang=en-US)?$`))
  await page.goto(`${origin}/admin/account?lang=en-US`)
  await waitForConsole(page)
  await page.getByRole('button', { name: t('admin_own_authenticator_start'), exact: true }).click()
  // The button gone with its step, the focus is on the next step's first words.
  await expect(page.getByText(t('admin_invitation_scan'), { exact: true })).toBeFocused()
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? ''
  const phone = { key: keyOfOtpauthUri(`otpauth://totp/x?secret=${secret}`), used: { step: 0 } }
  await page.getByLabel(t('admin_own_authenticator_code'), { exact: true }).fill(freshCode(phone))
  await page.getByRole('button', { name: t('admin_own_authenticator_confirm'), exact: true }).click()
  // Signed in nowhere else, it says so rather than "0 other sessions were signed out" (issue 66).
  await expect(page.getByRole('status').filter({ hasText: t('admin_own_authenticator_done_alone') })).toBeFocused()
  await expect(page.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10)
})
