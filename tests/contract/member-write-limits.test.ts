import { describe, expect, it } from 'vitest'
import { memberAreaEndpoints } from '~/api/contract/member-area-endpoints'
import { signInEndpoints } from '~/api/contract/sign-in-endpoints'
import { memberWriteLimits } from '~/backend/member-area/member-write-limits'
import { m } from '~/paraglide/messages'
import { PASSWORD, send } from './auth-support'
import { transportNames } from './harness'
import { newMember, productIds, sampleBody, setUpMemberHarness, type TestMember } from './member-support'

const harness = setUpMemberHarness()

/** A new session for the member: the old one has timed out by the time the next window opens. */
async function signInAgain(name: (typeof transportNames)[number], member: TestMember) {
  const answer = await send(harness, name, signInEndpoints.login, { body: { email: member.email, password: PASSWORD } })
  member.token = answer.json.data?.accessToken ?? ''
}

/** Moves the clock to the start of the next window of this length. */
function nextWindow(seconds: number) {
  const window = seconds * 1000
  harness.clock.now = new Date((Math.floor(harness.clock.now.getTime() / window) + 1) * window + 1000)
}

describe.each(transportNames)("limits on what a member sends to the staff's queues, over %s", (name) => {
  it(`takes ${memberWriteLimits.question.limit} questions an hour from a member, then 429 until the next hour`, async () => {
    nextWindow(memberWriteLimits.question.windowSeconds)
    const member = await newMember(harness, name, 'question-flood')
    const ask = (index: number) =>
      send(
        harness,
        name,
        memberAreaEndpoints.askQuestion,
        { body: { title: `질문 ${index}`, content: '내용' } },
        { token: member.token, locale: 'en-US' },
      )
    const answers = await Promise.all(Array.from({ length: memberWriteLimits.question.limit + 5 }, (_, i) => ask(i)))
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(memberWriteLimits.question.limit)
    const refused = answers.find((answer) => answer.status === 429)
    expect(refused?.json.error).toEqual({
      status: 429,
      code: 'RATE_LIMITED',
      message: m.api_error_rate_limited({}, { locale: 'en-US' }),
    })
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0)
    // Another member is not held back.
    const other = await newMember(harness, name, 'question-other')
    const theirs = await send(harness, name, memberAreaEndpoints.askQuestion, { body: { title: '질문', content: '내용' } }, other)
    expect(theirs.status).toBe(200)

    nextWindow(memberWriteLimits.question.windowSeconds)
    await signInAgain(name, member)
    expect((await ask(99)).status).toBe(200)
  })

  it(`takes ${memberWriteLimits.sampleRequest.limit} sample requests a day from a member`, async () => {
    nextWindow(memberWriteLimits.sampleRequest.windowSeconds)
    const member = await newMember(harness, name, 'sample-flood')
    const [material] = await productIds(harness, 'material')
    const request = () =>
      send(harness, name, memberAreaEndpoints.requestSample, { body: sampleBody([material?.id ?? 0]) }, member)
    for (let index = 0; index < memberWriteLimits.sampleRequest.limit; index += 1) expect((await request()).status).toBe(200)
    expect((await request()).status).toBe(429)
    nextWindow(memberWriteLimits.sampleRequest.windowSeconds)
    await signInAgain(name, member)
    expect((await request()).status).toBe(200)
  })
})
