import { describe, expect, it } from 'vitest'
import { memberAreaEndpoints } from '~/api/contract/member-area-endpoints'
import { passkeyEndpoints } from '~/api/contract/passkey-endpoints'
import { type SocialProvider, signInEndpoints } from '~/api/contract/sign-in-endpoints'
import { socialAccountEndpoints } from '~/api/contract/social-account-endpoints'
import { providerNames } from '~/backend/mail/provider-names'
import { memberSecurityNoticeText } from '~/backend/mail/security-notice-mail-text'
import { MEMBER_SECURITY_NOTICE_KIND } from '~/backend/sign-in/security-history/member-security-change'
import { siteDefaults } from '~/config/site-defaults'
import { m } from '~/paraglide/messages'
import { send, signUp, uniqueEmail } from './auth-support'
import { type TransportName, transportNames } from './harness'
import { queuedMails } from './security-notice-support'
import { completeSignup, newPerson, setUpSocialHarness, socialSignIn } from './social-support'

// The providers on a member's security page: listed, and unlinked while another way in remains (decision 95).
const harness = setUpSocialHarness()

const tokenOf = (answer: { json: { data?: unknown } }) => (answer.json.data as { accessToken: string }).accessToken

async function linkedProviders(name: TransportName, token: string) {
  const answer = await send(harness, name, socialAccountEndpoints.socialAccounts, {}, { token })
  return answer.json.data?.items.map(({ provider, canUnlink }) => [provider, canUnlink])
}

const unlink = (name: TransportName, token: string, provider: SocialProvider, locale: 'ko-KR' | 'en-US' = 'ko-KR') =>
  send(harness, name, socialAccountEndpoints.unlinkSocialAccount, { params: { provider } }, { token, locale })

/** A member who signed up through Kakao (no password), signed in now; their email verified by Kakao. */
async function kakaoMember(name: TransportName) {
  const person = newPerson(uniqueEmail('social-only'), true)
  const first = await socialSignIn(harness, name, 'kakao', person)
  const created = await completeSignup(harness, name, (first.json.data as { signupTicket: string }).signupTicket)
  return { person, token: tokenOf(created) }
}

describe.each(transportNames)('a member’s linked providers over %s', (name) => {
  it('lists each linked provider, unlinks one with a note on the security page and a notice mail; it no longer signs in', async () => {
    const email = uniqueEmail('unlink')
    await signUp(harness, name, email)
    const google = newPerson(email, true)
    await socialSignIn(harness, name, 'google', google)
    harness.clock.now = new Date(harness.clock.now.getTime() + 1000)
    const kakao = tokenOf(await socialSignIn(harness, name, 'kakao', newPerson(email, true)))
    expect(await linkedProviders(name, kakao)).toEqual([
      ['google', true],
      ['kakao', true],
    ])

    harness.clock.now = new Date(harness.clock.now.getTime() + 1000)
    expect((await unlink(name, kakao, 'google')).json.data).toEqual({ unlinked: true })
    expect(await linkedProviders(name, kakao)).toEqual([['kakao', true]])
    const history = (await send(harness, name, passkeyEndpoints.passkeys, {}, { token: kakao })).json.data?.history
    expect(history?.map((event) => [event.kind, event.subject]).slice(0, 1)).toEqual([['social-unlinked', 'google']])
    const text = memberSecurityNoticeText['ko-KR']
    const subjects = (await queuedMails(harness, email, MEMBER_SECURITY_NOTICE_KIND)).map((notice) => notice.subject)
    expect(subjects.at(-1)).toBe(
      text.subject(siteDefaults.brandName, text.headline['social-unlinked'](providerNames.google['ko-KR'])),
    )

    // Google's account is no longer this member's way in: it would be linked anew only through its verified email.
    const again = await socialSignIn(harness, name, 'google', { ...google, email: uniqueEmail('another-address') })
    expect(again.json.data).toMatchObject({ consentRequired: true })
    expect((await unlink(name, kakao, 'google')).status).toBe(404)
  })

  it('keeps the only way into an account: a member without a password cannot unlink their last provider', async () => {
    const { person, token } = await kakaoMember(name)
    expect(await linkedProviders(name, token)).toEqual([['kakao', false]])
    const refused = await unlink(name, token, 'kakao', 'en-US')
    expect(refused.status).toBe(409)
    expect(refused.json.error).toMatchObject({
      code: 'LAST_SIGN_IN_METHOD',
      message: m.api_error_last_sign_in_method({}, { locale: 'en-US' }),
    })

    // With Google linked too, either may go, but not both, however the two requests race.
    await socialSignIn(harness, name, 'google', newPerson(person.email, true))
    expect(await linkedProviders(name, token)).toEqual([
      ['kakao', true],
      ['google', true],
    ])
    const answers = await Promise.all([unlink(name, token, 'kakao'), unlink(name, token, 'google')])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    expect(await linkedProviders(name, token)).toHaveLength(1)
  })

  it('wants a recent sign-in to unlink, a session to list, and a provider it knows', async () => {
    const email = uniqueEmail('unlink-stale')
    const token = await signUp(harness, name, email)
    expect(await linkedProviders(name, token)).toEqual([])
    const kakao = tokenOf(await socialSignIn(harness, name, 'kakao', newPerson(email, true)))
    harness.clock.now = new Date(harness.clock.now.getTime() + 16 * 60_000)
    const stale = await unlink(name, kakao, 'kakao')
    expect([stale.status, stale.json.error?.code]).toEqual([403, 'REAUTHENTICATION_REQUIRED'])
    expect((await send(harness, name, socialAccountEndpoints.socialAccounts, {})).status).toBe(401)
    const unknown = await send(
      harness,
      name,
      socialAccountEndpoints.unlinkSocialAccount,
      { params: { provider: 'myspace' as SocialProvider } },
      { token: kakao },
    )
    expect(unknown.status).toBe(400)
  })
})

describe.each(transportNames)('a first password over %s', (name) => {
  it('is set by a member who signed up through a provider, after a recent sign-in, once; then the provider may go', async () => {
    const { person, token } = await kakaoMember(name)
    const setPassword = (bearer: string, newPassword: string) =>
      send(harness, name, memberAreaEndpoints.setPassword, { body: { newPassword } }, { token: bearer, locale: 'en-US' })

    const set = await setPassword(token, 'a-first-password-of-mine')
    expect(set.status).toBe(200)
    const renewed = set.json.data?.session.accessToken ?? ''
    expect((await send(harness, name, signInEndpoints.me, {}, { token })).status).toBe(401)
    const login = await send(harness, name, signInEndpoints.login, {
      body: { email: person.email ?? '', password: 'a-first-password-of-mine' },
    })
    expect(login.status).toBe(200)
    const history = (await send(harness, name, passkeyEndpoints.passkeys, {}, { token: renewed })).json.data?.history
    expect(history?.[0]?.kind).toBe('password-set')
    expect(await linkedProviders(name, renewed)).toEqual([['kakao', true]])

    const again = await setPassword(renewed, 'another-first-password')
    expect([again.status, again.json.error?.code]).toEqual([409, 'PASSWORD_ALREADY_SET'])
    expect(again.json.error?.message).toBe(m.api_error_password_already_set({}, { locale: 'en-US' }))

    const stale = await kakaoMember(name)
    harness.clock.now = new Date(harness.clock.now.getTime() + 16 * 60_000)
    const refused = await setPassword(stale.token, 'a-first-password-of-mine')
    expect([refused.status, refused.json.error?.code]).toEqual([403, 'REAUTHENTICATION_REQUIRED'])
  })
})
