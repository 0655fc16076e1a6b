import { expectSignedOut, fillSignup, signInWithPassword, signupSubmit } from './auth-support'
import { expect, type Locale, test } from './fixtures'
import { fieldError, gotoMemberPage, signedUpMember } from './member-support'
import { expectPasswordFields } from './password-fields'
import { msg, waitForHydration, withLang } from './support'

test.describe('closing the account at /mypage/withdraw', () => {
  // In Korean; the form's messages in all five languages: app/features/member-area/withdrawal/withdraw-form.test.tsx;
  // the API's refusals in English: tests/contract/member-password.test.ts, tests/contract/auth-withdrawal.test.ts.
  for (const locale of ['ko-KR'] as const satisfies Locale[]) {
    test(`asks for agreement, reasons and the password, confirms, and signs the member out for good (${locale})`, async ({
      page,
      context,
    }) => {
      test.slow()
      const member = await signedUpMember(context, `withdraw-${locale}`)
      await gotoMemberPage(page, '/mypage/withdraw', locale)
      await expect(page.getByRole('heading', { name: msg(locale, 'withdraw_policy_heading') })).toBeVisible()
      const submit = page.getByRole('button', { name: msg(locale, 'withdraw_submit'), exact: true })

      // Nothing is asked until the form is complete; every missing part is explained.
      await submit.click()
      await expect(page.locator('#withdraw-agree-error')).toHaveText(msg(locale, 'withdraw_error_agree'))
      await expect(page.locator('#withdraw-reasons-error')).toHaveText(msg(locale, 'withdraw_error_reasons'))
      await expect(fieldError(page, 'withdraw-password')).toHaveText(msg(locale, 'auth_error_password_required'))
      await expect(page.locator('#withdraw-agree')).toBeFocused()
      await expect(page.getByRole('alertdialog')).toHaveCount(0)

      await page.locator('#withdraw-agree').check()
      await page.getByLabel(msg(locale, 'withdraw_reason_RARELY_USED')).check()
      await page.locator('#withdraw-comment').fill('Testing the way out.')
      await expectPasswordFields(page.getByRole('main'), ['current-password'])
      await page.locator('#withdraw-password').fill('not-my-password')
      await expect(page.locator('#withdraw-reasons-error')).toHaveCount(0)

      // A wrong password is refused before anything is asked (issue 25): no confirmation, what was typed stays.
      await submit.click()
      await expect(page.getByRole('alert')).toHaveText(msg(locale, 'api_error_wrong_password'))
      await expect(page.getByRole('alertdialog')).toHaveCount(0)
      await expect(page.locator('#withdraw-comment')).toHaveValue('Testing the way out.')
      await expect(page.getByLabel(msg(locale, 'withdraw_reason_RARELY_USED'))).toBeChecked()

      // The right password, then the question; cancelling it closes nothing.
      await page.locator('#withdraw-password').fill(member.password)
      await submit.click()
      const confirm = page.getByRole('alertdialog')
      await expect(confirm).toContainText(msg(locale, 'withdraw_confirm_message'))
      await confirm.getByRole('button', { name: msg(locale, 'dialog_cancel') }).click()
      await expect(confirm).toBeHidden()

      // Confirmed, the account closes: the goodbye, then home, signed out.
      await submit.click()
      await page
        .getByRole('alertdialog')
        .getByRole('button', { name: msg(locale, 'withdraw_submit'), exact: true })
        .click()
      const goodbye = page.getByRole('alertdialog')
      await expect(goodbye).toContainText(msg(locale, 'withdraw_done'))
      await goodbye.getByRole('button', { name: msg(locale, 'dialog_ok') }).click()
      await expect(page).toHaveURL(new RegExp(`/\\?lang=${locale}$`))
      await waitForHydration(page)
      await expectSignedOut(page, locale)

      // The account is gone: it cannot sign in, and its email cannot sign up again for six months.
      await signInWithPassword(page, locale, member.email, member.password)
      await expect(page.getByRole('alert')).toHaveText(msg(locale, 'api_error_invalid_credentials'))
      await page.goto(withLang('/signup', locale))
      await waitForHydration(page)
      await fillSignup(page, { email: member.email, password: member.password, name: member.name })
      await signupSubmit(page, locale).click()
      await expect(page.getByRole('alert')).toHaveText(msg(locale, 'api_error_reregistration_barred'))
    })
  }
})
