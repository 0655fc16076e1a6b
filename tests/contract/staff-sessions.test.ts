import { describe, expect, it } from 'vitest'
import { staffEndpoints } from '~/api/contract/staff-endpoints'
import { m } from '~/paraglide/messages'
import { type AuthHarness, send } from './auth-support'
import { transportNames } from './harness'
import { addTestStaff, asStaff, setUpStaffHarness, signInStaff } from './staff-support'

/** Issue 23: a staff session ends after 30 minutes unused and 12 hours after its sign-in, whatever its use. */
const MINUTE = 60_000
const harness = setUpStaffHarness({ signInFailureLimit: 1000 })

const advance = (h: AuthHarness, ms: number) => {
  h.clock.now = new Date(h.clock.now.getTime() + ms)
}
const meStatus = async (name: (typeof transportNames)[number], token: string) =>
  (await send(harness, name, staffEndpoints.me, {}, asStaff(token))).status

describe.each(transportNames)('staff session timeouts over %s', (name) => {
  it('keeps a session used within 30 minutes, and ends one unused for longer with a localized 401', async () => {
    const token = await signInStaff(harness, name, await addTestStaff(harness, 'support'))
    advance(harness, 29 * MINUTE)
    expect(await meStatus(name, token)).toBe(200)
    advance(harness, 29 * MINUTE)
    expect(await meStatus(name, token)).toBe(200)
    advance(harness, 30 * MINUTE + 1000)
    const idle = await send(harness, name, staffEndpoints.me, {}, asStaff(token, 'en-US'))
    expect(idle.status).toBe(401)
    expect(idle.json.error).toEqual({
      status: 401,
      code: 'UNAUTHORIZED',
      message: m.api_error_unauthorized({}, { locale: 'en-US' }),
    })
    expect(idle.headers.get('www-authenticate')).toBe('Bearer realm="admin"')
    expect(await meStatus(name, token)).toBe(401)
  })

  it('ends a session 12 hours after its sign-in however often it is used', async () => {
    const token = await signInStaff(harness, name, await addTestStaff(harness, 'editor'))
    const signedInAt = harness.clock.now.getTime()
    while (harness.clock.now.getTime() + 20 * MINUTE < signedInAt + 12 * 60 * MINUTE) {
      advance(harness, 20 * MINUTE)
      expect(await meStatus(name, token)).toBe(200)
    }
    harness.clock.now = new Date(signedInAt + 12 * 60 * MINUTE)
    expect(await meStatus(name, token)).toBe(401)
  })

  it('answers a new token at every sign-in, each a session of its own; signing out ends only its own', async () => {
    const staff = await addTestStaff(harness, 'admin')
    const first = await signInStaff(harness, name, staff)
    const second = await signInStaff(harness, name, staff)
    expect(first).not.toBe(second)
    expect((await send(harness, name, staffEndpoints.logout, { body: {} }, asStaff(first))).status).toBe(200)
    expect(await meStatus(name, first)).toBe(401)
    expect(await meStatus(name, second)).toBe(200)
  })
})
