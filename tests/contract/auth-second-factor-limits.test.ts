import { describe, expect, it } from 'vitest'
import { nextMinute } from './auth-support'
import { transportNames } from './harness'
import { newMember } from './member-support'
import {
  codeAt,
  enrol,
  FAILURE_LIMIT,
  freshAddresses,
  secondFactor,
  setUpSecondFactorHarness,
  ticketOf,
  wrongCode,
} from './second-factor-support'

/**
 * A member's second factor under a guessing attack: at most the failure limit of wrong codes are checked, whether they
 * come at once or one after another; the ticket is then spent. The factor itself: auth-second-factor.test.ts.
 */
const LIMIT = FAILURE_LIMIT
const BURST = 50
const harness = setUpSecondFactorHarness()
/** An address of its own per test, so that one test's failures do not hold back another's. */
const freshIp = freshAddresses()

describe.each(transportNames)('the second factor (%s)', (name) => {
  it(`checks at most ${LIMIT} of ${BURST} wrong codes sent at once; the ticket is then spent, and a new sign-in gets in`, async () => {
    const member = await newMember(harness, name, 'totp-burst')
    const { key } = await enrol(harness, name, member.token)
    nextMinute(harness)
    const clientIp = freshIp()
    const ticket = await ticketOf(harness, name, member.email, { clientIp })
    const wrong = wrongCode(harness, key)
    const answers = await Promise.all(
      Array.from({ length: BURST }, () => secondFactor(harness, name, ticket, wrong, { clientIp })),
    )
    const checked = answers.filter((answer) => answer.json.error?.code === 'CODE_MISMATCH')
    expect(checked.length).toBeGreaterThan(0)
    expect(checked.length).toBeLessThanOrEqual(LIMIT)
    for (const answer of answers) {
      expect(
        answer.status === 429 || ['CODE_MISMATCH', 'SECOND_FACTOR_TICKET_INVALID'].includes(answer.json.error?.code ?? ''),
      ).toBe(true)
    }
    expect(answers.some((answer) => answer.status === 200)).toBe(false)

    // The same minute: the member's second factor is held back, even with the right code and another address.
    const held = await secondFactor(
      harness,
      name,
      await ticketOf(harness, name, member.email, { clientIp: freshIp() }),
      codeAt(harness, key),
      {
        clientIp: freshIp(),
      },
    )
    expect(held.status).toBe(429)
    expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(0)

    // The next minute the burst's ticket stays spent; a new sign-in gets in with the right code.
    nextMinute(harness)
    const spent = await secondFactor(harness, name, ticket, codeAt(harness, key), { clientIp })
    expect(spent.json.error?.code).toBe('SECOND_FACTOR_TICKET_INVALID')
    const fresh = await secondFactor(
      harness,
      name,
      await ticketOf(harness, name, member.email, { clientIp }),
      codeAt(harness, key),
      { clientIp },
    )
    expect(fresh.status).toBe(200)
  })

  it('spends a ticket after 5 wrong codes sent one after another', async () => {
    const member = await newMember(harness, name, 'totp-ticket-spent')
    const { key } = await enrol(harness, name, member.token)
    nextMinute(harness)
    const ticket = await ticketOf(harness, name, member.email)
    for (let i = 0; i < LIMIT; i += 1) {
      const answer = await secondFactor(harness, name, ticket, wrongCode(harness, key), { clientIp: freshIp() })
      expect(answer.json.error?.code).toBe('CODE_MISMATCH')
    }
    nextMinute(harness)
    expect((await secondFactor(harness, name, ticket, codeAt(harness, key), { clientIp: freshIp() })).json.error?.code).toBe(
      'SECOND_FACTOR_TICKET_INVALID',
    )
  })
})
