import { josaAfter } from '~/i18n/korean-josa'
import { expect, type Locale, test } from './fixtures'
import { fieldError, gotoMemberPage, lastSmsCode, signedUpMember, uniqueMobile } from './member-support'
import { msg } from './support'

const phoneStatus = (page: import('@playwright/test').Page) => page.getByTestId('phone-status')

test.describe('changing the mobile number at /mypage/phone', () => {
  for (const locale of ['ko-KR', 'en-US'] as const satisfies Locale[]) {
    test(`texts a code, refuses a wrong one, and the right one changes the number (${locale})`, async ({
      page,
      context,
      request,
    }) => {
      await signedUpMember(context, `phone-${locale}`)
      await gotoMemberPage(page, '/mypage/phone', locale)
      const send = page.getByRole('button', { name: msg(locale, 'phone_send_code'), exact: true })

      // A number that is not a mobile number is explained, and nothing is sent.
      await page.locator('#phone-mobile').fill('02-123-4567')
      await page.locator('#phone-mobile').press('Enter')
      await expect(fieldError(page, 'phone-mobile')).toHaveText(msg(locale, 'phone_error_number'))
      await expect(page.locator('#phone-mobile')).toBeFocused()
      await expect(page.locator('#phone-code')).toHaveCount(0)

      // Dashes are fine: the number is sent as digits, and the code field takes the focus with its countdown.
      const mobile = uniqueMobile()
      await page.locator('#phone-mobile').fill(`${mobile.slice(0, 3)}-${mobile.slice(3, 7)}-${mobile.slice(7)}`)
      await send.click()
      await expect(phoneStatus(page)).toHaveText(msg(locale, 'phone_code_sent'))
      await expect(page.locator('#phone-code')).toBeFocused()
      await expect(page.locator('#phone-code-hint')).toHaveText(
        new RegExp(msg(locale, 'phone_time_left').replace('{time}', '(3:00|2:5\\d)')),
      )
      await expect(page.getByRole('button', { name: msg(locale, 'phone_resend_code'), exact: true })).toBeVisible()

      // A wrong code is refused by the API; what was typed stays.
      const code = await lastSmsCode(request, mobile)
      const wrong = code === '000000' ? '111111' : '000000'
      const verify = page.getByRole('button', { name: msg(locale, 'phone_confirm'), exact: true })
      await page.locator('#phone-code').fill('12')
      await verify.click()
      await expect(fieldError(page, 'phone-code')).toHaveText(msg(locale, 'phone_error_code'))
      await page.locator('#phone-code').fill(wrong)
      await verify.click()
      await expect(page.getByRole('alert')).toHaveText(msg(locale, 'api_error_code_mismatch'))
      await expect(page.locator('#phone-code')).toHaveValue(wrong)

      // The right code changes the number: a success panel and a notification name it, grouped as people write it
      // (010-1234-5678), and so does the profile.
      await page.locator('#phone-code').fill(code)
      await verify.click()
      const formatted = mobile.replace(/^(\d{3})(\d{3,4})(\d{4})$/, '$1-$2-$3')
      const updated = msg(locale, 'phone_updated_to')
        .replace('{mobile}', formatted)
        .replace('{mobileJosa}', josaAfter(formatted, '으로/로'))
      await expect(phoneStatus(page)).toHaveText(`${msg(locale, 'phone_verified')} ${updated}`)
      await expect(phoneStatus(page)).toHaveAttribute('data-done', 'true')
      await expect(page.getByTestId('toaster').getByText(updated)).toBeVisible()
      await expect(page.locator('#phone-code')).toHaveCount(0)
      await gotoMemberPage(page, '/mypage', locale)
      await expect(page.getByTestId('profile-mobile')).toHaveText(formatted)
    })
  }

  test('a code runs out after three minutes: the page says so and asks for a new one (en-US)', async ({
    page,
    context,
    request,
  }) => {
    await signedUpMember(context, 'phone-expiry')
    await page.clock.install()
    await gotoMemberPage(page, '/mypage/phone', 'en-US')
    const mobile = uniqueMobile()
    await page.locator('#phone-mobile').fill(mobile)
    await page.getByRole('button', { name: msg('en-US', 'phone_send_code'), exact: true }).click()
    await expect(phoneStatus(page)).toHaveText(msg('en-US', 'phone_code_sent'))
    await page.locator('#phone-code').fill(await lastSmsCode(request, mobile))

    await page.clock.fastForward('03:01')
    await expect(page.locator('#phone-code-hint')).toHaveText(msg('en-US', 'phone_code_expired'))
    await expect(page.getByRole('button', { name: msg('en-US', 'phone_confirm'), exact: true })).toBeDisabled()

    // A new code starts a new countdown.
    await page.getByRole('button', { name: msg('en-US', 'phone_resend_code'), exact: true }).click()
    await expect(page.locator('#phone-code-hint')).toHaveText(/3:00|2:5\d/)
    await expect(page.locator('#phone-code')).toHaveValue('')
  })
})
