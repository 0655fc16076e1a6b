import { describe, expect, it } from 'vitest'
import { memberAreaEndpoints } from '~/api/contract/member-area-endpoints'
import { signInEndpoints } from '~/api/contract/sign-in-endpoints'
import { m } from '~/paraglide/messages'
import { type Answer, PASSWORD, send, signupBody, uniqueEmail } from './auth-support'
import { transportNames } from './harness'
import { newMember, setUpMemberHarness } from './member-support'

const harness = setUpMemberHarness()

/**
 * The most common passwords, keyboard walks (Korean sites' favourites among them), Korean words typed on the 2-set
 * layout with the English input on and Latin ones typed with the Korean input on, and a few further down the list.
 */
const refused = [
  '12345678',
  'password',
  'qwer1234',
  '1q2w3e4r',
  'asdf1234',
  'zxcvbnm1',
  'dkssudgktpdy',
  'tkfkdgody',
  'ㅂㅈㄷㄱ1234',
  'Password1!',
  'iloveyou',
  'sunshine',
  'trustno1',
  'football',
  'baseball1',
  'starwars',
]
const STRONG = 'plum-harbour-77-lantern'

function expectTooCommon(answer: Answer<unknown>, field: string, locale: 'en-US' | 'ja-JP') {
  const message = m.api_error_password_too_common({}, { locale })
  expect(answer.status).toBe(400)
  expect(answer.json.error).toEqual({
    status: 400,
    code: 'PASSWORD_TOO_COMMON',
    message,
    fields: { [field]: { code: 'PASSWORD_TOO_COMMON', message } },
  })
}

describe.each(transportNames)('common passwords over %s', (name) => {
  it.each(refused)('POST /signup refuses %s as too common, on the password field, in the request language', async (password) => {
    const email = uniqueEmail('common')
    const answer = await send(
      harness,
      name,
      signInEndpoints.signup,
      { body: signupBody(email, { password }) },
      { locale: 'en-US' },
    )
    expectTooCommon(answer, 'password', 'en-US')
    const retried = await send(harness, name, signInEndpoints.signup, { body: signupBody(email, { password: STRONG }) })
    expect(retried.status).toBe(200)
  })

  it('POST /signup refuses a password that holds the email name', async () => {
    const email = uniqueEmail('hyunwoo')
    const body = signupBody(email, { password: `${email.split('@')[0]}-2031`.toUpperCase() })
    const answer = await send(harness, name, signInEndpoints.signup, { body }, { locale: 'ja-JP' })
    const message = m.api_error_password_contains_email({}, { locale: 'ja-JP' })
    expect(answer.status).toBe(400)
    expect(answer.json.error?.fields).toEqual({ password: { code: 'PASSWORD_CONTAINS_EMAIL', message } })
  })

  it.each([
    ['the brand', 'Cellactis-2031!', '테스트 회원'],
    ['the brand typed with the Korean input off', 'tpffkrxltm-2031', '테스트 회원'],
    ["the company's subject", 'my-postbiotic-life', '테스트 회원'],
    ["the member's own name", 'plum-홍길동-lantern', '홍길동'],
    ["the member's own name as its Latin keys", 'ghdrlfehd-2031', '홍길동'],
  ])('POST /signup refuses a password that holds %s', async (_, password, memberName) => {
    const body = signupBody(uniqueEmail('context'), { password, name: memberName })
    const answer = await send(harness, name, signInEndpoints.signup, { body }, { locale: 'en-US' })
    const message = m.api_error_password_contains_context({}, { locale: 'en-US' })
    expect(answer.status).toBe(400)
    expect(answer.json.error?.fields).toEqual({ password: { code: 'PASSWORD_CONTAINS_CONTEXT', message } })
  })

  it('PUT /me/password refuses a new password that holds the brand, on the newPassword field', async () => {
    const member = await newMember(harness, name, 'context-change')
    const body = { currentPassword: PASSWORD, newPassword: 'CELLACTIS-plum-77' }
    const answer = await send(harness, name, memberAreaEndpoints.changePassword, { body }, { token: member.token })
    expect(answer.status).toBe(400)
    expect(answer.json.error?.fields?.newPassword?.code).toBe('PASSWORD_CONTAINS_CONTEXT')
  })

  it('PUT /me/password refuses common new passwords on the newPassword field and keeps the old one', async () => {
    const member = await newMember(harness, name, 'common-change')
    for (const newPassword of ['12345678', 'password', 'qwer1234', '1q2w3e4r', 'dkssudgktpdy', 'sunshine']) {
      const body = { currentPassword: PASSWORD, newPassword }
      const answer = await send(
        harness,
        name,
        memberAreaEndpoints.changePassword,
        { body },
        { token: member.token, locale: 'ja-JP' },
      )
      expectTooCommon(answer, 'newPassword', 'ja-JP')
    }
    const login = await send(harness, name, signInEndpoints.login, { body: { email: member.email, password: PASSWORD } })
    expect(login.status).toBe(200)
    const body = { currentPassword: PASSWORD, newPassword: STRONG }
    const changed = await send(harness, name, memberAreaEndpoints.changePassword, { body }, { token: member.token })
    expect(changed.status).toBe(200)
  })
})
