import { generateHOTP } from '@oslojs/otp'
import { and, desc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { staffEndpoints } from '~/api/contract/staff-endpoints'
import {
  staffOwnSecondFactorEndpoints as own,
  staffPasswordResetEndpoints as reset,
  STAFF_RESET_LINK_MINUTES,
} from '~/api/contract/staff-self-service-endpoints'
import { mailOutbox } from '~/backend/db/inquiry-schema'
import { auditLog } from '~/backend/db/staff-schema'
import { STAFF_RESET_REQUESTS_PER_HOUR } from '~/backend/staff/staff-password-reset'
import { send, uniqueEmail } from './auth-support'
import { asMachine } from './member-support'
import { keyOfUri } from './second-factor-support'
import { addTestStaff, asStaff, expectOk, freshCode, setUpStaffHarness, signInStaff, type TestStaff } from './staff-support'

/**
 * Issue 39 §4 (and ASVS 6.4.3 for staff, issue 37): a staff member resets a forgotten password by mail, a mailbox alone
 * changing nothing (the second factor's code is asked too), and moves their own second factor to a new authenticator.
 */
const harness = setUpStaffHarness({ signInFailureLimit: 1000 })
const db = () => harness.database.db
const NEW_PASSWORD = 'a-brand-new-staff-password'

async function mailsTo(email: string) {
  return db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)).orderBy(desc(mailOutbox.id))
}

const tokenOf = (text: string | null | undefined) =>
  new URL(/https?:\/\/\S+/.exec(text ?? '')?.[0] ?? 'http://x').searchParams.get('token') ?? ''

let addresses = 0
/** A reset request, from an address of its own unless the test names one (each address has the hour's limit). */
async function requestReset(email: string, options: { locale?: string; clientIp?: string } = {}) {
  addresses += 1
  const clientIp = options.clientIp ?? `198.51.100.${addresses}`
  return send(harness, 'http', reset.requestStaffPasswordReset, { body: { email } }, { ...options, clientIp })
}

async function auditOf(action: string, targetId: string) {
  return db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)))
}

const signInWith = (staff: TestStaff, password: string, code: string) =>
  send(harness, 'http', staffEndpoints.login, { body: { email: staff.email, password, code } })

describe('a staff member’s forgotten password', () => {
  it('is reset by a mailed link and a code of the second factor; the link works once, and every session ends', async () => {
    const staff = await addTestStaff(harness, 'editor', 'forgetful')
    const token = await signInStaff(harness, 'http', staff)
    const asked = await requestReset(staff.email.toUpperCase(), { locale: 'en-US' })
    expect(asked.json.data).toEqual({ accepted: true })
    const [mail] = await mailsTo(staff.email)
    expect(mail?.kind).toBe('staff_password_reset')
    expect(mail?.subject).toContain('Reset your staff console password')
    expect(mail?.textBody).toContain(`within ${STAFF_RESET_LINK_MINUTES} minutes`)
    expect(mail?.textBody).toMatch(/\/admin\/password-reset\?lang=en-US&token=/)
    const link = tokenOf(mail?.textBody)

    const checked = await expectOk(harness, 'http', reset.checkStaffPasswordReset, { body: { token: link } }, {})
    expect(checked.email).toBe(staff.email)

    // The mailbox alone: without a right code nothing changes, and the link still works.
    const confirm = (code: string) =>
      send(harness, 'http', reset.confirmStaffPasswordReset, { body: { token: link, newPassword: NEW_PASSWORD, code } })
    const wrong = await confirm('000000')
    expect([wrong.status, wrong.json.error?.code]).toEqual([400, 'CODE_MISMATCH'])
    expect((await auditOf('staff.password-reset-failed', staff.id)).length).toBe(1)
    expect((await signInWith(staff, staff.password, await freshCode(harness, staff))).status).toBe(200)

    expect((await confirm(await freshCode(harness, staff))).json.data).toEqual({ reset: true })
    expect((await send(harness, 'http', staffEndpoints.me, {}, asStaff(token))).status).toBe(401)
    expect((await signInWith(staff, staff.password, await freshCode(harness, staff))).status).toBe(401)
    expect((await signInWith(staff, NEW_PASSWORD, await freshCode(harness, staff))).status).toBe(200)
    const again = await confirm(await freshCode(harness, staff))
    expect([again.status, again.json.error?.code]).toEqual([400, 'PASSWORD_RESET_INVALID'])
    const [entry] = await auditOf('staff.password-reset', staff.id)
    expect(entry?.detail).toMatchObject({ secondFactor: 'totp' })
  })

  it('answers the same for an unknown, a disabled and an active account, and mails only the active one', async () => {
    const active = await addTestStaff(harness, 'support', 'reset-active')
    const disabled = await addTestStaff(harness, 'support', 'reset-disabled')
    await expectOk(
      harness,
      'in-process',
      staffEndpoints.updateStaff,
      { params: { id: disabled.id }, body: { status: 'disabled', version: 1 } },
      asMachine,
    )
    const unknown = uniqueEmail('nobody-staff')
    const answers = await Promise.all([active.email, disabled.email, unknown].map((email) => requestReset(email)))
    expect(answers.map((answer) => [answer.status, answer.json.data])).toEqual(Array(3).fill([200, { accepted: true }]))
    expect((await mailsTo(active.email)).length).toBe(1)
    expect((await mailsTo(disabled.email)).length).toBe(0)
    expect((await mailsTo(unknown)).length).toBe(0)
  })

  it('stops a link when it expires or a newer one is asked for, and refuses a weak password keeping the link', async () => {
    const staff = await addTestStaff(harness, 'editor', 'reset-expiry')
    await requestReset(staff.email)
    const first = tokenOf((await mailsTo(staff.email))[0]?.textBody)
    await requestReset(staff.email)
    const second = tokenOf((await mailsTo(staff.email))[0]?.textBody)
    const check = async (token: string) =>
      (await send(harness, 'http', reset.checkStaffPasswordReset, { body: { token } })).status
    expect([await check(first), await check(second)]).toEqual([400, 200])

    const weak = await send(harness, 'http', reset.confirmStaffPasswordReset, {
      body: { token: second, newPassword: 'password1234', code: await freshCode(harness, staff) },
    })
    expect(weak.status).toBe(400)
    expect(weak.json.error?.fields?.newPassword).toBeTruthy()
    expect(await check(second)).toBe(200)

    harness.clock.now = new Date(harness.clock.now.getTime() + (STAFF_RESET_LINK_MINUTES + 1) * 60_000)
    expect(await check(second)).toBe(400)
  })

  it('takes at most the hour’s requests from one address, however many come at once', async () => {
    const clientIp = '203.0.113.77'
    const answers = await Promise.all(
      Array.from({ length: STAFF_RESET_REQUESTS_PER_HOUR + 4 }, (_, index) =>
        requestReset(uniqueEmail(`burst-${index}`), { clientIp }),
      ),
    )
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 200).length).toBe(STAFF_RESET_REQUESTS_PER_HOUR)
    expect(statuses.filter((status) => status === 429).length).toBe(4)
  })
})

describe('a staff member’s own authenticator', () => {
  it('moves to a new key once a code of it is given: the old key stops, new recovery codes, other sessions end', async () => {
    const staff = await addTestStaff(harness, 'support', 'new-phone')
    const other = await signInStaff(harness, 'http', staff)
    const token = await signInStaff(harness, 'http', staff)
    const started = await expectOk(harness, 'http', own.startMySecondFactorChange, { body: {} }, asStaff(token))
    const newKey = keyOfUri(started.otpauthUri)
    // Until it is confirmed the old key signs in.
    expect((await signInWith(staff, staff.password, await freshCode(harness, staff))).status).toBe(200)

    const confirm = (code: string) => send(harness, 'http', own.confirmMySecondFactorChange, { body: { code } }, asStaff(token))
    const wrong = await confirm(await freshCode(harness, staff))
    expect([wrong.status, wrong.json.error?.code]).toEqual([400, 'CODE_MISMATCH'])

    const step = Math.floor(harness.clock.now.getTime() / 30_000)
    const confirmed = await confirm(generateHOTP(newKey, BigInt(step), 6))
    expect(confirmed.json.data?.recoveryCodes).toHaveLength(10)
    expect(confirmed.json.data?.endedSessions).toBeGreaterThanOrEqual(2)
    expect((await send(harness, 'http', staffEndpoints.me, {}, asStaff(other))).status).toBe(401)
    expect((await send(harness, 'http', staffEndpoints.me, {}, asStaff(token))).status).toBe(200)
    expect((await confirm(generateHOTP(newKey, BigInt(step + 1), 6))).status).toBe(404)

    const moved: TestStaff = { ...staff, key: newKey }
    harness.clock.now = new Date(harness.clock.now.getTime() + 30_000)
    expect((await signInWith(staff, staff.password, generateHOTP(staff.key, BigInt(step + 1), 6))).status).toBe(401)
    expect((await signInWith(staff, staff.password, await freshCode(harness, moved))).status).toBe(200)
    expect((await signInWith(staff, staff.password, staff.recoveryCodes[0] ?? '')).status).toBe(401)
    expect((await auditOf('staff.second-factor-changed', staff.id)).length).toBe(1)
  })
})
