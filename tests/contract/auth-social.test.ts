import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { passkeyEndpoints } from '~/api/contract/passkey-endpoints'
import { signInEndpoints, socialProviders } from '~/api/contract/sign-in-endpoints'
import { members } from '~/backend/db/member-schema'
import { providerNames } from '~/backend/mail/provider-names'
import { memberSecurityNoticeText } from '~/backend/mail/security-notice-mail-text'
import { MEMBER_SECURITY_NOTICE_KIND } from '~/backend/sign-in/security-history/member-security-change'
import { withdrawMember } from '~/backend/withdrawal/withdraw-member'
import { siteDefaults } from '~/config/site-defaults'
import { m } from '~/paraglide/messages'
import { send, signUp, signupBody, uniqueEmail } from './auth-support'
import { transportNames } from './harness'
import { queuedMails } from './security-notice-support'
import { completeSignup, newPerson, setUpSocialHarness, socialSignIn } from './social-support'

const harness = setUpSocialHarness()

const me = async (token: string | undefined) => (await send(harness, 'http', signInEndpoints.me, {}, { token })).json.data

describe.each(socialProviders)('a first sign-in with %s', (provider) => {
  it.each(transportNames)('asks for consent, signs up with it, and signs in directly the next time (%s)', async (name) => {
    const person = newPerson(uniqueEmail(provider), provider !== 'naver', `${provider} 회원`)
    const first = await socialSignIn(harness, name, provider, person)
    expect(first.status).toBe(200)
    expect(first.json.data).toMatchObject({ consentRequired: true, email: person.email, name: person.name })
    const ticket = (first.json.data as { signupTicket: string }).signupTicket
    expect(ticket).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(await me(ticket)).toBeUndefined()

    const created = await completeSignup(harness, name, ticket)
    expect(created.status).toBe(200)
    const token = (created.json.data as { accessToken: string }).accessToken
    expect(await me(token)).toMatchObject({ email: person.email, name: person.name, signUpMethod: provider })

    const again = await socialSignIn(harness, name, provider, person)
    expect(again.json.data).toMatchObject({ accessToken: expect.any(String) })
    expect((await me((again.json.data as { accessToken: string }).accessToken))?.id).toBe((await me(token))?.id)
  })
})

describe('linking to an existing member', () => {
  it.each(['google', 'kakao'] as const)('links a verified %s email to the password member with it', async (provider) => {
    const email = uniqueEmail(`link-${provider}`)
    const passwordToken = await signUp(harness, 'http', email)
    const person = newPerson(email, true)
    const answer = await socialSignIn(harness, 'in-process', provider, person)
    const token = (answer.json.data as { accessToken?: string }).accessToken
    expect(token).toBeDefined()
    const linked = await me(token)
    expect(linked).toMatchObject({ email, signUpMethod: 'email' })
    expect(linked?.id).toBe((await me(passwordToken))?.id)

    // A new way into the account (decision 95): on the security page, and mailed in the page's language, once.
    const history = (await send(harness, 'http', passkeyEndpoints.passkeys, {}, { token })).json.data?.history
    expect(history?.map((event) => [event.kind, event.subject])).toEqual([['social-linked', provider]])
    const text = memberSecurityNoticeText['ko-KR']
    const notices = () => queuedMails(harness, email, MEMBER_SECURITY_NOTICE_KIND)
    expect((await notices()).map((notice) => notice.subject)).toEqual([
      text.subject(siteDefaults.brandName, text.headline['social-linked'](providerNames[provider]['ko-KR'])),
    ])
    await socialSignIn(harness, 'in-process', provider, person)
    expect(await notices()).toHaveLength(1)
  })

  it.each([
    ['facebook', true],
    ['naver', true],
    ['google', false],
    ['kakao', false],
  ] as const)('refuses an email %s does not vouch for (verified flag %s) when a member has it', async (provider, verified) => {
    const email = uniqueEmail(`collide-${provider}`)
    await signUp(harness, 'http', email)
    const answer = await socialSignIn(harness, 'http', provider, newPerson(email, verified), {}, { locale: 'en-US' })
    expect(answer.status).toBe(409)
    expect(answer.json.error).toEqual({
      status: 409,
      code: 'EMAIL_TAKEN',
      message: m.api_error_email_taken({}, { locale: 'en-US' }),
    })
  })
})

describe('consent tickets', () => {
  it('work once; a reused, unknown or expired ticket is refused', async () => {
    const person = newPerson(uniqueEmail('ticket'), true)
    const ticketOf = async () =>
      ((await socialSignIn(harness, 'http', 'google', person)).json.data as { signupTicket: string }).signupTicket
    const ticket = await ticketOf()
    expect((await completeSignup(harness, 'http', ticket)).status).toBe(200)
    const reused = await completeSignup(harness, 'http', ticket, { locale: 'en-US' })
    expect(reused.status).toBe(400)
    expect(reused.json.error).toEqual({
      status: 400,
      code: 'SIGNUP_TICKET_INVALID',
      message: m.api_error_signup_ticket_invalid({}, { locale: 'en-US' }),
    })
    expect((await completeSignup(harness, 'http', 'y'.repeat(43))).json.error?.code).toBe('SIGNUP_TICKET_INVALID')

    const late = (
      (await socialSignIn(harness, 'http', 'kakao', newPerson(uniqueEmail('late'), true))).json.data as {
        signupTicket: string
      }
    ).signupTicket
    const start = harness.clock.now
    harness.clock.now = new Date(start.getTime() + 15 * 60_000 + 1000)
    expect((await completeSignup(harness, 'http', late)).json.error?.code).toBe('SIGNUP_TICKET_INVALID')
    harness.clock.now = start
  })

  it('create a member without an email when the provider gave none', async () => {
    const answer = await socialSignIn(harness, 'http', 'facebook', newPerson(undefined, false, 'No Mail'))
    expect(answer.json.data).toMatchObject({ consentRequired: true, email: null, name: 'No Mail' })
    const created = await completeSignup(harness, 'http', (answer.json.data as { signupTicket: string }).signupTicket)
    expect(await me((created.json.data as { accessToken: string }).accessToken)).toMatchObject({ email: '', name: 'No Mail' })
  })
})

describe('a withdrawn social member', () => {
  it('is refused while barred: the account with ACCOUNT_WITHDRAWN, its email through another provider with REREGISTRATION_BARRED', async () => {
    const email = uniqueEmail('gone')
    const person = newPerson(email, true)
    const ticket = ((await socialSignIn(harness, 'http', 'kakao', person)).json.data as { signupTicket: string }).signupTicket
    const token = ((await completeSignup(harness, 'http', ticket)).json.data as { accessToken: string }).accessToken
    const [row] = await harness.database.db.select({ id: members.id }).from(members).where(eq(members.email, email))
    await withdrawMember(harness.database.db, row?.id ?? '', harness.clock.now)
    expect((await send(harness, 'http', signInEndpoints.me, {}, { token })).status).toBe(401)

    const again = await socialSignIn(harness, 'http', 'kakao', person, {}, { locale: 'en-US' })
    expect(again.status).toBe(403)
    expect(again.json.error).toEqual({
      status: 403,
      code: 'ACCOUNT_WITHDRAWN',
      message: m.api_error_account_withdrawn({}, { locale: 'en-US' }),
    })
    const otherProvider = await socialSignIn(harness, 'http', 'google', newPerson(email, true))
    expect(otherProvider.json.error?.code).toBe('REREGISTRATION_BARRED')
    expect((await send(harness, 'http', signInEndpoints.signup, { body: signupBody(email) })).json.error?.code).toBe(
      'REREGISTRATION_BARRED',
    )
  })
})
