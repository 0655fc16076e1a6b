import { and, desc, eq } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { staffEndpoints } from '~/api/contract/staff-endpoints'
import { auditLog, staffAccounts } from '~/backend/db/staff-schema'
import { sealTotpKey } from '~/backend/sign-in/second-factor/sealed-secret'
import { m } from '~/paraglide/messages'
import { nextMinute, send, uniqueEmail } from './auth-support'
import { transportNames } from './harness'
import { asMachine } from './member-support'
import { codeAt, wrongCode } from './second-factor-support'
import { addTestStaff, asStaff, expectOk, freshCode, roleRefusalLog, setUpStaffHarness, signInStaff } from './staff-support'

const harness = setUpStaffHarness({ signInFailureLimit: 50 })

async function auditOf(action: string, targetId?: string) {
  return harness.database.db
    .select()
    .from(auditLog)
    .where(targetId ? and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)) : eq(auditLog.action, action))
    .orderBy(desc(auditLog.id))
}

describe.each(transportNames)('staff sign-in over %s', (name) => {
  it('signs a staff member in with email, password and a current code, for 12 hours, and tells them who they are', async () => {
    const staff = await addTestStaff(harness, 'support')
    expect(staff.otpauthUri).toMatch(/^otpauth:\/\/totp\/.+secret=/)
    expect(staff.recoveryCodes).toHaveLength(10)
    const signedInAt = harness.clock.now.getTime()
    const body = { email: staff.email.toUpperCase(), password: staff.password, code: await freshCode(harness, staff) }
    const login = await expectOk(harness, name, staffEndpoints.login, { body }, { clientIp: '198.51.100.7' })
    expect(Date.parse(login.expiresAt)).toBe(signedInAt + 12 * 60 * 60_000)
    const me = await expectOk(harness, name, staffEndpoints.me, {}, asStaff(login.accessToken))
    expect(me).toMatchObject({ id: staff.id, email: staff.email, role: 'support', status: 'active', version: 1 })
    expect(me.lastSignInAt).toBe(new Date(signedInAt).toISOString())
    const [entry] = await auditOf('staff.sign-in', staff.id)
    expect(entry).toMatchObject({ actorKind: 'staff', actorId: staff.id, actorEmail: staff.email, clientIp: '198.51.100.7' })
  })

  it('answers the same refusal for a wrong email, password or code and a disabled account, and logs each with the email masked', async () => {
    nextMinute(harness)
    const staff = await addTestStaff(harness, 'editor')
    const refusals = [
      { email: uniqueEmail('nobody'), password: staff.password, code: codeAt(harness, staff.key) },
      { email: staff.email, password: 'not-the-password', code: codeAt(harness, staff.key) },
      { email: staff.email, password: staff.password, code: wrongCode(harness, staff.key) },
      { email: staff.email, password: staff.password, code: 'ABCDE-FGHJK' },
    ]
    for (const body of refusals) {
      const answer = await send(harness, name, staffEndpoints.login, { body }, { locale: 'en-US' })
      expect(answer.status).toBe(401)
      expect(answer.json.error).toEqual({
        status: 401,
        code: 'INVALID_CREDENTIALS',
        message: m.api_error_invalid_credentials({}, { locale: 'en-US' }),
      })
    }
    const failures = await auditOf('staff.sign-in-failed', staff.id)
    expect(failures.map((row) => (row.detail as { reason: string }).reason)).toEqual(['code', 'code', 'password'])
    expect(failures[0]).toMatchObject({ actorKind: 'anonymous', actorId: null })
    expect(failures[0]?.actorEmail).toMatch(/^sta\*\*\*@example\.com$/)
    expect(JSON.stringify(failures)).not.toContain(staff.email)
  })

  it('takes a TOTP code once, and a recovery code once', async () => {
    nextMinute(harness)
    const staff = await addTestStaff(harness, 'support')
    const code = await freshCode(harness, staff)
    const body = { email: staff.email, password: staff.password, code }
    expect((await send(harness, name, staffEndpoints.login, { body })).status).toBe(200)
    expect((await send(harness, name, staffEndpoints.login, { body })).status).toBe(401)
    const recovery = { ...body, code: staff.recoveryCodes[0]?.toLowerCase() ?? '' }
    const withRecovery = await send(harness, name, staffEndpoints.login, { body: recovery })
    expect(withRecovery.status).toBe(200)
    expect((await auditOf('staff.sign-in', staff.id))[0]?.detail).toEqual({ secondFactor: 'recovery' })
    expect((await send(harness, name, staffEndpoints.login, { body: recovery })).status).toBe(401)
  })

  it('signs out: the token stops working and the sign-out is logged', async () => {
    const staff = await addTestStaff(harness, 'support')
    const token = await signInStaff(harness, name, staff)
    expect(await expectOk(harness, name, staffEndpoints.logout, { body: {} }, asStaff(token))).toEqual({ signedOut: true })
    expect((await send(harness, name, staffEndpoints.me, {}, asStaff(token))).status).toBe(401)
    expect(await auditOf('staff.sign-out', staff.id)).toHaveLength(1)
  })

  it('refuses the machine credential asking who it is: a call for staff accounts only (403)', async () => {
    const warnings = roleRefusalLog()
    expect((await send(harness, name, staffEndpoints.me, {}, asMachine)).status).toBe(403)
    expect(warnings).toHaveBeenCalledOnce()
  })
})

describe('an authenticator the site’s keys no longer open', () => {
  it('is refused in words that say to use a recovery code or have it reset, never a 500; a recovery code still signs in', async () => {
    const staff = await addTestStaff(harness, 'editor', 'unreadable-authenticator')
    // As after a restore without the keys file (decision 108): the key was sealed under keys the site no longer has.
    const otherKeys = await sealTotpKey(harness.database.db, crypto.randomUUID(), staff.key)
    await harness.database.db.update(staffAccounts).set({ totpSecret: otherKeys }).where(eq(staffAccounts.id, staff.id))
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const body = { email: staff.email, password: staff.password, code: await freshCode(harness, staff) }
    const refused = await send(harness, 'http', staffEndpoints.login, { body }, { locale: 'en-US' })
    expect(refused.status).toBe(409)
    expect(refused.json.error?.code).toBe('AUTHENTICATOR_UNREADABLE')
    expect(refused.json.error?.message).toBe(m.api_error_authenticator_unreadable({}, { locale: 'en-US' }))
    expect(logged.mock.calls.map((call) => call.join(' ')).join('\n')).toContain('npm run staff -- reset-2fa')

    const withRecovery = { ...body, code: staff.recoveryCodes[0] ?? '' }
    expect((await send(harness, 'http', staffEndpoints.login, { body: withRecovery })).status).toBe(200)
  })
})
