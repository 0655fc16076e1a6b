import { generateHOTP } from '@oslojs/otp'
import type { Page } from '@playwright/test'
import { summarizeUserAgent } from '~/backend/sign-in/user-agent-summary'
import { expectSignedIn, signInWithPassword, signOutButton } from './auth-support'
import { seriousViolations } from './axe-support'
import { expect, type Locale, test } from './fixtures'
import { gotoMemberPage, mypageMenu, signedUpMember } from './member-support'
import { fill } from './operations-support'
import { msg } from './support'

/**
 * The second factor end to end (decision 29), in Japanese: set up at /mypage/security from the key the page shows as
 * text (the code computed here, as an authenticator app would), then a sign-in with the password and a code, and one
 * with a recovery code. The server's clock is real: each code is of a time step no code was used at yet.
 */
const locale: Locale = 'ja-JP'
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

function keyOf(secret: string): Uint8Array {
  let bits = ''
  for (const char of secret.replace(/\s/g, '')) bits += BASE32.indexOf(char).toString(2).padStart(5, '0')
  return new Uint8Array((bits.match(/.{8}/g) ?? []).map((byte) => Number.parseInt(byte, 2)))
}

const stepNow = () => Math.floor(Date.now() / 30_000)

/** A code of the current step, or of the next one (one step of drift is allowed) when the current one was used. */
function freshCode(key: Uint8Array, used: { step: number }): string {
  const step = Math.max(stepNow(), used.step + 1)
  used.step = step
  return generateHOTP(key, BigInt(step), 6)
}

async function seriousViolationsAtRest(page: Page) {
  // At rest: a page reached by a link fades in, and axe would measure its colours half transparent.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'))
  return seriousViolations(page)
}

test('sets up two-step verification at /mypage/security, then signs in with the password and a code, and with a recovery code (ja-JP)', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000)
  const member = await signedUpMember(context, 'totp')

  await gotoMemberPage(page, '/mypage', locale)
  await expect(page.getByTestId('second-factor-summary')).toContainText(msg(locale, 'mypage_security_summary_off'))
  await mypageMenu(page, locale)
    .getByRole('link', { name: msg(locale, 'page_mypage_security') })
    .click()
  await expect(page).toHaveURL(/\/mypage\/security/)
  await expect(page.getByTestId('second-factor-status')).toHaveText(msg(locale, 'mypage_security_off'))

  await page.getByRole('button', { name: msg(locale, 'mypage_security_set_up') }).click()
  await expect(page.getByRole('img', { name: msg(locale, 'mypage_security_qr_label') })).toBeVisible()
  await expect(page.getByRole('img', { name: msg(locale, 'mypage_security_qr_label') }).locator('svg')).toBeVisible()
  const link = page.getByRole('link', { name: msg(locale, 'mypage_security_open_app') })
  expect(await link.getAttribute('href')).toMatch(/^otpauth:\/\/totp\/Cellactis:.+issuer=Cellactis/)
  const secret = (await page.getByTestId('second-factor-secret').textContent()) ?? ''
  expect(secret.replace(/\s/g, '')).toMatch(/^[A-Z2-7]{32}$/)
  const key = keyOf(secret)
  const used = { step: 0 }
  expect(await seriousViolationsAtRest(page)).toEqual([])

  // A wrong code is refused, and what was typed stays.
  const setupCode = page.getByLabel(msg(locale, 'mypage_security_code_label'))
  await expect(setupCode).toHaveAttribute('inputmode', 'numeric')
  await expect(setupCode).toHaveAttribute('autocomplete', 'one-time-code')
  const wrong = generateHOTP(key, BigInt(stepNow() + 10), 6)
  await setupCode.fill(wrong)
  await page.getByRole('button', { name: msg(locale, 'mypage_security_confirm') }).click()
  await expect(page.getByRole('alert').filter({ hasText: msg(locale, 'api_error_code_mismatch') })).toBeVisible()
  await expect(setupCode).toHaveValue(wrong)

  await setupCode.fill(freshCode(key, used))
  await page.getByRole('button', { name: msg(locale, 'mypage_security_confirm') }).click()
  const codes = page.getByTestId('recovery-codes').getByRole('listitem')
  await expect(codes).toHaveCount(10)
  const recoveryCodes = await codes.allTextContents()
  for (const code of recoveryCodes) expect(code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/)
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: msg(locale, 'mypage_security_codes_download') }).click()
  expect((await download).suggestedFilename()).toBe('recovery-codes.txt')
  await page.getByRole('button', { name: msg(locale, 'mypage_security_codes_saved') }).click()
  await expect(page.getByTestId('second-factor-status')).toContainText('10')
  // The page's history lists the change at once, with the browser it was made from (decision 95).
  const history = page.getByTestId('security-history')
  await expect(history).toContainText(msg(locale, 'mypage_security_event_second_factor_on'))
  const { browser, device } = summarizeUserAgent(await page.evaluate(() => navigator.userAgent))
  await expect(history).toContainText(
    fill(locale, 'mypage_sessions_browser_on_device', { browser: browser ?? '', device: device ?? '' }),
  )
  // The entry wraps on a phone rather than push the page sideways.
  const laptop = page.viewportSize()
  await page.setViewportSize({ width: 360, height: 800 })
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  if (laptop) await page.setViewportSize(laptop)

  // Signed out, the password alone no longer signs in: the code step asks for the app's code.
  await signOutButton(page, locale).click()
  await signInWithPassword(page, locale, member.email, member.password)
  await expect(page).toHaveURL(/\/login\/second-factor/)
  const codeField = page.getByLabel(msg(locale, 'auth_second_factor_code_label'))
  await expect(codeField).toHaveAttribute('inputmode', 'numeric')
  await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code')
  expect(await seriousViolationsAtRest(page)).toEqual([])
  await codeField.fill(generateHOTP(key, BigInt(stepNow() + 10), 6))
  await page.getByRole('button', { name: msg(locale, 'auth_second_factor_submit'), exact: true }).click()
  await expect(page.getByRole('alert').filter({ hasText: msg(locale, 'api_error_code_mismatch') })).toBeVisible()
  await codeField.fill(freshCode(key, used))
  await page.getByRole('button', { name: msg(locale, 'auth_second_factor_submit'), exact: true }).click()
  await expectSignedIn(page, member.name)

  // Once more with a recovery code, typed in small letters.
  await signOutButton(page, locale).click()
  await signInWithPassword(page, locale, member.email, member.password)
  await expect(page).toHaveURL(/\/login\/second-factor/)
  await page.getByRole('button', { name: msg(locale, 'auth_second_factor_use_recovery') }).click()
  const recoveryField = page.getByLabel(msg(locale, 'auth_second_factor_recovery_label'))
  await expect(recoveryField).toBeFocused()
  // Without the codes too, the page says where to turn (decision 104).
  await expect(page.getByText(msg(locale, 'auth_second_factor_lost'))).toBeVisible()
  const contact = page.getByRole('link', { name: msg(locale, 'auth_second_factor_lost_contact'), exact: true })
  await expect(contact).toHaveAttribute('href', `/contact?lang=${locale}`)
  await recoveryField.fill((recoveryCodes[0] ?? '').toLowerCase())
  await page.getByRole('button', { name: msg(locale, 'auth_second_factor_submit'), exact: true }).click()
  await expectSignedIn(page, member.name)

  await gotoMemberPage(page, '/mypage', locale)
  await expect(page.getByTestId('second-factor-summary')).toContainText(msg(locale, 'mypage_security_summary_on'))
})

test('the set-up holds on a phone: no sideways scrolling, the QR code within the screen (en-US)', async ({ page, context }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await signedUpMember(context, 'totp-phone')
  await gotoMemberPage(page, '/mypage/security', 'en-US')
  await page.getByRole('button', { name: msg('en-US', 'mypage_security_set_up') }).click()
  const qr = page.getByRole('img', { name: msg('en-US', 'mypage_security_qr_label') })
  await expect(qr).toBeVisible()
  const box = await qr.boundingBox()
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  await expect(page.getByTestId('second-factor-secret')).toBeVisible()
})
