import { generateHOTP } from '@oslojs/otp'
import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './fixtures'
import { gotoMemberPage, signedUpMember } from './member-support'
import { consolePage } from './operations-support'
import { addedStaff, keyOfOtpauthUri, signedInStaff } from './staff-console-support'
import { msg } from './support'

/**
 * Decision 104: a member who lost their authenticator and recovery codes calls support; the agent turns their second
 * factor off from the console (in Korean) with a reason, and the member, reading in Japanese, finds it off and the
 * change on their security page.
 */
const t = (key: string) => msg('ko-KR', key)

/** Turns the member's second factor on through the API, as the security page does; answers the member's id. */
async function withSecondFactor(request: APIRequestContext, token: string): Promise<string> {
  const headers = { authorization: `Bearer ${token}` }
  const setup = await request.post('/api/v1/me/second-factor/setup', { headers, data: {} })
  expect(setup.status(), await setup.text()).toBe(200)
  const { uri } = ((await setup.json()) as { data: { uri: string } }).data
  const code = generateHOTP(keyOfOtpauthUri(uri), BigInt(Math.floor(Date.now() / 30_000)), 6)
  const confirmed = await request.post('/api/v1/me/second-factor/confirm', { headers, data: { code } })
  expect(confirmed.status(), await confirmed.text()).toBe(200)
  return ((await (await request.get('/api/v1/me', { headers })).json()) as { data: { id: string } }).data.id
}

test('support turns off the second factor of a member who lost it, with a reason; the member finds it off (ko-KR, ja-JP)', async ({
  page,
  context,
  request,
  browser,
}) => {
  const owner = await browser.newContext()
  const member = await signedUpMember(owner, 'lost-authenticator')
  const id = await withSecondFactor(owner.request, member.token)
  await signedInStaff(context, await addedStaff(request, 'support'))

  await consolePage(page, `/admin/members/${id}`, 'ko-KR')
  await expect(page.getByTestId('member-sign-in')).toContainText(t('admin_member_sign_in_second_factor'))
  await page.getByRole('button', { name: t('admin_member_second_factor_reset'), exact: true }).click()
  const dialog = page.getByRole('dialog', { name: t('admin_member_second_factor_reset_title') })
  await expect(dialog).toContainText(t('admin_member_second_factor_reset_intro'))
  const reason = dialog.getByLabel(t('admin_member_reveal_reason'))
  await expect(reason).toBeFocused()
  const submit = dialog.getByRole('button', { name: t('admin_member_second_factor_reset_submit'), exact: true })
  await submit.click()
  await expect(dialog.locator('#second-factor-reset-reason-error')).toHaveText(t('admin_form_required'))
  await reason.fill('휴대폰 분실, 가입 휴대폰 번호로 전화해 본인 확인')
  await submit.click()
  await expect(dialog).toBeHidden()
  await expect(page.getByTestId('second-factor-reset-status')).toHaveText(t('admin_member_second_factor_reset_done'))
  await expect(page.getByTestId('member-sign-in')).toHaveText(t('admin_member_sign_in_password'))
  await expect(page.getByRole('button', { name: t('admin_member_second_factor_reset'), exact: true })).toHaveCount(0)
  await expect(page.locator('#member-heading')).toBeFocused()

  const memberPage = await owner.newPage()
  await gotoMemberPage(memberPage, '/mypage/security', 'ja-JP')
  await expect(memberPage.getByTestId('second-factor-status')).toHaveText(msg('ja-JP', 'mypage_security_off'))
  await expect(memberPage.getByTestId('security-history')).toContainText(
    msg('ja-JP', 'mypage_security_event_second_factor_reset'),
  )
  await owner.close()
})
