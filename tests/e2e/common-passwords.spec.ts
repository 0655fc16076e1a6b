import { expectSignedIn, fillSignup, sessionCookie, signupSubmit, uniqueEmail, uniqueTag } from './auth-support'
import { expect, type Locale, test } from './fixtures'
import { gotoMemberPage, signedUpMember, toast } from './member-support'
import { gotoHydrated, msg, withLang } from './support'

/** A common password is refused by the API; the form says why under the password field, and focuses it. */
test.describe('a common password', () => {
  for (const locale of ['en-US', 'ko-KR'] as const satisfies Locale[]) {
    test(`is refused at sign-up, with the reason under the password field (${locale})`, async ({ page }) => {
      const tag = uniqueTag()
      const values = { email: uniqueEmail(`common-${locale}`), password: 'qwer1234', name: `E2E ${tag}` }
      await gotoHydrated(page, withLang('/signup', locale))
      await fillSignup(page, values)
      await signupSubmit(page, locale).click()

      const password = page.locator('#signup-password')
      await expect(page.locator('#signup-password-error')).toHaveText(msg(locale, 'api_error_password_too_common'))
      await expect(password).toBeFocused()
      await expect(password).toHaveAttribute('aria-invalid', 'true')
      await expect(password).toHaveAttribute('aria-describedby', /signup-password-error/)
      await expect(page.getByRole('alert')).toHaveCount(0)
      await expect(password).toHaveValue(values.password)
      expect(await sessionCookie(page.context())).toBeUndefined()
      // It stays while the field holds that password: leaving the field or typing in another keeps it.
      await page.locator('#signup-name').fill(`${values.name} `)
      await expect(page.locator('#signup-password-error')).toHaveText(msg(locale, 'api_error_password_too_common'))

      // Typing another password takes the message away; a strong one signs the member up.
      const strong = `plum-harbour-${uniqueTag()}`
      await password.fill(strong)
      await expect(page.locator('#signup-password-error')).toHaveCount(0)
      await page.locator('#signup-passwordConfirm').fill(strong)
      await signupSubmit(page, locale).click()
      await expect(page).toHaveURL(withLang('/', locale))
      await expectSignedIn(page, values.name)
    })
  }

  test('is refused as a new password on /mypage, with the reason under the field', async ({ page, context }) => {
    const locale = 'ja-JP'
    const member = await signedUpMember(context, 'common-change')
    await gotoMemberPage(page, '/mypage', locale)
    const form = page.getByRole('form', { name: msg(locale, 'mypage_password_heading') })
    const newPassword = form.getByLabel(msg(locale, 'mypage_password_new'), { exact: true })
    await form.getByLabel(msg(locale, 'mypage_password_current'), { exact: true }).fill(member.password)
    await newPassword.fill('1q2w3e4r')
    await form.getByLabel(msg(locale, 'mypage_password_confirm'), { exact: true }).fill('1q2w3e4r')
    await form.getByRole('button', { name: msg(locale, 'mypage_password_save'), exact: true }).click()

    await expect(page.locator('#password-next-error')).toHaveText(msg(locale, 'api_error_password_too_common'))
    await expect(newPassword).toBeFocused()
    await expect(form.getByRole('alert')).toHaveCount(0)

    const strong = `${member.password}-lantern`
    await newPassword.fill(strong)
    await form.getByLabel(msg(locale, 'mypage_password_confirm'), { exact: true }).fill(strong)
    await form.getByRole('button', { name: msg(locale, 'mypage_password_save'), exact: true }).click()
    await expect(toast(page)).toContainText(msg(locale, 'mypage_password_changed'))
  })
})
