import { describe, expect, it } from 'vitest'
import { m } from '~/paraglide/messages'
import { uniqueEmail } from './auth-support'
import { transportNames } from './harness'
import { setUpPasswordReset } from './password-reset-support'

/**
 * What keeps the reset of a forgotten password from telling who is a member or from being sent without end (issue
 * 21, decision 28): an unknown email answered exactly as a member's and no sooner than the floor, and 5 requests an
 * hour per client address and per email. The reset itself: password-reset.test.ts.
 */
const SMTP_PORT = 3252
const FLOOR_MS = 400
const { clock, harness, sink, deliver, signUp, freshIp, callsOver } = setUpPasswordReset(SMTP_PORT)

describe.each(transportNames)('password reset over %s', (transport) => {
  const { ask } = callsOver(transport)

  it('answers an unknown email exactly as a member’s, no sooner than the floor, and mails only the member', async () => {
    const member = uniqueEmail('reset-known')
    await signUp(harness, transport, member)
    const unknown = uniqueEmail('reset-unknown')
    const timed = async (email: string) => {
      const started = performance.now()
      const answer = await ask(email)
      return { answer, ms: performance.now() - started }
    }
    const known = [] as number[]
    const strangers = [] as number[]
    for (let round = 0; round < 3; round += 1) {
      const a = await timed(member)
      const b = await timed(unknown)
      expect(b.answer.status).toBe(a.answer.status)
      expect(b.answer.json).toEqual(a.answer.json)
      expect(a.answer.json).toEqual({ data: { accepted: true } })
      known.push(a.ms)
      strangers.push(b.ms)
    }
    for (const ms of [...known, ...strangers]) expect(ms).toBeGreaterThanOrEqual(FLOOR_MS - 5)
    const median = (values: number[]) => [...values].sort((x, y) => x - y)[1] ?? 0
    expect(Math.abs(median(known) - median(strangers))).toBeLessThan(100)
    await deliver()
    const mails = await sink.waitFor(3)
    expect(mails.flatMap((mail) => mail.envelopeTo)).toEqual([member, member, member])
  })

  it('counts 5 requests an hour per client address, of a burst sent together, whatever the emails; then 429 with Retry-After', async () => {
    const clientIp = freshIp()
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, index) => ask(uniqueEmail(`reset-burst-${index}`), { clientIp, locale: 'en-US' })),
    )
    const statuses = burst.map((answer) => answer.status).sort()
    expect(statuses).toEqual([...Array(5).fill(200), ...Array(7).fill(429)])
    const refused = burst.find((answer) => answer.status === 429)
    expect(refused?.json.error?.code).toBe('RATE_LIMITED')
    expect(refused?.json.error?.message).toBe(m.api_error_rate_limited({}, { locale: 'en-US' }))
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0)
    clock.now = new Date(clock.now.getTime() + 3_600_000)
    expect((await ask(uniqueEmail('reset-burst-later'), { clientIp })).status).toBe(200)
  })

  it('counts 5 requests an hour per email, of a burst from as many addresses, member or not; then 429', async () => {
    const member = uniqueEmail('reset-target')
    await signUp(harness, transport, member)
    for (const email of [member, uniqueEmail('reset-nobody')]) {
      const burst = await Promise.all(Array.from({ length: 10 }, () => ask(email)))
      expect(burst.map((answer) => answer.status).sort()).toEqual([...Array(5).fill(200), ...Array(5).fill(429)])
    }
    await deliver()
    expect((await sink.waitFor(5)).length).toBe(5)
  })
})
