import { count, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { signInEndpoints } from '~/api/contract/sign-in-endpoints'
import { memberSessions, members, withdrawnIdentities } from '~/backend/db/member-schema'
import { demoMember, seedDemoMember } from '~/backend/sign-in/demo-member'
import { purgeMemberData } from '~/backend/withdrawal/purge-member-data'
import { withdrawMember } from '~/backend/withdrawal/withdraw-member'
import { m } from '~/paraglide/messages'
import { meStatus, PASSWORD, send, setUpAuthHarness, signUp, signupBody, uniqueEmail } from './auth-support'

const harness = setUpAuthHarness()

async function memberIdOf(email: string): Promise<string> {
  const [row] = await harness.database.db.select({ id: members.id }).from(members).where(eq(members.email, email))
  if (!row) throw new Error(`no member ${email}`)
  return row.id
}

describe('a withdrawn member', () => {
  it('is signed out everywhere, forgotten, and barred from signing up again for six months', async () => {
    const email = uniqueEmail('leaving')
    const tokens = [await signUp(harness, 'http', email), await signUp(harness, 'http', uniqueEmail('staying'))]
    const second = await send(harness, 'in-process', signInEndpoints.login, { body: { email, password: PASSWORD } })
    const id = await memberIdOf(email)

    expect(await withdrawMember(harness.database.db, id, harness.clock.now)).toBe(true)
    expect(await meStatus(harness, 'http', tokens[0] ?? '')).toBe(401)
    expect(await meStatus(harness, 'http', second.json.data?.accessToken ?? '')).toBe(401)
    expect(await meStatus(harness, 'http', tokens[1] ?? '')).toBe(200)

    const [row] = await harness.database.db.select().from(members).where(eq(members.id, id))
    expect(row).toMatchObject({ status: 'withdrawn', email: null, name: '', mobile: null, passwordHash: null })
    const bars = await harness.database.db.select().from(withdrawnIdentities)
    expect(JSON.stringify(bars)).not.toContain(email)

    const login = await send(harness, 'http', signInEndpoints.login, { body: { email, password: PASSWORD } })
    expect(login.json.error?.code).toBe('INVALID_CREDENTIALS')
    for (const locale of ['en-US', 'ko-KR'] as const) {
      const again = await send(harness, 'http', signInEndpoints.signup, { body: signupBody(email) }, { locale })
      expect(again.status).toBe(403)
      expect(again.json.error).toEqual({
        status: 403,
        code: 'REREGISTRATION_BARRED',
        message: m.api_error_reregistration_barred({}, { locale }),
      })
    }
    expect(await withdrawMember(harness.database.db, id, harness.clock.now)).toBe(false)

    // Six months on, the purge lifts the bar and the same email signs up as a new member.
    const start = harness.clock.now
    const justBefore = new Date(Date.UTC(2031, 8, 10, 9, 0, 1))
    expect((await purgeMemberData(harness.database.db, justBefore)).barsLifted).toBe(0)
    harness.clock.now = justBefore
    expect((await send(harness, 'http', signInEndpoints.signup, { body: signupBody(email) })).status).toBe(403)
    harness.clock.now = new Date(Date.UTC(2031, 8, 10, 9, 0, 3))
    expect((await purgeMemberData(harness.database.db, harness.clock.now)).barsLifted).toBe(1)
    const renewed = await send(harness, 'http', signInEndpoints.signup, { body: signupBody(email) })
    expect(renewed.status).toBe(200)
    expect(await memberIdOf(email)).not.toBe(id)
    harness.clock.now = start
  })
})

describe('the purge', () => {
  it('deletes sessions a week after they expired, not before', async () => {
    const token = await signUp(harness, 'in-process', uniqueEmail('old-session'))
    const expiry = harness.clock.now.getTime() + 24 * 3_600_000
    const week = 7 * 24 * 3_600_000
    await purgeMemberData(harness.database.db, new Date(expiry + week - 1000))
    const [kept] = await harness.database.db.select({ n: count() }).from(memberSessions)
    expect(kept?.n).toBeGreaterThan(0)
    expect((await purgeMemberData(harness.database.db, new Date(expiry + week + 1000))).sessionsDeleted).toBeGreaterThan(0)
    expect(await meStatus(harness, 'in-process', token)).toBe(401)
  })
})

describe('the demo member', () => {
  it('is added once, signs in with the documented password, and comes back at most once', async () => {
    expect(await seedDemoMember(harness.database.db)).toBe(true)
    expect(await seedDemoMember(harness.database.db)).toBe(false)
    const login = await send(harness, 'http', signInEndpoints.login, {
      body: { email: demoMember.email, password: demoMember.password },
    })
    expect(login.status).toBe(200)
    const me = await send(harness, 'http', signInEndpoints.me, {}, { token: login.json.data?.accessToken })
    expect(me.json.data).toMatchObject({ email: 'member@example.com', name: '데모 회원', signUpMethod: 'email' })

    // A demo member who withdrew stays away while the bar lasts.
    await withdrawMember(harness.database.db, await memberIdOf(demoMember.email), harness.clock.now)
    expect(await seedDemoMember(harness.database.db, harness.clock.now)).toBe(false)
  })
})
