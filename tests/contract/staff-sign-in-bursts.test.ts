import { describe, expect, it } from 'vitest'
import { staffEndpoints } from '~/api/contract/staff-endpoints'
import { staffSessionEndpoints } from '~/api/contract/staff-session-endpoints'
import { m } from '~/paraglide/messages'
import { nextMinute, PASSWORD, send, uniqueEmail } from './auth-support'
import { transportNames } from './harness'
import { codeAt, keyOfUri, wrongCode } from './second-factor-support'
import {
  addTestStaff,
  asStaff,
  expectOk,
  freshCode,
  newestInvitationToken,
  setUpStaffHarness,
  signInStaff,
  type TestStaff,
} from './staff-support'

/**
 * Staff sign-in holds its limits under any concurrency, as members' does: each attempt is counted before anything is
 * checked, so a burst sent at once gets no more checks than the limit, per address and per account, wrong codes too.
 * A browser the staff member signed in on keeps its own count while a guesser holds the account back (decision 101).
 */
const LIMIT = 5
const BURST = 50
const harness = setUpStaffHarness({ signInFailureLimit: LIMIT })

let ips = 0
const newIp = () => {
  ips += 1
  return `198.51.100.${ips % 250}`
}

function statusesOf(answers: { status: number }[]): Record<number, number> {
  const counts: Record<number, number> = {}
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1
  return counts
}

describe.each(transportNames)('staff sign-in bursts over %s', (name) => {
  const login = (body: { email: string; password: string; code: string; deviceToken?: string }, clientIp: string) =>
    send(harness, name, staffEndpoints.login, { body }, { clientIp, locale: 'en-US' })

  it(`checks at most ${LIMIT} of ${BURST} sign-ins sent together from one address`, async () => {
    nextMinute(harness)
    const ip = newIp()
    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        login({ email: uniqueEmail(`staff-burst-${i}`), password: 'wrong', code: '123456' }, ip),
      ),
    )
    expect(statusesOf(answers)).toEqual({ 401: LIMIT, 429: BURST - LIMIT })
    const refused = answers.find((answer) => answer.status === 429)
    expect(refused?.json.error?.message).toBe(m.api_error_too_many_sign_ins({}, { locale: 'en-US' }))
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it(`checks at most ${LIMIT} of ${BURST} guesses at one account from ${BURST} addresses, the right one among them`, async () => {
    nextMinute(harness)
    const staff = await addTestStaff(harness, 'admin')
    const code = await freshCode(harness, staff)
    const guesses = Array.from({ length: BURST }, (_, i) => (i === BURST - 1 ? staff.password : `guess-${i}`))
    const answers = await Promise.all(guesses.map((password) => login({ email: staff.email, password, code }, newIp())))
    const counts = statusesOf(answers)
    expect(counts[429]).toBeGreaterThanOrEqual(BURST - LIMIT)
    expect((counts[401] ?? 0) + (counts[200] ?? 0)).toBeLessThanOrEqual(LIMIT)
  })

  it(`counts wrong codes with the right password: at most ${LIMIT} of ${BURST} are checked, then the account is held`, async () => {
    nextMinute(harness)
    const staff = await addTestStaff(harness, 'support')
    const wrong = wrongCode(harness, staff.key)
    const answers = await Promise.all(
      Array.from({ length: BURST }, () => login({ email: staff.email, password: staff.password, code: wrong }, newIp())),
    )
    expect(statusesOf(answers)).toEqual({ 401: LIMIT, 429: BURST - LIMIT })
    const right = await login({ email: staff.email, password: staff.password, code: await freshCode(harness, staff) }, newIp())
    expect(right.status).toBe(429)
  })

  it(`holds an account for the hour after ${4 * LIMIT} failures, whatever the minute, but not the browsers its staff member signed in on`, async () => {
    const staff = await addTestStaff(harness, 'editor')
    nextMinute(harness)
    const first = await login({ email: staff.email, password: staff.password, code: await freshCode(harness, staff) }, newIp())
    const deviceToken = first.json.data?.deviceToken
    expect(deviceToken).toEqual(expect.any(String))
    await holdForTheHour(staff.email)

    const right = async (extra: { deviceToken?: string } = {}) =>
      login({ email: staff.email, password: staff.password, code: await freshCode(harness, staff), ...extra }, newIp())
    expect((await right()).status).toBe(429)
    const known = await right({ deviceToken })
    expect(known.status).toBe(200)
    expect(known.json.data?.deviceToken).toBe(deviceToken)
    // The proof a sensitive action asks for counts as a sign-in: from the known browser it goes through too.
    const proof = async (extra: { deviceToken?: string }) =>
      send(
        harness,
        name,
        staffSessionEndpoints.proveAgain,
        { body: { password: staff.password, code: await freshCode(harness, staff), ...extra } },
        { ...asStaff(known.json.data?.accessToken ?? ''), clientIp: newIp() },
      )
    expect((await proof({})).status).toBe(429)
    expect((await proof({ deviceToken })).status).toBe(200)
  })

  it('knows the browser an invitation was taken up on, before its first sign-in', async () => {
    const admin = await addTestStaff(harness, 'admin', 'device-inviter')
    const email = uniqueEmail('device-invitee')
    const invite = { body: { email, name: 'Hana Cho', role: 'support' as const } }
    await expectOk(harness, name, staffEndpoints.invite, invite, asStaff(await signInStaff(harness, name, admin)))
    const token = await newestInvitationToken(harness, email)
    const key = keyOfUri((await expectOk(harness, name, staffEndpoints.invitation, { params: { token } }, {})).otpauthUri)
    const accepted = await expectOk(
      harness,
      name,
      staffEndpoints.acceptInvitation,
      { params: { token }, body: { password: PASSWORD, code: codeAt(harness, key) } },
      { clientIp: newIp() },
    )
    expect(accepted.deviceToken).toEqual(expect.any(String))
    const invitee = { id: (await expectOk(harness, name, staffEndpoints.me, {}, asStaff(accepted.accessToken))).id, key }
    await holdForTheHour(email)

    const proof = async (extra: { deviceToken?: string }) =>
      send(
        harness,
        name,
        staffSessionEndpoints.proveAgain,
        { body: { password: PASSWORD, code: await freshCode(harness, invitee), ...extra } },
        { ...asStaff(accepted.accessToken), clientIp: newIp() },
      )
    expect((await proof({})).status).toBe(429)
    expect((await proof({ deviceToken: accepted.deviceToken })).status).toBe(200)
  })

  it("does not take another staff account's device token, a forged one, or a known browser that keeps failing", async () => {
    const [staff, other] = [
      await addTestStaff(harness, 'support', 'device-owner'),
      await addTestStaff(harness, 'support', 'device-other'),
    ]
    nextMinute(harness)
    const deviceOf = async (account: TestStaff) =>
      (await login({ email: account.email, password: account.password, code: await freshCode(harness, account) }, newIp())).json
        .data?.deviceToken ?? ''
    const [ownDevice, otherDevice] = [await deviceOf(staff), await deviceOf(other)]
    const forged = `${ownDevice.split('.')[0]}.${'A'.repeat(43)}`
    await holdForTheHour(staff.email)

    for (const deviceToken of [otherDevice, forged]) {
      const code = await freshCode(harness, staff)
      expect((await login({ email: staff.email, password: staff.password, code, deviceToken }, newIp())).status).toBe(429)
    }
    const guesses = await Promise.all(
      Array.from({ length: BURST }, () =>
        login({ email: staff.email, password: 'device-guess', code: '000000', deviceToken: ownDevice }, newIp()),
      ),
    )
    expect(statusesOf(guesses)).toEqual({ 401: LIMIT, 429: BURST - LIMIT })
  })

  /** Four minutes of wrong sign-ins from strangers' addresses, as many as the hour allows; the next minute begins. */
  async function holdForTheHour(email: string) {
    for (let minute = 0; minute < 4; minute += 1) {
      nextMinute(harness)
      const answers = await Promise.all(
        Array.from({ length: LIMIT }, () => login({ email, password: 'wrong-password', code: '000000' }, newIp())),
      )
      expect(statusesOf(answers)).toEqual({ 401: LIMIT })
    }
    nextMinute(harness)
  }
})
