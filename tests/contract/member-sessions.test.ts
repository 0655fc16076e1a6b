import { describe, expect, it } from 'vitest'
import { memberSessionEndpoints as api } from '~/api/contract/member-session-endpoints'
import { signInEndpoints } from '~/api/contract/sign-in-endpoints'
import { sha256Hex } from '~/backend/sign-in/opaque-token'
import { m } from '~/paraglide/messages'
import { meStatus, PASSWORD, send, signupBody, uniqueEmail } from './auth-support'
import { type TransportName, transportNames } from './harness'
import { newMember, setUpMemberHarness } from './member-support'

const harness = setUpMemberHarness({ sessionIdleMinutes: 30 })
const MINUTE = 60_000

const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'

const advance = (ms: number) => {
  harness.clock.now = new Date(harness.clock.now.getTime() + ms)
}

/** Signs the member in once more from a browser and address of the test's choosing; answers the token. */
async function signInFrom(name: TransportName, email: string, userAgent: string, clientIp: string): Promise<string> {
  const answer = await send(
    harness,
    name,
    signInEndpoints.login,
    { body: { email, password: PASSWORD } },
    { userAgent, clientIp },
  )
  const token = answer.json.data?.accessToken
  if (!token) throw new Error(`sign-in failed: ${JSON.stringify(answer.json)}`)
  return token
}

const listOf = async (name: TransportName, token: string) =>
  (await send(harness, name, api.sessions, {}, { token })).json.data?.items ?? []

describe.each(transportNames)("a member's sessions over %s", (name) => {
  it('lists the live sessions with browser, device, address and times, this one first and marked, never a token', async () => {
    const email = uniqueEmail('sessions-list')
    const signup = await send(
      harness,
      name,
      signInEndpoints.signup,
      { body: signupBody(email) },
      { userAgent: CHROME_ON_WINDOWS, clientIp: '203.0.113.7' },
    )
    const first = signup.json.data?.accessToken ?? ''
    const firstAt = harness.clock.now.toISOString()
    advance(2 * MINUTE)
    const second = await signInFrom(name, email, SAFARI_ON_IPHONE, '198.51.100.20')
    const secondAt = harness.clock.now.toISOString()
    // Neither a session that signed out nor another member's is listed.
    const ended = await signInFrom(name, email, CHROME_ON_WINDOWS, '203.0.113.8')
    await send(harness, name, signInEndpoints.logout, {}, { token: ended })
    await newMember(harness, name, 'sessions-stranger')
    advance(MINUTE)

    const answer = await send(harness, name, api.sessions, {}, { token: second })
    expect(answer.status).toBe(200)
    expect(answer.json.data?.items).toEqual([
      {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        browser: 'Safari 18',
        device: 'iPhone',
        ipAddress: '198.51.100.20',
        createdAt: secondAt,
        lastUsedAt: harness.clock.now.toISOString(),
        current: true,
      },
      {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        browser: 'Chrome 131',
        device: 'Windows',
        ipAddress: '203.0.113.7',
        createdAt: firstAt,
        lastUsedAt: firstAt,
        current: false,
      },
    ])
    for (const token of [first, second]) {
      expect(answer.headers.get('cache-control')).toContain('no-store')
      expect(JSON.stringify(answer.json)).not.toContain(token)
      expect(JSON.stringify(answer.json)).not.toContain(sha256Hex(token))
    }
    expect((await listOf(name, first)).map((item) => item.current)).toEqual([true, false])
  })

  it('leaves out a session that has been idle past the timeout', async () => {
    const member = await newMember(harness, name, 'sessions-idle')
    advance(31 * MINUTE)
    const fresh = await signInFrom(name, member.email, SAFARI_ON_IPHONE, '198.51.100.21')
    const items = await listOf(name, fresh)
    expect(items).toHaveLength(1)
    expect(items[0]?.current).toBe(true)
  })

  it("ends one of the member's own sessions: its token answers 401, the others go on", async () => {
    const member = await newMember(harness, name, 'sessions-end')
    const phone = await signInFrom(name, member.email, SAFARI_ON_IPHONE, '198.51.100.22')
    const [, other] = await listOf(name, member.token)
    const answer = await send(harness, name, api.endSession, { params: { id: other?.id ?? '' } }, { token: member.token })
    expect(answer).toMatchObject({ status: 200, json: { data: { ended: true } } })
    expect(await meStatus(harness, name, phone)).toBe(401)
    expect(await meStatus(harness, name, member.token)).toBe(200)
    expect(await listOf(name, member.token)).toHaveLength(1)
    // Ended once is ended: the same id again is not found.
    const again = await send(harness, name, api.endSession, { params: { id: other?.id ?? '' } }, { token: member.token })
    expect(again.status).toBe(404)
  })

  it("answers 404 for another member's session and for an unknown id, and ends nothing", async () => {
    const member = await newMember(harness, name, 'sessions-owner')
    const stranger = await newMember(harness, name, 'sessions-thief')
    const [theirs] = await listOf(name, member.token)
    for (const id of [theirs?.id ?? '', '00000000-0000-4000-8000-000000000000']) {
      const answer = await send(harness, name, api.endSession, { params: { id } }, { token: stranger.token, locale: 'en-US' })
      expect(answer.status).toBe(404)
      expect(answer.json.error).toEqual({
        status: 404,
        code: 'NOT_FOUND',
        message: m.api_error_not_found({}, { locale: 'en-US' }),
      })
    }
    expect(await meStatus(harness, name, member.token)).toBe(200)
    const malformed = await send(harness, name, api.endSession, { params: { id: 'not-a-uuid' } }, { token: stranger.token })
    expect(malformed.status).toBe(400)
  })

  it('signs out everywhere else: every other session ends, this one goes on', async () => {
    const member = await newMember(harness, name, 'sessions-others')
    const others = [
      await signInFrom(name, member.email, SAFARI_ON_IPHONE, '198.51.100.23'),
      await signInFrom(name, member.email, CHROME_ON_WINDOWS, '198.51.100.24'),
    ]
    const answer = await send(harness, name, api.endOtherSessions, {}, { token: member.token })
    expect(answer).toMatchObject({ status: 200, json: { data: { ended: 2 } } })
    for (const token of others) expect(await meStatus(harness, name, token)).toBe(401)
    expect(await meStatus(harness, name, member.token)).toBe(200)
    expect((await listOf(name, member.token)).map((item) => item.current)).toEqual([true])
  })

  it('answers 401 without a session', async () => {
    expect((await send(harness, name, api.sessions, {})).status).toBe(401)
    expect((await send(harness, name, api.endOtherSessions, {})).status).toBe(401)
    const id = '00000000-0000-4000-8000-000000000000'
    expect((await send(harness, name, api.endSession, { params: { id } })).status).toBe(401)
  })
})
