import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { UnauthorizedError } from '~/api/api-errors'
import { signInEndpoints } from '~/api/contract/sign-in-endpoints'
import { memberSessions, members } from '~/backend/db/member-schema'
import { sha256Hex } from '~/backend/sign-in/opaque-token'
import { m } from '~/paraglide/messages'
import { meStatus, PASSWORD, send, setUpAuthHarness, signUp, signupBody, uniqueEmail } from './auth-support'
import { clientFor, transportNames } from './harness'

// A day of idle time: the idle timeout has its own tests (auth-session-timeouts.test.ts).
const harness = setUpAuthHarness(() => ({ sessionTtlHours: 24, sessionIdleMinutes: 24 * 60 }))

describe.each(transportNames)('sign-up, me and sign-out over %s', (name) => {
  it('signs a new member in at once; me shows them; after sign-out the token no longer works', async () => {
    const email = uniqueEmail('flow')
    const session = await clientFor(harness, name)(signInEndpoints.signup, {
      body: { ...signupBody(` ${email.toUpperCase()} `), name: '김회원', marketingAgree: true },
    })
    expect(session.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(new Date(session.expiresAt).getTime()).toBe(harness.clock.now.getTime() + 24 * 3_600_000)

    const me = await clientFor(harness, name, 'ko-KR', session.accessToken)(signInEndpoints.me, {})
    expect(me).toMatchObject({ email, name: '김회원', mobile: null, signUpMethod: 'email', marketingAgree: true })

    const signedOut = await send(harness, name, signInEndpoints.logout, {}, { token: session.accessToken })
    expect(signedOut).toMatchObject({ status: 200, json: { data: { signedOut: true } } })
    await expect(clientFor(harness, name, 'ko-KR', session.accessToken)(signInEndpoints.me, {})).rejects.toBeInstanceOf(
      UnauthorizedError,
    )
    expect((await send(harness, name, signInEndpoints.logout, {}, { token: session.accessToken })).status).toBe(401)
  })

  it('signs in again with the password, and ends only the session that signs out', async () => {
    const email = uniqueEmail('again')
    const first = await signUp(harness, name, email)
    const login = await send(harness, name, signInEndpoints.login, { body: { email: email.toUpperCase(), password: PASSWORD } })
    expect(login.status).toBe(200)
    const second = login.json.data?.accessToken ?? ''
    expect(second).not.toBe(first)
    await send(harness, name, signInEndpoints.logout, {}, { token: second })
    expect(await meStatus(harness, name, second)).toBe(401)
    expect(await meStatus(harness, name, first)).toBe(200)
  })

  it('refuses a second member with the same email, in the request language', async () => {
    const email = uniqueEmail('taken')
    await signUp(harness, name, email)
    for (const locale of ['en-US', 'ko-KR'] as const) {
      const answer = await send(harness, name, signInEndpoints.signup, { body: signupBody(email) }, { locale })
      expect(answer.status).toBe(409)
      expect(answer.json.error).toEqual({ status: 409, code: 'EMAIL_TAKEN', message: m.api_error_email_taken({}, { locale }) })
    }
    expect(m.api_error_email_taken({}, { locale: 'en-US' })).toBe('The email is already registered.')
  })

  it('answers 401 without a token, with an unknown one, and accepts a Bearer prefix', async () => {
    expect((await send(harness, name, signInEndpoints.me, {})).status).toBe(401)
    const unknown = await send(harness, name, signInEndpoints.me, {}, { token: 'x'.repeat(43), locale: 'en-US' })
    expect(unknown.json.error).toEqual({
      status: 401,
      code: 'UNAUTHORIZED',
      message: m.api_error_unauthorized({}, { locale: 'en-US' }),
    })
    const token = await signUp(harness, name, uniqueEmail('bearer'))
    expect(await meStatus(harness, name, `Bearer ${token}`)).toBe(200)
  })

  it('takes a password of 64 to 128 characters whole, spaces and all, and refuses one of 129 (ASVS 6.2.9)', async () => {
    const passphrase = (length: number) => '가을 하늘 공활한데 높고 구름 없이 7 bright moons '.repeat(4).slice(0, length)
    for (const length of [64, 128]) {
      const email = uniqueEmail(`long-${length}`)
      const password = passphrase(length)
      expect((await send(harness, name, signInEndpoints.signup, { body: signupBody(email, { password }) })).status).toBe(200)
      expect((await send(harness, name, signInEndpoints.login, { body: { email, password } })).status).toBe(200)
      const cut = { email, password: password.slice(0, -1) }
      expect((await send(harness, name, signInEndpoints.login, { body: cut })).status).toBe(401)
    }
    const tooLong = signupBody(uniqueEmail('long-129'), { password: passphrase(129) })
    expect((await send(harness, name, signInEndpoints.signup, { body: tooLong })).status).toBe(400)
  })

  it('refuses a sign-up without the consents or with a short password', async () => {
    const email = uniqueEmail('invalid')
    const refused = [
      { ...signupBody(email), termsAgree: false },
      { ...signupBody(email), privacyAgree: false },
      signupBody(email, { password: 'short' }),
      signupBody('not-an-email'),
    ]
    for (const body of refused) {
      expect((await send(harness, name, signInEndpoints.signup, { body: body as never })).status).toBe(400)
    }
  })
})

describe('session lifetime', () => {
  it('ends a token after its lifetime, and keeps only its hash', async () => {
    const token = await signUp(harness, 'in-process', uniqueEmail('expiry'))
    const [stored] = await harness.database.db
      .select()
      .from(memberSessions)
      .where(eq(memberSessions.tokenHash, sha256Hex(token)))
    expect(stored).toBeDefined()
    const rows = await harness.database.db.select().from(memberSessions)
    expect(JSON.stringify(rows)).not.toContain(token)

    const start = harness.clock.now
    harness.clock.now = new Date(start.getTime() + 24 * 3_600_000 - 1000)
    expect(await meStatus(harness, 'http', token)).toBe(200)
    harness.clock.now = new Date(start.getTime() + 24 * 3_600_000)
    expect(await meStatus(harness, 'http', token)).toBe(401)
    harness.clock.now = start
  })

  it('stores the password as an Argon2id hash, never as given', async () => {
    const email = uniqueEmail('stored')
    await signUp(harness, 'in-process', email)
    const [row] = await harness.database.db.select().from(members).where(eq(members.email, email))
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=\d+,t=\d+,p=\d+\$/)
    expect(row?.passwordHash).not.toContain(PASSWORD)
  })
})
