import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { emailVerificationEndpoints as api } from '~/api/contract/email-verification-endpoints'
import { passwordResetEndpoints } from '~/api/contract/password-reset-endpoints'
import { signInEndpoints } from '~/api/contract/sign-in-endpoints'
import { emailVerificationTokens } from '~/backend/db/email-verification-schema'
import { mailOutbox } from '~/backend/db/inquiry-schema'
import { members } from '~/backend/db/member-schema'
import { emailVerificationText } from '~/backend/mail/email-verification-mail-text'
import { createMailTransport } from '~/backend/mail/mail-transport.server'
import { deliverDueMails } from '~/backend/mail/outbox.server'
import { insertMember } from '~/backend/sign-in/member-records'
import { sha256Hex } from '~/backend/sign-in/opaque-token'
import { issueSignupTicket } from '~/backend/sign-in/social/signup-tickets'
import { siteDefaults } from '~/config/site-defaults'
import type { Locale } from '~/i18n/locales'
import { type AuthHarness, PASSWORD, START, send, signupBody, uniqueEmail } from './auth-support'
import { setUpContractHarness, transportNames } from './harness'
import { type SmtpSink, startSmtpSink } from './smtp-sink'

/**
 * The verification of a member's email (issue 25, decision 48): the link mailed at sign-up through a real SMTP server
 * in the sign-up's language, signing in before it, its single use, 24 hours and replacement, the limited resend, the
 * providers that vouch for an address, and no other mail to an address that is not verified.
 */
const SMTP_PORT = 3261
const SITE_URL = 'https://cellactis.test'
const brand = siteDefaults.brandName

const clock = { now: new Date(START) }
const harness = setUpContractHarness(() => ({
  auth: { trustProxy: true, signUpLimit: 1000, clock: () => clock.now },
  passwordReset: { siteUrl: SITE_URL, answerFloorMs: 0 },
})) as AuthHarness
harness.clock = clock

let sink: SmtpSink
beforeAll(async () => {
  sink = await startSmtpSink(SMTP_PORT)
})
afterAll(async () => {
  await sink?.close()
})
beforeEach(() => {
  // A new hour for every test: each starts with the limits untouched.
  clock.now = new Date(clock.now.getTime() + 3_600_000)
  sink.mails.length = 0
})

/** Runs the outbox once on the test clock, as the worker would. */
async function deliver() {
  const transport = createMailTransport({
    smtpUrl: `smtp://mailer:secret@127.0.0.1:${SMTP_PORT}`,
    from: `${brand} <no-reply@cellactis.test>`,
  })
  try {
    return await deliverDueMails(harness.database.db, transport, { clock: () => clock.now })
  } finally {
    transport.close()
  }
}

let addresses = 0
const freshIp = () => {
  addresses += 1
  return `10.78.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`
}

const linkIn = (text: string) => new URL(/https:\/\/\S+/.exec(text)?.[0] ?? 'https://x.test/')

/** Delivers the outbox and answers the mails that reached `email`. */
async function mailsTo(email: string, expected = 1) {
  await deliver()
  const received = (await sink.waitFor(expected)).filter((mail) => mail.envelopeTo.includes(email))
  sink.mails.length = 0
  return received
}

describe.each(transportNames)('email verification over %s', (transport) => {
  const signUp = async (email: string, locale = 'ko-KR') => {
    const answer = await send(
      harness,
      transport,
      signInEndpoints.signup,
      { body: signupBody(email) },
      { locale, clientIp: freshIp() },
    )
    const token = answer.json.data?.accessToken
    if (!token) throw new Error(`sign-up failed: ${JSON.stringify(answer.json)}`)
    return token
  }
  const me = async (token: string) => (await send(harness, transport, signInEndpoints.me, {}, { token })).json.data
  const confirm = (token: string) =>
    send(harness, transport, api.confirmEmailVerification, { body: { token } }, { locale: 'en-US' })
  const resend = (token: string, options: { locale?: string; clientIp?: string } = {}) =>
    send(harness, transport, api.sendEmailVerification, {}, { token, clientIp: freshIp(), ...options })

  it.each(['ko-KR', 'ja-JP', 'zh-TW'] satisfies Locale[])(
    'mails a single-use link at sign-up in its language (%s); sign-in works before it, and the link verifies the address once',
    async (locale) => {
      const email = uniqueEmail(`verify-${locale.toLowerCase()}`)
      const session = await signUp(email, locale)
      expect(await me(session)).toMatchObject({ email, emailVerified: false })
      const login = await send(
        harness,
        transport,
        signInEndpoints.login,
        { body: { email, password: PASSWORD } },
        { clientIp: freshIp() },
      )
      expect(login.status).toBe(200)

      const [mail] = await mailsTo(email)
      expect(mail?.subject).toBe(emailVerificationText[locale].subject(brand))
      expect(mail?.text).toContain(emailVerificationText[locale].open(24))
      expect(mail?.text).not.toContain('테스트 회원')
      const link = linkIn(mail?.text ?? '')
      expect(`${link.origin}${link.pathname}`).toBe(`${SITE_URL}/email/verify`)
      expect(link.searchParams.get('lang')).toBe(locale)
      const token = link.searchParams.get('token') ?? ''
      const [stored] = await harness.database.db
        .select()
        .from(emailVerificationTokens)
        .where(eq(emailVerificationTokens.email, email))
      expect(stored?.tokenHash).toBe(sha256Hex(token))

      expect((await confirm(token)).json).toEqual({ data: { verified: true } })
      expect(await me(session)).toMatchObject({ emailVerified: true })
      const again = await confirm(token)
      expect(again.status).toBe(404)
      expect(again.json.error?.code).toBe('NOT_FOUND')
    },
  )

  it('refuses a link after 24 hours, and one replaced by a newer link', async () => {
    const email = uniqueEmail('verify-expiry')
    const session = await signUp(email)
    const first = linkIn((await mailsTo(email))[0]?.text ?? '').searchParams.get('token') ?? ''
    expect((await resend(session)).json).toEqual({ data: { sent: true } })
    const second = linkIn((await mailsTo(email))[0]?.text ?? '').searchParams.get('token') ?? ''
    expect(second).not.toBe(first)
    expect((await confirm(first)).status).toBe(404)
    clock.now = new Date(clock.now.getTime() + 24 * 3_600_000 + 1000)
    expect((await confirm(second)).status).toBe(404)
    expect(
      await me(
        (await send(harness, transport, signInEndpoints.login, { body: { email, password: PASSWORD } }, { clientIp: freshIp() }))
          .json.data?.accessToken ?? '',
      ),
    ).toMatchObject({ emailVerified: false })
  })

  it('sends a new link at most 3 times an hour per member, in the language asked in; none once the address is verified', async () => {
    const email = uniqueEmail('verify-resend')
    const session = await signUp(email)
    await mailsTo(email)
    for (let round = 0; round < 3; round += 1) expect((await resend(session, { locale: 'en-US' })).status).toBe(200)
    const refused = await resend(session)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    const mails = await mailsTo(email, 3)
    expect(mails.map((mail) => mail.subject)).toEqual(Array(3).fill(emailVerificationText['en-US'].subject(brand)))

    // An hour on (signed in again: the session went idle), the member may ask again.
    clock.now = new Date(clock.now.getTime() + 3_600_000)
    const later = await send(
      harness,
      transport,
      signInEndpoints.login,
      { body: { email, password: PASSWORD } },
      { clientIp: freshIp() },
    )
    const again = later.json.data?.accessToken ?? ''
    expect((await resend(again)).status).toBe(200)
    const token = linkIn((await mailsTo(email))[0]?.text ?? '').searchParams.get('token') ?? ''
    expect((await confirm(token)).status).toBe(200)
    expect((await resend(again)).json).toEqual({ data: { sent: false } })
    await deliver()
    expect(sink.mails).toHaveLength(0)
  })

  it('limits the links asked from one client address across members', async () => {
    const clientIp = freshIp()
    for (let round = 0; round < 3; round += 1) {
      const session = await signUp(uniqueEmail('verify-ip'))
      expect((await resend(session, { clientIp })).status).toBe(200)
    }
    expect((await resend(await signUp(uniqueEmail('verify-ip')), { clientIp })).status).toBe(429)
    await deliver()
  })

  it('needs a session to send a link', async () => {
    expect((await send(harness, transport, api.sendEmailVerification, {}, {})).status).toBe(401)
  })

  it('counts an address a provider vouched for as verified, and mails the link to one it did not', async () => {
    const db = harness.database.db
    const vouched = uniqueEmail('verify-google')
    const googleTicket = await issueSignupTicket(
      db,
      { provider: 'google', subject: `g-${vouched}`, email: vouched, emailVerified: true, name: '구글' },
      clock.now,
    )
    const unvouched = uniqueEmail('verify-naver')
    const naverTicket = await issueSignupTicket(
      db,
      { provider: 'naver', subject: `n-${unvouched}`, email: unvouched, emailVerified: false, name: '네이버' },
      clock.now,
    )
    const complete = (signupTicket: string) =>
      send(
        harness,
        transport,
        signInEndpoints.completeSocialSignup,
        { body: { signupTicket, termsAgree: true, privacyAgree: true } },
        { locale: 'en-US', clientIp: freshIp() },
      )
    const tokenOf = (data: unknown) => (data as { accessToken?: string } | undefined)?.accessToken ?? ''
    expect(await me(tokenOf((await complete(googleTicket)).json.data))).toMatchObject({ emailVerified: true })
    expect(await me(tokenOf((await complete(naverTicket)).json.data))).toMatchObject({ emailVerified: false })
    await deliver()
    const mails = await sink.waitFor(1)
    expect(mails.flatMap((mail) => mail.envelopeTo)).toEqual([unvouched])
    expect(mails[0]?.subject).toBe(emailVerificationText['en-US'].subject(brand))
  })

  it('sends an unverified address no mail but what verifies it; a reset done through the mail verifies it', async () => {
    const db = harness.database.db
    const now = clock.now
    const social = uniqueEmail('verify-gate-social')
    const socialMember = await insertMember(
      db,
      {
        email: social,
        name: '소셜',
        signUpMethod: 'kakao',
        termsAgreedAt: now,
        privacyAgreedAt: now,
        createdAt: now,
      },
      'ko-KR',
    )
    const askReset = (email: string) =>
      send(harness, transport, passwordResetEndpoints.requestPasswordReset, { body: { email } }, { clientIp: freshIp() })
    // The mail naming the provider verifies nothing: not to an address nobody proved.
    expect((await askReset(social)).status).toBe(200)
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, social))).toHaveLength(0)
    await db.update(members).set({ emailVerifiedAt: now }).where(eq(members.id, socialMember.id))
    expect((await askReset(social)).status).toBe(200)
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, social))).toHaveLength(1)

    // The reset link does go to an unverified address, and using it proves the mailbox.
    const email = uniqueEmail('verify-gate-reset')
    await signUp(email)
    await mailsTo(email)
    expect((await askReset(email)).status).toBe(200)
    const token = linkIn((await mailsTo(email))[0]?.text ?? '').searchParams.get('token') ?? ''
    const reset = await send(harness, transport, passwordResetEndpoints.confirmPasswordReset, {
      body: { token, newPassword: 'another-long-enough-password' },
    })
    expect(reset.status).toBe(200)
    const login = await send(
      harness,
      transport,
      signInEndpoints.login,
      { body: { email, password: 'another-long-enough-password' } },
      { clientIp: freshIp() },
    )
    expect(await me(login.json.data?.accessToken ?? '')).toMatchObject({ emailVerified: true })
  })
})
