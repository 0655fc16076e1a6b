import { describe, expect, it } from 'vitest'
import { staffEndpoints } from '~/api/contract/staff-endpoints'
import { m } from '~/paraglide/messages'
import { nextMinute, send, uniqueEmail } from './auth-support'
import { transportNames } from './harness'
import { wrongCode } from './second-factor-support'
import { addTestStaff, freshCode, setUpStaffHarness } from './staff-support'

/**
 * Staff sign-in holds its limits under any concurrency, as members' does: each attempt is counted before anything is
 * checked, so a burst sent at once gets no more checks than the limit, per address and per account, wrong codes too.
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
  const login = (body: { email: string; password: string; code: string }, clientIp: string) =>
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

  it(`holds an account for the hour after ${4 * LIMIT} failures, whatever the minute`, async () => {
    const staff = await addTestStaff(harness, 'editor')
    for (let minute = 0; minute < 4; minute += 1) {
      nextMinute(harness)
      const answers = await Promise.all(
        Array.from({ length: LIMIT }, () => login({ email: staff.email, password: 'wrong-password', code: '000000' }, newIp())),
      )
      expect(statusesOf(answers)).toEqual({ 401: LIMIT })
    }
    nextMinute(harness)
    const right = await login({ email: staff.email, password: staff.password, code: await freshCode(harness, staff) }, newIp())
    expect(right.status).toBe(429)
  })
})
