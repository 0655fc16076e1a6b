import {
  agreeOnConsentPage,
  expectSignedIn,
  gotoLogin,
  memberName,
  newPerson,
  providerButton,
  sessionCookie,
  signInAtProvider,
  signInWithPassword,
  signOutButton,
} from './auth-support'
import { expect, type Locale, test } from './fixtures'
import { fieldError, gotoMemberPage, mypageMenu, signedUpMember, toast } from './member-support'
import { expectPasswordFields } from './password-fields'
import { BRAND, msg } from './support'

const saveButton = (locale: Locale) => ({ name: msg(locale, 'mypage_profile_save'), exact: true })

test.describe('the profile at /mypage', () => {
  // In Korean; the field messages in every language: app/features/member-area/components/member-forms.test.tsx.
  for (const locale of ['ko-KR'] as const satisfies Locale[]) {
    test(`explains each wrong field, keeps what was typed, and saves the profile (${locale})`, async ({ page, context }) => {
      const member = await signedUpMember(context, `profile-${locale}`)
      await gotoMemberPage(page, '/mypage', locale)

      // The menu marks where the member is; the form starts from the member's own data.
      await expect(mypageMenu(page, locale).getByRole('link', { name: msg(locale, 'mypage_nav_profile') })).toHaveAttribute(
        'aria-current',
        'page',
      )
      // The member's FAQ and terms are a click away.
      const menu = mypageMenu(page, locale)
      await expect(menu.getByRole('link', { name: msg(locale, 'mypage_nav_faq') })).toHaveAttribute('href', /^\/faq/)
      await expect(menu.getByRole('link', { name: msg(locale, 'mypage_nav_terms') })).toHaveAttribute('href', /^\/terms/)
      await expect(page.locator('#profile-name')).toHaveValue(member.name)
      // Emails are kept in lower case.
      await expect(page.locator('#profile-email')).toHaveValue(member.email.toLowerCase())
      await expect(page.locator('#profile-email')).toHaveAttribute('readonly', '')
      await expect(page.getByTestId('profile-mobile')).toHaveText(msg(locale, 'mypage_mobile_none'))

      // Wrong values are explained beside their fields, focus goes to the first, and nothing is sent.
      await page.locator('#profile-name').fill('')
      await page.locator('#profile-zipcode').fill('12')
      await page.locator('#profile-birthday').fill('19991332')
      await page.getByRole('button', saveButton(locale)).click()
      await expect(fieldError(page, 'profile-name')).toHaveText(msg(locale, 'auth_error_name_required'))
      await expect(fieldError(page, 'profile-zipcode')).toHaveText(msg(locale, 'mypage_error_zipcode'))
      await expect(fieldError(page, 'profile-birthday')).toHaveText(msg(locale, 'mypage_error_birthday_date'))
      await expect(page.locator('#profile-name')).toBeFocused()
      await expect(page.locator('#profile-birthday')).toHaveAttribute('aria-invalid', 'true')
      await expect(page.locator('#profile-zipcode')).toHaveValue('12')

      // Each message goes as soon as its value is right; then the profile is saved.
      const newName = `${member.name} 2`
      await page.locator('#profile-name').fill(newName)
      await page.locator('#profile-zipcode').fill('06236')
      await page.locator('#profile-address1').fill('서울특별시 강남구 테헤란로 123')
      await page.locator('#profile-address2').fill('4층')
      await page.locator('#profile-birthday').fill('19990101')
      await expect(fieldError(page, 'profile-name')).toHaveCount(0)
      await expect(fieldError(page, 'profile-birthday')).toHaveCount(0)
      await page.getByRole('button', saveButton(locale)).click()
      await expect(toast(page)).toContainText(msg(locale, 'mypage_profile_saved'))
      // The header greets the member by the new name at once.
      await expect(memberName(page)).toContainText(newName)

      // A fresh load shows what was saved.
      await gotoMemberPage(page, '/mypage', locale)
      await expect(page.locator('#profile-name')).toHaveValue(newName)
      await expect(page.locator('#profile-zipcode')).toHaveValue('06236')
      await expect(page.locator('#profile-address1')).toHaveValue('서울특별시 강남구 테헤란로 123')
      await expect(page.locator('#profile-address2')).toHaveValue('4층')
      await expect(page.locator('#profile-birthday')).toHaveValue('19990101')

      // Marketing messages (decision 113): off, as signed up; taken with one button, the result said with the sender,
      // the focus kept on the button; on after a load, with the day.
      const marketing = page.getByRole('region', { name: msg(locale, 'mypage_marketing_heading') })
      await expect(marketing).toContainText(msg(locale, 'mypage_marketing_off'))
      const receive = marketing.getByRole('button', { name: msg(locale, 'mypage_marketing_start'), exact: true })
      await receive.click()
      const stop = marketing.getByRole('button', { name: msg(locale, 'mypage_marketing_stop'), exact: true })
      await expect(stop).toBeFocused()
      await expect(marketing.getByRole('status')).toContainText(BRAND)
      await gotoMemberPage(page, '/mypage', locale)
      const since = msg(locale, 'mypage_marketing_on').split('{date}')
      await expect(marketing).toContainText(new RegExp(`${since[0]}.+${since[1]}`))
    })
  }

  test('shows the API’s refusal of a name it cannot keep under the field, what was typed kept (ja-JP)', async ({
    page,
    context,
  }) => {
    await signedUpMember(context, 'profile-characters')
    await gotoMemberPage(page, '/mypage', 'ja-JP')
    // The page has no rule of its own for it: the API's edge refuses it (decision 105), naming the field.
    const typed = '山田\uffff花子'
    await page.locator('#profile-name').fill(typed)
    await page.getByRole('button', saveButton('ja-JP')).click()
    await expect(fieldError(page, 'profile-name')).toHaveText(msg('ja-JP', 'api_error_text_unkeepable'))
    await expect(page.locator('#profile-name')).toBeFocused()
    await expect(page.locator('#profile-name')).toHaveValue(typed)
    // The message stays while the value does; once the name is typed again it goes, and the profile is saved.
    await page.locator('#profile-zipcode').fill('06236')
    await expect(fieldError(page, 'profile-name')).toHaveText(msg('ja-JP', 'api_error_text_unkeepable'))
    await page.locator('#profile-name').fill('山田花子')
    await expect(fieldError(page, 'profile-name')).toHaveCount(0)
    await page.getByRole('button', saveButton('ja-JP')).click()
    await expect(toast(page)).toContainText(msg('ja-JP', 'mypage_profile_saved'))
  })

  // In Korean; the mismatch message in every language: member-forms.test.tsx; the API's refusal in English:
  // tests/contract/member-password.test.ts.
  for (const locale of ['ko-KR'] as const satisfies Locale[]) {
    test(`changes the password: a wrong current password is refused, the new one signs in (${locale})`, async ({
      page,
      context,
    }) => {
      const member = await signedUpMember(context, `password-${locale}`)
      await gotoMemberPage(page, '/mypage', locale)
      const change = page.getByRole('button', { name: msg(locale, 'mypage_password_save'), exact: true })
      const form = page.getByRole('form', { name: msg(locale, 'mypage_password_heading') })
      const newPassword = `${member.password}-new`
      await expectPasswordFields(form, ['current-password', 'new-password', 'new-password'])

      await form.getByLabel(msg(locale, 'mypage_password_current'), { exact: true }).fill('not-my-password')
      await form.getByLabel(msg(locale, 'mypage_password_new'), { exact: true }).fill(newPassword)
      await form.getByLabel(msg(locale, 'mypage_password_confirm'), { exact: true }).fill(`${newPassword}-typo`)
      await change.click()
      await expect(form.getByText(msg(locale, 'auth_error_password_mismatch'))).toBeVisible()

      await form.getByLabel(msg(locale, 'mypage_password_confirm'), { exact: true }).fill(newPassword)
      await change.click()
      // The API's refusal is shown above the form and read out; what was typed stays.
      await expect(form.getByRole('alert')).toHaveText(msg(locale, 'api_error_wrong_password'))
      await expect(form.getByLabel(msg(locale, 'mypage_password_new'), { exact: true })).toHaveValue(newPassword)

      await form.getByLabel(msg(locale, 'mypage_password_current'), { exact: true }).fill(member.password)
      await change.click()
      await expect(toast(page)).toContainText(msg(locale, 'mypage_password_changed'))

      // A new token for this browser (ASVS 7.2.4): the cookie holds it, the old token no longer works, and the
      // member is still signed in, here and on the next page.
      const renewed = await sessionCookie(context)
      expect(renewed?.value).toBeTruthy()
      expect(renewed?.value).not.toBe(member.token)
      const old = await page.request.get('/api/v1/me', { headers: { authorization: member.token } })
      expect(old.status()).toBe(401)
      await expectSignedIn(page, member.name)
      await gotoMemberPage(page, '/mypage/points', locale)
      await expectSignedIn(page, member.name)

      // Signed out, the old password no longer works and the new one does.
      await page.evaluate(() => window.scrollTo(0, 0))
      await signOutButton(page, locale).click()
      await signInWithPassword(page, locale, member.email, member.password)
      await expect(page.getByRole('alert')).toHaveText(msg(locale, 'api_error_invalid_credentials'))
      await signInWithPassword(page, locale, member.email, newPassword)
      await expectSignedIn(page, member.name)
    })
  }
})

test.describe('the address search', () => {
  /** Stands in for the Kakao (Daum) postcode script, which this machine cannot reach: it picks one address. */
  const fakePostcodeScript = `
    window.daum = { Postcode: function (options) {
      this.open = function () { options.oncomplete({ zonecode: '13529', roadAddress: '경기 성남시 분당구 판교역로 166', address: '' }) }
    } }`

  test('fills the postal code and address, and moves on to the detail line (ko-KR)', async ({ page, context }) => {
    await signedUpMember(context, 'postcode')
    await page.route('https://t1.daumcdn.net/mapjsapi/bundle/postcode/prod/postcode.v2.js', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: fakePostcodeScript }),
    )
    await gotoMemberPage(page, '/mypage', 'ko-KR')
    await page.getByRole('button', { name: msg('ko-KR', 'mypage_find_address') }).click()
    await expect(page.locator('#profile-zipcode')).toHaveValue('13529')
    await expect(page.locator('#profile-address1')).toHaveValue('경기 성남시 분당구 판교역로 166')
    await expect(page.locator('#profile-address2')).toBeFocused()
    // The script ran under the page's policy: it carried the page's nonce.
    expect(await page.locator('script[src*="postcode.v2.js"]').evaluate((script: HTMLScriptElement) => script.nonce)).not.toBe('')
  })

  test.describe('when the search cannot load', () => {
    test.use({ allowedConsoleErrors: [/Failed to load resource: net::ERR_FAILED/] })

    test('says so, and the member types the address (en-US)', async ({ page, context }) => {
      await signedUpMember(context, 'postcode-down')
      await page.route('https://t1.daumcdn.net/**', (route) => route.abort('failed'))
      await gotoMemberPage(page, '/mypage', 'en-US')
      await page.getByRole('button', { name: msg('en-US', 'mypage_find_address') }).click()
      await expect(page.getByText(msg('en-US', 'mypage_find_address_unavailable'))).toBeVisible()
      await expect(page.locator('#profile-zipcode')).toBeFocused()
      await page.locator('#profile-zipcode').fill('06236')
      await expect(page.locator('#profile-zipcode')).toHaveValue('06236')
    })
  })
})

test('a member who signed up with another account sets a first password, then signs in with it too (ko-KR)', async ({
  page,
  context,
}) => {
  const person = newPerson('google')
  await signInAtProvider(context, 'google', person)
  await gotoLogin(page, 'ko-KR')
  await providerButton(page, 'google').click()
  await agreeOnConsentPage(page, 'ko-KR')
  await expect(memberName(page)).toBeVisible()
  await gotoMemberPage(page, '/mypage', 'ko-KR')
  const form = page.getByRole('form', { name: msg('ko-KR', 'mypage_password_set_heading') })
  await expect(form).toContainText(msg('ko-KR', 'mypage_password_set_intro'))
  await expectPasswordFields(form, ['new-password', 'new-password'])
  const chosen = `harbour-lantern-${Date.now()}`
  await form.getByLabel(msg('ko-KR', 'mypage_password_new'), { exact: true }).fill(chosen)
  await form.getByLabel(msg('ko-KR', 'mypage_password_confirm'), { exact: true }).fill(chosen)
  await form.getByRole('button', { name: msg('ko-KR', 'mypage_password_set_save'), exact: true }).click()
  await expect(toast(page)).toContainText(msg('ko-KR', 'mypage_password_set_done'))
  // Now it has a password: the page offers to change it, with the current one.
  await expect(page.getByRole('form', { name: msg('ko-KR', 'mypage_password_heading') })).toBeVisible()

  await context.clearCookies()
  await signInWithPassword(page, 'ko-KR', person.email ?? '', chosen)
  await expect(memberName(page)).toBeVisible()
})
