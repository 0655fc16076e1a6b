import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { memberSessionEndpoints } from '~/api/contract/member-session-endpoints'
import { secondFactorEndpoints } from '~/api/contract/second-factor-endpoints'
import { signInEndpoints } from '~/api/contract/sign-in-endpoints'
import { memberRecoveryCodes, memberSecondFactors } from '~/backend/db/second-factor-schema'
import { meStatus, nextMinute, PASSWORD, send } from './auth-support'
import { transportNames } from './harness'
import { newMember } from './member-support'
import {
  codeAt,
  enrol,
  freshAddresses,
  keyOfUri,
  secondFactor,
  setUpSecondFactorHarness,
  ticketOf,
  wrongCode,
} from './second-factor-support'

/**
 * A member's second factor (TOTP): its enrolment, the sign-in that asks for a code, the codes' drift and single use,
 * the recovery codes, turning it off and renewing the codes. How many wrong codes are checked:
 * auth-second-factor-limits.test.ts.
 */
const harness = setUpSecondFactorHarness()
/** An address of its own per test, so that one test's failures do not hold back another's. */
const freshIp = freshAddresses()

const status = async (name: (typeof transportNames)[number], token: string) =>
  (await send(harness, name, secondFactorEndpoints.status, {}, { token })).json.data

describe.each(transportNames)('the second factor (%s)', (name) => {
  it('enrols: a 160-bit secret as a QR URI with the brand as issuer and as text, on after a current code, with ten recovery codes shown once', async () => {
    const member = await newMember(harness, name, 'totp-enrol')
    expect(await status(name, member.token)).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0 })

    const setup = await send(harness, name, secondFactorEndpoints.setup, {}, { token: member.token })
    expect(setup.status).toBe(200)
    const { uri, secret } = setup.json.data ?? { uri: '', secret: '' }
    const url = new URL(uri)
    expect(url.protocol).toBe('otpauth:')
    expect(url.host).toBe('totp')
    expect(decodeURIComponent(url.pathname)).toBe(`/Cellactis:${member.email}`)
    expect(url.searchParams.get('issuer')).toBe('Cellactis')
    expect(url.searchParams.get('period')).toBe('30')
    expect(url.searchParams.get('digits')).toBe('6')
    expect(url.searchParams.get('secret')).toMatch(/^[A-Z2-7]{32}$/)
    expect(secret.replace(/ /g, '')).toBe(url.searchParams.get('secret'))
    const key = keyOfUri(uri)
    expect(key.length).toBe(20)
    // Not on until confirmed: a sign-in asks nothing yet.
    expect(await status(name, member.token)).toMatchObject({ enabled: false })

    const wrong = await send(
      harness,
      name,
      secondFactorEndpoints.confirm,
      { body: { code: wrongCode(harness, key) } },
      { token: member.token },
    )
    expect(wrong.status).toBe(400)
    expect(wrong.json.error?.code).toBe('CODE_MISMATCH')

    const confirmed = await send(
      harness,
      name,
      secondFactorEndpoints.confirm,
      { body: { code: codeAt(harness, key) } },
      { token: member.token },
    )
    expect(confirmed.status).toBe(200)
    const codes = confirmed.json.data?.recoveryCodes ?? []
    expect(codes).toHaveLength(10)
    expect(new Set(codes).size).toBe(10)
    for (const code of codes) expect(code).toMatch(/^[A-HJKMNP-Z2-9]{5}-[A-HJKMNP-Z2-9]{5}$/)
    expect(await status(name, member.token)).toEqual({
      enabled: true,
      enabledAt: harness.clock.now.toISOString(),
      recoveryCodesLeft: 10,
    })

    // At rest: the secret sealed (AES-256-GCM), the recovery codes as Argon2id hashes only.
    const db = harness.database.db
    const [row] = await db.select().from(memberSecondFactors).where(eq(memberSecondFactors.memberId, member.id))
    expect(row?.secret).toMatch(/^v1\.[A-Za-z0-9_-]+$/)
    expect(row?.secret).not.toContain(url.searchParams.get('secret'))
    expect(Buffer.from(row?.secret.slice(3) ?? '', 'base64url').includes(Buffer.from(key))).toBe(false)
    const stored = await db.select().from(memberRecoveryCodes).where(eq(memberRecoveryCodes.memberId, member.id))
    expect(stored).toHaveLength(10)
    for (const { codeHash } of stored) {
      expect(codeHash).toMatch(/^\$argon2id\$/)
      for (const code of codes) expect(codeHash).not.toContain(code.replace('-', ''))
    }

    // On: a second set-up is refused until it is turned off.
    const again = await send(harness, name, secondFactorEndpoints.setup, {}, { token: member.token, locale: 'en-US' })
    expect(again.status).toBe(409)
    expect(again.json.error).toMatchObject({ code: 'SECOND_FACTOR_ENABLED', message: 'Two-step verification is already on.' })
  })

  it('asks for the code after a right password: no session until then; a wrong code is refused, the right one signs in with a device token', async () => {
    const member = await newMember(harness, name, 'totp-sign-in')
    const { key } = await enrol(harness, name, member.token)
    harness.clock.now = new Date(harness.clock.now.getTime() + 30_000)
    const clientIp = freshIp()

    const login = await send(
      harness,
      name,
      signInEndpoints.login,
      { body: { email: member.email, password: PASSWORD } },
      { clientIp },
    )
    expect(login.status).toBe(200)
    expect(login.json.data).toEqual({
      secondFactorRequired: true,
      secondFactorTicket: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    })
    const ticket = (login.json.data as { secondFactorTicket: string }).secondFactorTicket
    expect(await meStatus(harness, name, ticket)).toBe(401)

    const wrong = await secondFactor(harness, name, ticket, wrongCode(harness, key), { clientIp, locale: 'en-US' })
    expect(wrong.status).toBe(400)
    expect(wrong.json.error).toMatchObject({ code: 'CODE_MISMATCH', message: 'The verification code is incorrect.' })

    const right = await secondFactor(harness, name, ticket, codeAt(harness, key), { clientIp })
    expect(right.status).toBe(200)
    const session = right.json.data
    expect(session?.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(session?.deviceToken).toBeTruthy()
    expect(await meStatus(harness, name, session?.accessToken ?? '')).toBe(200)

    // The ticket worked once.
    const reused = await secondFactor(harness, name, ticket, codeAt(harness, key, 1), { clientIp, locale: 'en-US' })
    expect(reused.status).toBe(400)
    expect(reused.json.error).toMatchObject({
      code: 'SECOND_FACTOR_TICKET_INVALID',
      message: 'This sign-in has expired. Please sign in again.',
    })
    // A wrong password still answers as ever, without a ticket.
    const wrongPassword = await send(
      harness,
      name,
      signInEndpoints.login,
      { body: { email: member.email, password: 'not-the-password' } },
      { clientIp },
    )
    expect(wrongPassword.status).toBe(401)
  })

  it('takes a code once, one step of drift either way but not two, and no code older than the last one used; a ticket lasts 5 minutes', async () => {
    const member = await newMember(harness, name, 'totp-drift')
    const { key } = await enrol(harness, name, member.token)
    const clientIp = freshIp()
    // The enrolment's code was used at this step: the same code cannot sign in.
    const sameStep = await secondFactor(harness, name, await ticketOf(harness, name, member.email), codeAt(harness, key), {
      clientIp,
    })
    expect(sameStep.json.error?.code).toBe('CODE_MISMATCH')

    // A minute and more later: the step before the current one is after the enrolment's.
    nextMinute(harness)
    nextMinute(harness, 15_000)
    // One step behind (a slow phone clock) works, once.
    const ticket = await ticketOf(harness, name, member.email)
    const behind = codeAt(harness, key, -1)
    expect((await secondFactor(harness, name, ticket, behind, { clientIp })).status).toBe(200)
    const replay = await secondFactor(harness, name, await ticketOf(harness, name, member.email), behind, { clientIp })
    expect(replay.json.error?.code).toBe('CODE_MISMATCH')
    // One step ahead works; after it, the current step's code is older than the last one used.
    expect(
      (await secondFactor(harness, name, await ticketOf(harness, name, member.email), codeAt(harness, key, 1), { clientIp }))
        .status,
    ).toBe(200)
    const older = await secondFactor(harness, name, await ticketOf(harness, name, member.email), codeAt(harness, key), {
      clientIp,
    })
    expect(older.json.error?.code).toBe('CODE_MISMATCH')

    nextMinute(harness, 15_000)
    const twoOff = await ticketOf(harness, name, member.email)
    for (const steps of [-2, 2]) {
      expect((await secondFactor(harness, name, twoOff, codeAt(harness, key, steps), { clientIp })).json.error?.code).toBe(
        'CODE_MISMATCH',
      )
    }
    expect((await secondFactor(harness, name, twoOff, codeAt(harness, key), { clientIp })).status).toBe(200)

    // A ticket older than 5 minutes is refused, with the right code.
    nextMinute(harness)
    const late = await ticketOf(harness, name, member.email)
    harness.clock.now = new Date(harness.clock.now.getTime() + 5 * 60_000 + 1000)
    const expired = await secondFactor(harness, name, late, codeAt(harness, key), { clientIp })
    expect(expired.json.error?.code).toBe('SECOND_FACTOR_TICKET_INVALID')
  })

  it('signs in with a recovery code once, typed in any case and without its dash', async () => {
    const member = await newMember(harness, name, 'totp-recovery')
    const { recoveryCodes } = await enrol(harness, name, member.token)
    const clientIp = freshIp()
    const [first = '', second = ''] = recoveryCodes
    const typed = first.toLowerCase().replace('-', ' ')
    const used = await secondFactor(harness, name, await ticketOf(harness, name, member.email), typed, { clientIp })
    expect(used.status).toBe(200)
    expect(await status(name, used.json.data?.accessToken ?? '')).toMatchObject({ enabled: true, recoveryCodesLeft: 9 })

    const again = await secondFactor(harness, name, await ticketOf(harness, name, member.email), first, { clientIp })
    expect(again.json.error?.code).toBe('CODE_MISMATCH')
    const other = await secondFactor(harness, name, await ticketOf(harness, name, member.email), second, { clientIp })
    expect(other.status).toBe(200)
  })

  it('turns off only after a recent authentication and with a current code; sign-in then asks nothing', async () => {
    const member = await newMember(harness, name, 'totp-off')
    const { key } = await enrol(harness, name, member.token)
    harness.clock.now = new Date(harness.clock.now.getTime() + 16 * 60_000)
    const stale = await send(
      harness,
      name,
      secondFactorEndpoints.turnOff,
      { body: { code: codeAt(harness, key) } },
      { token: member.token },
    )
    expect(stale.status).toBe(403)
    expect(stale.json.error?.code).toBe('REAUTHENTICATION_REQUIRED')
    for (const call of [secondFactorEndpoints.renewRecoveryCodes]) {
      const refused = await send(harness, name, call, { body: { code: codeAt(harness, key) } }, { token: member.token })
      expect(refused.json.error?.code).toBe('REAUTHENTICATION_REQUIRED')
    }
    expect((await send(harness, name, secondFactorEndpoints.setup, {}, { token: member.token })).json.error?.code).toBe(
      'REAUTHENTICATION_REQUIRED',
    )

    const renewed = await send(
      harness,
      name,
      memberSessionEndpoints.reauthenticate,
      { body: { password: PASSWORD } },
      { token: member.token },
    )
    const token = renewed.json.data?.session.accessToken ?? ''
    const noCode = await send(
      harness,
      name,
      secondFactorEndpoints.turnOff,
      { body: { code: wrongCode(harness, key) } },
      { token },
    )
    expect(noCode.json.error?.code).toBe('CODE_MISMATCH')
    expect(await status(name, token)).toMatchObject({ enabled: true })

    const off = await send(harness, name, secondFactorEndpoints.turnOff, { body: { code: codeAt(harness, key) } }, { token })
    expect(off.status).toBe(200)
    expect(off.json.data).toEqual({ enabled: false })
    expect(await status(name, token)).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0 })
    const login = await send(harness, name, signInEndpoints.login, { body: { email: member.email, password: PASSWORD } })
    expect(login.json.data?.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const db = harness.database.db
    expect(await db.select().from(memberRecoveryCodes).where(eq(memberRecoveryCodes.memberId, member.id))).toEqual([])
  })

  it('renews the recovery codes with a current code: the old ones stop working', async () => {
    const member = await newMember(harness, name, 'totp-renew')
    const { key, recoveryCodes } = await enrol(harness, name, member.token)
    harness.clock.now = new Date(harness.clock.now.getTime() + 30_000)
    const renewed = await send(
      harness,
      name,
      secondFactorEndpoints.renewRecoveryCodes,
      { body: { code: codeAt(harness, key) } },
      { token: member.token },
    )
    expect(renewed.status).toBe(200)
    const fresh = renewed.json.data?.recoveryCodes ?? []
    expect(fresh).toHaveLength(10)
    const clientIp = freshIp()
    const old = await secondFactor(harness, name, await ticketOf(harness, name, member.email), recoveryCodes[0] ?? '', {
      clientIp,
    })
    expect(old.json.error?.code).toBe('CODE_MISMATCH')
    const current = await secondFactor(harness, name, await ticketOf(harness, name, member.email), fresh[0] ?? '', { clientIp })
    expect(current.status).toBe(200)
  })
})
