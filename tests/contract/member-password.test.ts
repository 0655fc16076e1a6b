import { describe, expect, it } from 'vitest'
import { memberAreaEndpoints } from '~/api/contract/member-area-endpoints'
import { signInEndpoints } from '~/api/contract/sign-in-endpoints'
import { m } from '~/paraglide/messages'
import { meStatus, nextMinute, PASSWORD, send } from './auth-support'
import { transportNames } from './harness'
import { newMember, newSocialOnlyMember, setUpMemberHarness } from './member-support'

const harness = setUpMemberHarness({ signInFailureLimit: 3 })
const NEW_PASSWORD = 'a-brand-new-password'

describe.each(transportNames)('PUT /me/password over %s', (name) => {
  it('refuses a wrong current password with WRONG_PASSWORD (403, not a sign-out), in the request language', async () => {
    nextMinute(harness)
    const member = await newMember(harness, name, 'password-wrong')
    for (const locale of ['en-US', 'ko-KR'] as const) {
      const body = { currentPassword: 'not-the-password', newPassword: NEW_PASSWORD }
      const answer = await send(harness, name, memberAreaEndpoints.changePassword, { body }, { token: member.token, locale })
      expect(answer.status).toBe(403)
      expect(answer.json.error).toEqual({
        status: 403,
        code: 'WRONG_PASSWORD',
        message: m.api_error_wrong_password({}, { locale }),
      })
    }
    expect(m.api_error_wrong_password({}, { locale: 'en-US' })).toBe(m.api_error_invalid_credentials({}, { locale: 'en-US' }))
    expect(await meStatus(harness, name, member.token)).toBe(200)
    const login = await send(harness, name, signInEndpoints.login, { body: { email: member.email, password: PASSWORD } })
    expect(login.status).toBe(200)
  })

  it('changes it: the new password signs in, the old one no longer; every session ends, this one goes on with a new token', async () => {
    nextMinute(harness)
    const member = await newMember(harness, name, 'password-changed')
    const other = await send(harness, name, signInEndpoints.login, { body: { email: member.email, password: PASSWORD } })
    const body = { currentPassword: PASSWORD, newPassword: NEW_PASSWORD }
    const changed = await send(harness, name, memberAreaEndpoints.changePassword, { body }, { token: member.token })
    expect(changed).toMatchObject({ status: 200, json: { data: { changed: true } } })
    const newSession = changed.json.data?.session
    expect(newSession?.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(newSession?.accessToken).not.toBe(member.token)
    expect(new Date(newSession?.expiresAt ?? 0).getTime()).toBe(harness.clock.now.getTime() + 24 * 3_600_000)

    expect(await meStatus(harness, name, newSession?.accessToken ?? '')).toBe(200)
    expect(await meStatus(harness, name, member.token)).toBe(401)
    expect(await meStatus(harness, name, other.json.data?.accessToken ?? '')).toBe(401)
    const old = await send(harness, name, signInEndpoints.login, { body: { email: member.email, password: PASSWORD } })
    expect(old.json.error?.code).toBe('INVALID_CREDENTIALS')
    const renewed = await send(harness, name, signInEndpoints.login, { body: { email: member.email, password: NEW_PASSWORD } })
    expect(renewed.status).toBe(200)
  })

  it('refuses a new password shorter than 8 characters (400)', async () => {
    const member = await newMember(harness, name, 'password-short')
    const body = { currentPassword: PASSWORD, newPassword: 'short' }
    expect((await send(harness, name, memberAreaEndpoints.changePassword, { body }, { token: member.token })).status).toBe(400)
  })

  it('limits wrong current passwords per member and minute (429 with Retry-After), even before a right one', async () => {
    nextMinute(harness)
    const member = await newMember(harness, name, 'password-guessing')
    const guess = (currentPassword: string) =>
      send(
        harness,
        name,
        memberAreaEndpoints.changePassword,
        { body: { currentPassword, newPassword: NEW_PASSWORD } },
        { token: member.token },
      )
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await guess(`guess-${attempt}`)).status).toBe(403)
    const refused = await guess(PASSWORD)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    nextMinute(harness)
    expect((await guess(PASSWORD)).status).toBe(200)
  })

  it('does not let a member without a password set one with the token alone', async () => {
    const member = await newSocialOnlyMember(harness)
    const body = { currentPassword: '', newPassword: NEW_PASSWORD }
    const answer = await send(harness, name, memberAreaEndpoints.changePassword, { body }, { token: member.token })
    expect(answer.json.error?.code).toBe('WRONG_PASSWORD')
    expect((await send(harness, name, signInEndpoints.me, {}, { token: member.token })).json.data?.hasPassword).toBe(false)
  })

  it('answers 401 without a session', async () => {
    const body = { currentPassword: PASSWORD, newPassword: NEW_PASSWORD }
    expect((await send(harness, name, memberAreaEndpoints.changePassword, { body })).status).toBe(401)
  })
})
