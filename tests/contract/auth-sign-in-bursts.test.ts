import { describe, expect, it } from 'vitest'
import { memberAreaEndpoints } from '~/api/contract/member-area-endpoints'
import { signInEndpoints } from '~/api/contract/sign-in-endpoints'
import { nextMinute, PASSWORD, send, signUp, uniqueEmail } from './auth-support'
import { transportNames } from './harness'
import { newMember, setUpMemberHarness } from './member-support'

/**
 * Limits on guessing hold under any concurrency: each attempt is counted before its password is checked, in the
 * statement that checks the count, so a burst sent at once gets no more checks than the limit allows.
 */
const LIMIT = 5
const BURST = 50
const harness = setUpMemberHarness({ signInFailureLimit: LIMIT })

let ips = 0
const newIp = () => {
  ips += 1
  return `203.0.113.${ips % 250}`
}

function statusesOf(answers: { status: number }[]): Record<number, number> {
  const counts: Record<number, number> = {}
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1
  return counts
}

describe.each(transportNames)('bursts of %s requests at once', (name) => {
  const login = (body: { email: string; password: string; deviceToken?: string }, clientIp: string) =>
    send(harness, name, signInEndpoints.login, { body }, { clientIp, locale: 'en-US' })

  it(`checks at most ${LIMIT} of ${BURST} wrong passwords sent together from one address`, async () => {
    nextMinute(harness)
    const ip = newIp()
    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, i) => login({ email: uniqueEmail(`burst-ip-${i}`), password: 'wrong' }, ip)),
    )
    expect(statusesOf(answers)).toEqual({ 401: LIMIT, 429: BURST - LIMIT })
  })

  it(`checks at most ${LIMIT} of ${BURST} guesses at one account from ${BURST} addresses, the right one among them`, async () => {
    nextMinute(harness)
    const email = uniqueEmail('burst-account')
    await signUp(harness, name, email)
    const guesses = Array.from({ length: BURST }, (_, i) => (i === BURST - 1 ? PASSWORD : `guess-${i}`))
    const answers = await Promise.all(guesses.map((password) => login({ email, password }, newIp())))
    const counts = statusesOf(answers)
    expect(counts[429]).toBeGreaterThanOrEqual(BURST - LIMIT)
    expect((counts[401] ?? 0) + (counts[200] ?? 0)).toBeLessThanOrEqual(LIMIT)
  })

  it('lets the member in from a device that signed in before while the account is held back for every other one', async () => {
    nextMinute(harness)
    const email = uniqueEmail('known-device')
    await signUp(harness, name, email)
    const first = await login({ email, password: PASSWORD }, newIp())
    const deviceToken = first.json.data?.deviceToken
    expect(deviceToken).toEqual(expect.any(String))

    await Promise.all(Array.from({ length: BURST }, (_, i) => login({ email, password: `guess-${i}` }, newIp())))
    expect((await login({ email, password: PASSWORD }, newIp())).status).toBe(429)
    const known = await login({ email, password: PASSWORD, deviceToken }, newIp())
    expect(known.status).toBe(200)
    expect(known.json.data?.deviceToken).toBe(deviceToken)
  })

  it("does not take another account's device token, a forged one, or a known device that keeps failing", async () => {
    nextMinute(harness)
    const [email, other] = [uniqueEmail('device-owner'), uniqueEmail('device-other')]
    await signUp(harness, name, email)
    await signUp(harness, name, other)
    const otherDevice = (await login({ email: other, password: PASSWORD }, newIp())).json.data?.deviceToken ?? ''
    const ownDevice = (await login({ email, password: PASSWORD }, newIp())).json.data?.deviceToken ?? ''
    const [nonce] = ownDevice.split('.')
    const forged = `${nonce}.${'A'.repeat(43)}`

    await Promise.all(Array.from({ length: LIMIT }, (_, i) => login({ email, password: `guess-${i}` }, newIp())))
    for (const deviceToken of [otherDevice, forged]) {
      expect((await login({ email, password: PASSWORD, deviceToken }, newIp())).status).toBe(429)
    }
    const guesses = await Promise.all(
      Array.from({ length: BURST }, (_, i) => login({ email, password: `device-guess-${i}`, deviceToken: ownDevice }, newIp())),
    )
    expect(statusesOf(guesses)).toEqual({ 401: LIMIT, 429: BURST - LIMIT })
    expect((await login({ email, password: PASSWORD, deviceToken: ownDevice }, newIp())).status).toBe(429)
  })

  it(`checks at most ${LIMIT} of ${BURST} current passwords sent together to change the password or close the account`, async () => {
    nextMinute(harness)
    const member = await newMember(harness, name, 'burst-current')
    const token = { token: member.token }
    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        i % 2
          ? send(
              harness,
              name,
              memberAreaEndpoints.changePassword,
              {
                body: { currentPassword: `guess-${i}`, newPassword: 'a-brand-new-password' },
              },
              token,
            )
          : send(
              harness,
              name,
              memberAreaEndpoints.withdraw,
              {
                body: { password: `guess-${i}`, reasons: ['RARELY_USED'], comment: '', agree: true },
              },
              token,
            ),
      ),
    )
    expect(statusesOf(answers)).toEqual({ 403: LIMIT, 429: BURST - LIMIT })
  })
})
