import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { signInEndpoints } from '~/api/contract/sign-in-endpoints'
import { memberSessions } from '~/backend/db/member-schema'
import { sha256Hex } from '~/backend/sign-in/opaque-token'
import { m } from '~/paraglide/messages'
import { type AuthHarness, meStatus, PASSWORD, send, setUpAuthHarness, signUp, uniqueEmail } from './auth-support'
import { transportNames } from './harness'

const MINUTE = 60_000
const harness = setUpAuthHarness(() => ({ sessionTtlHours: 24, sessionIdleMinutes: 30 }))

const advance = (h: AuthHarness, ms: number) => {
  h.clock.now = new Date(h.clock.now.getTime() + ms)
}

async function lastUsedAt(token: string): Promise<Date | undefined> {
  const [row] = await harness.database.db
    .select({ lastUsedAt: memberSessions.lastUsedAt })
    .from(memberSessions)
    .where(eq(memberSessions.tokenHash, sha256Hex(token)))
  return row?.lastUsedAt
}

describe.each(transportNames)('session timeouts over %s', (name) => {
  it('keeps a session that is used within the idle timeout, and ends one unused for longer with 401, as an expired one', async () => {
    const token = await signUp(harness, name, uniqueEmail('idle'))
    advance(harness, 29 * MINUTE)
    expect(await meStatus(harness, name, token)).toBe(200)
    advance(harness, 29 * MINUTE)
    expect(await meStatus(harness, name, token)).toBe(200)
    advance(harness, 30 * MINUTE + 1000)
    const idle = await send(harness, name, signInEndpoints.me, {}, { token, locale: 'en-US' })
    expect(idle.status).toBe(401)
    expect(idle.json.error).toEqual({
      status: 401,
      code: 'UNAUTHORIZED',
      message: m.api_error_unauthorized({}, { locale: 'en-US' }),
    })
    // Using it again does not bring it back.
    expect(await meStatus(harness, name, token)).toBe(401)
  })

  it('ends a session at its absolute lifetime however often it is used', async () => {
    const token = await signUp(harness, name, uniqueEmail('absolute'))
    const signedInAt = harness.clock.now.getTime()
    while (harness.clock.now.getTime() + 20 * MINUTE < signedInAt + 24 * 60 * MINUTE) {
      advance(harness, 20 * MINUTE)
      expect(await meStatus(harness, name, token)).toBe(200)
    }
    harness.clock.now = new Date(signedInAt + 24 * 60 * MINUTE)
    expect(await meStatus(harness, name, token)).toBe(401)
  })

  it('records a use at most about once a minute', async () => {
    const token = await signUp(harness, name, uniqueEmail('last-use'))
    const signedInAt = harness.clock.now
    expect(await lastUsedAt(token)).toEqual(signedInAt)
    advance(harness, 30_000)
    expect(await meStatus(harness, name, token)).toBe(200)
    expect(await lastUsedAt(token)).toEqual(signedInAt)
    advance(harness, 31_000)
    expect(await meStatus(harness, name, token)).toBe(200)
    expect(await lastUsedAt(token)).toEqual(harness.clock.now)
  })

  it('answers a new token at every sign-in, each a session of its own', async () => {
    const email = uniqueEmail('rotation')
    const first = await signUp(harness, name, email)
    const tokens = [first]
    for (let index = 0; index < 2; index += 1) {
      const login = await send(harness, name, signInEndpoints.login, { body: { email, password: PASSWORD } })
      tokens.push(login.json.data?.accessToken ?? '')
    }
    expect(new Set(tokens).size).toBe(3)
    for (const token of tokens) expect(await meStatus(harness, name, token)).toBe(200)
  })
})
