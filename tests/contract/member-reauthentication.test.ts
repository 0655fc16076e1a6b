import { describe, expect, it } from 'vitest'
import { memberAreaEndpoints } from '~/api/contract/member-area-endpoints'
import { memberSessionEndpoints } from '~/api/contract/member-session-endpoints'
import { startSession } from '~/backend/sign-in/member-sessions'
import { m } from '~/paraglide/messages'
import { meStatus, nextMinute, PASSWORD, send } from './auth-support'
import { type TransportName, transportNames } from './harness'
import { latestCode, newMember, newSocialOnlyMember, setUpMemberHarness, uniqueMobile } from './member-support'

const harness = setUpMemberHarness({ reauthenticationMinutes: 15, sessionIdleMinutes: 30, signInFailureLimit: 3 })
const MINUTE = 60_000

let addresses = 0
/** Each code request from an address of its own, so the per-client SMS limit stays out of these tests. */
const uniqueIp = () => {
  addresses += 1
  return `192.0.2.${addresses}`
}

/** Moves the clock on; the session is used every ten minutes meanwhile, so only its last authentication ages. */
async function laterBy(name: TransportName, token: string, ms: number) {
  const end = harness.clock.now.getTime() + ms
  while (harness.clock.now.getTime() + 10 * MINUTE < end) {
    harness.clock.now = new Date(harness.clock.now.getTime() + 10 * MINUTE)
    expect(await meStatus(harness, name, token)).toBe(200)
  }
  harness.clock.now = new Date(end)
}

const closing = { reasons: ['RARELY_USED' as const], comment: '', agree: true as const }

describe.each(transportNames)('re-authentication before a sensitive change over %s', (name) => {
  const askCode = (token: string, mobile: string, locale = 'ko-KR') =>
    send(harness, name, memberAreaEndpoints.sendPhoneCode, { body: { mobile } }, { token, locale, clientIp: uniqueIp() })
  const confirm = (token: string, mobile: string, code: string) =>
    send(harness, name, memberAreaEndpoints.changePhone, { body: { mobile, code } }, { token })
  const reauthenticate = (token: string, password: string) =>
    send(harness, name, memberSessionEndpoints.reauthenticate, { body: { password } }, { token })

  it('sends a phone code 14 minutes after sign-in, refuses one at 16 (REAUTHENTICATION_REQUIRED, localized), and the password restores it', async () => {
    const member = await newMember(harness, name, 'reauth-code')
    await laterBy(name, member.token, 14 * MINUTE)
    expect((await askCode(member.token, uniqueMobile())).status).toBe(200)
    await laterBy(name, member.token, 2 * MINUTE)
    for (const locale of ['en-US', 'ko-KR'] as const) {
      const refused = await askCode(member.token, uniqueMobile(), locale)
      expect(refused.status).toBe(403)
      expect(refused.json.error).toEqual({
        status: 403,
        code: 'REAUTHENTICATION_REQUIRED',
        message: m.api_error_reauthentication_required({}, { locale }),
      })
    }
    // Still signed in: a refusal for age is not a sign-out.
    expect(await meStatus(harness, name, member.token)).toBe(200)

    const renewed = await reauthenticate(member.token, PASSWORD)
    expect(renewed).toMatchObject({ status: 200, json: { data: { authenticatedAt: harness.clock.now.toISOString() } } })
    const token = renewed.json.data?.session.accessToken ?? ''
    expect((await askCode(token, uniqueMobile())).status).toBe(200)
  })

  it('ends the session it re-authenticates and answers a new one (ASVS 7.2.4): the old token answers 401', async () => {
    const member = await newMember(harness, name, 'reauth-rotation')
    const renewed = await reauthenticate(member.token, PASSWORD)
    const session = renewed.json.data?.session
    expect(session?.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(session?.accessToken).not.toBe(member.token)
    expect(new Date(session?.expiresAt ?? 0).getTime()).toBe(harness.clock.now.getTime() + 24 * 3_600_000)
    expect(await meStatus(harness, name, member.token)).toBe(401)
    expect(await meStatus(harness, name, session?.accessToken ?? '')).toBe(200)
  })

  it('asks for a recent authentication before ending sessions, one or all the others (ASVS 7.5.2)', async () => {
    const member = await newMember(harness, name, 'reauth-end')
    await laterBy(name, member.token, 16 * MINUTE)
    const sessions = await send(harness, name, memberSessionEndpoints.sessions, {}, { token: member.token })
    expect(sessions.status).toBe(200)
    const id = sessions.json.data?.items[0]?.id ?? ''
    const endOne = await send(harness, name, memberSessionEndpoints.endSession, { params: { id } }, { token: member.token })
    expect(endOne.json.error?.code).toBe('REAUTHENTICATION_REQUIRED')
    const endOthers = await send(harness, name, memberSessionEndpoints.endOtherSessions, {}, { token: member.token })
    expect(endOthers.json.error?.code).toBe('REAUTHENTICATION_REQUIRED')
    const token = (await reauthenticate(member.token, PASSWORD)).json.data?.session.accessToken ?? ''
    expect((await send(harness, name, memberSessionEndpoints.endOtherSessions, {}, { token })).status).toBe(200)
  })

  it('refuses the confirmation of a code when the authentication has aged meanwhile, and takes it after the password', async () => {
    const member = await newMember(harness, name, 'reauth-confirm')
    const mobile = uniqueMobile()
    await laterBy(name, member.token, 14 * MINUTE)
    expect((await askCode(member.token, mobile)).status).toBe(200)
    const code = await latestCode(harness, name, mobile)
    harness.clock.now = new Date(harness.clock.now.getTime() + 2 * MINUTE)
    expect((await confirm(member.token, mobile, code)).json.error?.code).toBe('REAUTHENTICATION_REQUIRED')
    const renewed = await reauthenticate(member.token, PASSWORD)
    const token = renewed.json.data?.session.accessToken ?? ''
    expect(await confirm(token, mobile, code)).toMatchObject({ status: 200, json: { data: { mobile } } })
  })

  it('does not take a wrong password, and limits wrong ones like the current password (429)', async () => {
    nextMinute(harness)
    const member = await newMember(harness, name, 'reauth-wrong')
    await laterBy(name, member.token, 16 * MINUTE)
    nextMinute(harness)
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const wrong = await reauthenticate(member.token, `guess-${attempt}`)
      expect(wrong.status).toBe(403)
      expect(wrong.json.error?.code).toBe('WRONG_PASSWORD')
    }
    expect((await reauthenticate(member.token, PASSWORD)).status).toBe(429)
    expect((await askCode(member.token, uniqueMobile())).json.error?.code).toBe('REAUTHENTICATION_REQUIRED')
    nextMinute(harness)
    expect((await reauthenticate(member.token, PASSWORD)).status).toBe(200)
  })

  it('takes the right current password as a re-authentication: the password changes 16 minutes after sign-in', async () => {
    const member = await newMember(harness, name, 'reauth-password')
    await laterBy(name, member.token, 16 * MINUTE)
    const body = { currentPassword: PASSWORD, newPassword: 'another-long-password-9' }
    const changed = await send(harness, name, memberAreaEndpoints.changePassword, { body }, { token: member.token })
    expect(changed.status).toBe(200)
    // The new session is freshly authenticated.
    const renewed = changed.json.data?.session.accessToken ?? ''
    expect((await askCode(renewed, uniqueMobile())).status).toBe(200)
  })

  it('closes an account with its password 16 minutes after sign-in', async () => {
    const member = await newMember(harness, name, 'reauth-close')
    await laterBy(name, member.token, 16 * MINUTE)
    const body = { ...closing, password: PASSWORD }
    expect((await send(harness, name, memberAreaEndpoints.withdraw, { body }, { token: member.token })).status).toBe(200)
  })

  it('asks a member without a password for a fresh sign-in before closing the account; the password call cannot help', async () => {
    const member = await newSocialOnlyMember(harness)
    await laterBy(name, member.token, 16 * MINUTE)
    const body = { ...closing, password: '' }
    const refused = await send(harness, name, memberAreaEndpoints.withdraw, { body }, { token: member.token })
    expect(refused.json.error?.code).toBe('REAUTHENTICATION_REQUIRED')
    expect((await reauthenticate(member.token, 'anything-at-all')).json.error?.code).toBe('WRONG_PASSWORD')
    // A new sign-in (here as the social callback would start it) is fresh.
    const fresh = await startSession(harness.database.db, member.id, harness.clock.now, { sessionTtlHours: 24 })
    const closed = await send(harness, name, memberAreaEndpoints.withdraw, { body }, { token: fresh.accessToken })
    expect(closed.status).toBe(200)
  })

  it('answers 401 to a re-authentication without a session', async () => {
    expect((await send(harness, name, memberSessionEndpoints.reauthenticate, { body: { password: PASSWORD } })).status).toBe(401)
  })
})
