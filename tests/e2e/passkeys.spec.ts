import type { Page } from '@playwright/test'
import { expectSignedIn, signInLink, signOutButton } from './auth-support'
import { seriousViolations } from './axe-support'
import { e2eServerEnv } from './e2e-server-env'
import { expect, test } from './fixtures'
import { gotoMemberPage, signedUpMember, toast } from './member-support'
import { withVirtualAuthenticator } from './passkey-support'
import { type SiteCopy, startSiteCopyWithOwnData } from './site-copy'
import { addedStaff, signedInStaff, waitForConsole } from './staff-console-support'
import { msg, waitForHydration } from './support'

/**
 * Passkeys (issue 40 §4, decision 88) in Chromium with its virtual authenticator (CDP's WebAuthn domain): a member adds
 * one on /mypage/security, renames it and signs in with it from /login (the email field’s autofill, then the button); a staff member adds one in their account and
 * gives it instead of the code at sign-in. WebAuthn takes no IP address as the site's id, so a copy of the site runs
 * with SITE_URL on `localhost`; the refusals (challenges, origins, other accounts' passkeys) are the contract tests'.
 */
const port = Number(process.env.E2E_PASSKEYS_PORT ?? 3196)
const origin = `http://localhost:${port}`
let site: SiteCopy | undefined

test.use({ baseURL: origin })
// One copy of the site for both tests, in one worker.
test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(90_000)
  site = await startSiteCopyWithOwnData('passkeys', port, { ...e2eServerEnv, SITE_URL: origin, PAGE_CACHE_TTL_SECONDS: '0' })
})

test.afterAll(() => {
  site?.stop()
})

/** Keeps the mediation of each passkey request the page makes (a browser script, run before the page's own). */
function recordPasskeyRequests() {
  const page = window as Window & { passkeyRequests?: string[] }
  page.passkeyRequests = []
  const get = navigator.credentials.get.bind(navigator.credentials)
  navigator.credentials.get = (options) => {
    page.passkeyRequests?.push(options?.mediation ?? 'optional')
    return get(options)
  }
}

const passkeyRequests = (page: Page) => page.evaluate(() => (window as Window & { passkeyRequests?: string[] }).passkeyRequests)

test('a member adds a passkey on the security page, signs out, and signs in with it from the email field’s autofill, or the button (en-US)', async ({
  page,
  context,
}) => {
  const locale = 'en-US'
  const member = await signedUpMember(context, 'passkey-member')
  await withVirtualAuthenticator(page)

  await gotoMemberPage(page, '/mypage/security', locale)
  await expect(page.getByText(msg(locale, 'mypage_passkeys_none'))).toBeVisible()
  await page.getByLabel(msg(locale, 'mypage_passkeys_name_label')).fill('Test laptop')
  await page.getByRole('button', { name: msg(locale, 'mypage_passkeys_add') }).click()
  await expect(toast(page)).toContainText(msg(locale, 'mypage_passkeys_added'))
  const passkey = page.getByTestId('passkey')
  await expect(passkey).toHaveCount(1)
  await expect(passkey.getByRole('heading')).toHaveText('Test laptop')
  await expect(passkey).toContainText(msg(locale, 'mypage_passkeys_never_used'))
  await expect(page.getByTestId('security-history')).toContainText('Passkey “Test laptop” added')
  expect(await seriousViolations(page)).toEqual([])
  // Renamed in its dialog, which starts on the current name.
  await passkey.getByRole('button', { name: 'Rename Test laptop' }).click()
  const renaming = page.getByRole('dialog', { name: msg(locale, 'mypage_passkeys_rename_title') })
  await renaming.getByLabel(msg(locale, 'mypage_passkeys_name_label')).fill('Work laptop')
  await renaming.getByRole('button', { name: msg(locale, 'mypage_passkeys_rename_save') }).click()
  await expect(passkey.getByRole('heading')).toHaveText('Work laptop')

  // At the top of a page, where the header's sign-out is.
  await gotoMemberPage(page, '/mypage', locale)
  await signOutButton(page, locale).click()
  await expect(signInLink(page, locale)).toBeVisible()
  // Offered in the email field's autofill from the start: Chromium's virtual authenticator picks this site's one
  // passkey by itself, as the member would in the suggestions, and no button is pressed.
  await page.addInitScript(recordPasskeyRequests)
  await page.goto(`/login?lang=${locale}`)
  await expectSignedIn(page, member.name)
  expect(await passkeyRequests(page)).toEqual(['conditional'])

  // A browser that offers no passkeys in autofill: the button.
  await signOutButton(page, locale).click()
  await expect(signInLink(page, locale)).toBeVisible()
  await page.addInitScript(() => {
    PublicKeyCredential.isConditionalMediationAvailable = async () => false
  })
  await page.goto(`/login?lang=${locale}`)
  await waitForHydration(page)
  await page.getByRole('button', { name: msg(locale, 'auth_passkey_sign_in') }).click()
  await expectSignedIn(page, member.name)
  expect(await passkeyRequests(page)).toEqual(['optional'])

  await gotoMemberPage(page, '/mypage/security', locale)
  await expect(page.getByTestId('passkey')).not.toContainText(msg(locale, 'mypage_passkeys_never_used'))
})

test('a staff member adds a passkey in their account and gives it instead of the code at sign-in (en-US)', async ({
  page,
  context,
  request,
}) => {
  const staff = await addedStaff(request, 'editor')
  await signedInStaff(context, staff)
  await withVirtualAuthenticator(page)

  await page.goto('/admin/account?lang=en-US')
  await waitForConsole(page)
  await page.getByLabel(msg('en-US', 'admin_passkeys_name_label')).fill('Desk key')
  await page.getByRole('button', { name: msg('en-US', 'admin_passkeys_add') }).click()
  await expect(page.getByTestId('own-passkey')).toContainText('Desk key')
  expect(await seriousViolations(page)).toEqual([])

  await context.clearCookies()
  await page.goto('/admin/login?lang=en-US')
  await waitForConsole(page)
  await page.getByLabel(msg('en-US', 'admin_login_email'), { exact: true }).fill(staff.email)
  await page.getByLabel(msg('en-US', 'admin_login_password'), { exact: true }).fill(staff.password)
  await page.getByRole('button', { name: msg('en-US', 'admin_passkey_instead_of_code') }).click()
  await expect(page).toHaveURL(/\/admin\/?\?/)
  await page.goto('/admin/account?lang=en-US')
  await waitForConsole(page)
  await expect(page.getByTestId('own-passkey')).toContainText(msg('en-US', 'admin_passkeys_last_used').replace(' {date}', ''))
})
