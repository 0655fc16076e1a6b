import { and, desc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { EndpointInput } from '~/api/contract/endpoint'
import { staffEndpoints } from '~/api/contract/staff-endpoints'
import { mailOutbox } from '~/backend/db/inquiry-schema'
import { auditLog, staffAccounts } from '~/backend/db/staff-schema'
import { m } from '~/paraglide/messages'
import { type CallOptions, PASSWORD, send, uniqueEmail } from './auth-support'
import { transportNames } from './harness'
import { asMachine } from './member-support'
import { codeAt, keyOfUri, wrongCode } from './second-factor-support'
import {
  addTestStaff,
  asAdminStaff,
  asStaff,
  expectOk,
  freshCode,
  roleRefusalLog,
  setUpStaffHarness,
  signInStaff,
} from './staff-support'

const harness = setUpStaffHarness({ signInFailureLimit: 1000 })

type StaffChange = EndpointInput<typeof staffEndpoints.updateStaff>['body']

async function lastAudit(action: string, targetId: string) {
  const [row] = await harness.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)))
    .orderBy(desc(auditLog.id))
  return row
}

async function invitationMailTo(email: string) {
  const [mail] = await harness.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, email))
    .orderBy(desc(mailOutbox.id))
  if (!mail) throw new Error(`no mail to ${email}`)
  return { ...mail, token: new URL(/https?:\/\/\S+/.exec(mail.textBody)?.[0] ?? 'http://x').searchParams.get('token') ?? '' }
}

describe.each(transportNames)('staff accounts over %s', (name) => {
  const updateStaff = (id: string, body: StaffChange, options: CallOptions) =>
    send(harness, name, staffEndpoints.updateStaff, { params: { id }, body }, options)
  const updateStaffOk = (id: string, body: StaffChange, options: CallOptions) =>
    expectOk(harness, name, staffEndpoints.updateStaff, { params: { id }, body }, options)

  /** The other tests' active admins lose the role or the account (by the machine credential): `keep` are the only ones. */
  async function leaveOnlyAdmins(keep: string[], change: { role: 'support' } | { status: 'disabled' }) {
    const rows = await harness.database.db.select().from(staffAccounts).where(eq(staffAccounts.role, 'admin'))
    for (const row of rows.filter((row) => row.status === 'active' && !keep.includes(row.id))) {
      await updateStaffOk(row.id, { ...change, version: row.version }, asMachine)
    }
  }

  it('adds an account (name from the email when none is given), lists it, and refuses a taken email or a weak password', async () => {
    const admin = await addTestStaff(harness, 'admin')
    const token = await signInStaff(harness, name, admin)
    const email = uniqueEmail('new-support')
    const added = await expectOk(
      harness,
      name,
      staffEndpoints.addStaff,
      { body: { email, role: 'support', password: PASSWORD } },
      asStaff(token),
    )
    expect(added.otpauthUri).toContain(encodeURIComponent(email))
    const list = await expectOk(harness, name, staffEndpoints.staffList, {}, asStaff(token))
    expect(list.items.find((item) => item.id === added.id)).toMatchObject({
      email,
      name: email.split('@')[0],
      role: 'support',
      status: 'active',
      lastSignInAt: null,
      version: 1,
    })
    expect(await lastAudit('staff.add', added.id)).toMatchObject({
      actorId: admin.id,
      after: { role: 'support', status: 'active' },
    })

    const taken = await send(
      harness,
      name,
      staffEndpoints.addStaff,
      { body: { email, role: 'admin', password: PASSWORD } },
      asMachine,
    )
    expect(taken.json.error?.code).toBe('EMAIL_TAKEN')
    const weak = await send(
      harness,
      name,
      staffEndpoints.addStaff,
      { body: { email: uniqueEmail('weak'), role: 'editor', password: 'password1' } },
      asMachine,
    )
    expect(weak.status).toBe(400)
    expect(weak.json.error?.fields?.password?.code).toBe('PASSWORD_TOO_COMMON')
  })

  it('changes a role with the version read, refuses an older version, and disabling ends the sessions', async () => {
    const admin = await addTestStaff(harness, 'admin')
    const adminToken = await signInStaff(harness, name, admin)
    const staff = await addTestStaff(harness, 'support')
    const staffToken = await signInStaff(harness, name, staff)

    const promoted = await updateStaffOk(staff.id, { role: 'editor', version: 1 }, asStaff(adminToken))
    expect(promoted).toMatchObject({ role: 'editor', version: 2 })
    expect((await expectOk(harness, name, staffEndpoints.me, {}, asStaff(staffToken))).role).toBe('editor')

    const stale = await updateStaff(staff.id, { status: 'disabled', version: 1 }, asStaff(adminToken, 'en-US'))
    expect(stale.status).toBe(409)
    expect(stale.json.error).toMatchObject({ code: 'STALE_RECORD', message: m.api_error_stale_record({}, { locale: 'en-US' }) })

    const disabled = await updateStaffOk(staff.id, { status: 'disabled', version: 2 }, asStaff(adminToken))
    expect(disabled).toMatchObject({ status: 'disabled', version: 3 })
    expect((await send(harness, name, staffEndpoints.me, {}, asStaff(staffToken))).status).toBe(401)
    const login = await send(harness, name, staffEndpoints.login, {
      body: { email: staff.email, password: staff.password, code: await freshCode(harness, staff) },
    })
    expect(login.json.error?.code).toBe('INVALID_CREDENTIALS')
    expect(await lastAudit('staff.update', staff.id)).toMatchObject({
      actorId: admin.id,
      before: { role: 'editor', status: 'active' },
      after: { role: 'editor', status: 'disabled' },
    })

    await updateStaffOk(staff.id, { status: 'active', version: 3 }, asStaff(adminToken))
    expect(await signInStaff(harness, name, staff)).toEqual(expect.any(String))
    const unknown = await updateStaff('00000000-0000-4000-8000-000000000000', { role: 'admin', version: 1 }, asMachine)
    expect(unknown.status).toBe(404)
  })

  it('keeps an admin from disabling or demoting themself, and always keeps one active admin', async () => {
    const first = await addTestStaff(harness, 'admin')
    const second = await addTestStaff(harness, 'admin')
    await leaveOnlyAdmins([first.id, second.id], { role: 'support' })
    const firstToken = await signInStaff(harness, name, first)

    const own = await updateStaff(first.id, { status: 'disabled', version: 1 }, asStaff(firstToken, 'en-US'))
    expect(own.status).toBe(409)
    expect(own.json.error).toMatchObject({
      code: 'OWN_STAFF_ACCESS',
      message: m.api_error_own_staff_access({}, { locale: 'en-US' }),
    })

    await updateStaffOk(second.id, { role: 'support', version: 1 }, asStaff(firstToken))
    const last = await updateStaff(first.id, { role: 'editor', version: 1 }, { ...asMachine, locale: 'ko-KR' })
    expect(last.status).toBe(409)
    expect(last.json.error).toMatchObject({ code: 'LAST_ADMIN', message: m.api_error_last_admin({}, { locale: 'ko-KR' }) })
  })

  it('lets only one of two admins demoting each other at once succeed', async () => {
    const first = await addTestStaff(harness, 'admin')
    const second = await addTestStaff(harness, 'admin')
    await leaveOnlyAdmins([first.id, second.id], { status: 'disabled' })
    const [firstToken, secondToken] = [await signInStaff(harness, name, first), await signInStaff(harness, name, second)]
    const demote = (id: string, token: string) => updateStaff(id, { role: 'support', version: 1 }, asStaff(token))
    roleRefusalLog()
    const answers = await Promise.all([demote(second.id, firstToken), demote(first.id, secondToken)])
    const statuses = answers.map((answer) => answer.status)
    // The loser is refused as the last admin, or, if the winner already took its session's role away, as no admin.
    expect(statuses.filter((status) => status === 200)).toHaveLength(1)
    expect(statuses.filter((status) => status === 409 || status === 403)).toHaveLength(1)
  })

  it('resets a lost second factor: new key and codes, the old ones and the sessions stop working', async () => {
    const staff = await addTestStaff(harness, 'support')
    const token = await signInStaff(harness, name, staff)
    const reset = await expectOk(
      harness,
      name,
      staffEndpoints.resetSecondFactor,
      { params: { id: staff.id }, body: {} },
      asMachine,
    )
    expect(reset.recoveryCodes).toHaveLength(10)
    expect(reset.otpauthUri).not.toBe(staff.otpauthUri)
    expect((await send(harness, name, staffEndpoints.me, {}, asStaff(token))).status).toBe(401)
    const oldCode = { email: staff.email, password: staff.password, code: staff.recoveryCodes[1] ?? '' }
    expect((await send(harness, name, staffEndpoints.login, { body: oldCode })).status).toBe(401)
    const renewed = { ...staff, key: keyOfUri(reset.otpauthUri), recoveryCodes: reset.recoveryCodes }
    expect(await signInStaff(harness, name, renewed)).toEqual(expect.any(String))
    expect(await lastAudit('staff.second-factor-reset', staff.id)).toMatchObject({ actorKind: 'machine' })
  })

  it('invites by a one-time mailed link: the invitee scans the key, chooses a password and is signed in', async () => {
    const admin = await addTestStaff(harness, 'admin')
    const adminToken = await signInStaff(harness, name, admin)
    const email = uniqueEmail('invitee')
    const invited = await expectOk(
      harness,
      name,
      staffEndpoints.invite,
      { body: { email, name: 'Alex Kim', role: 'support' } },
      asStaff(adminToken, 'en-US'),
    )
    expect(Date.parse(invited.expiresAt)).toBe(harness.clock.now.getTime() + 72 * 60 * 60_000)
    const mail = await invitationMailTo(email)
    expect(mail.subject).toContain('staff console')
    expect(mail.textBody).toContain('Alex Kim')
    expect(mail.textBody).toMatch(/\/admin\/invitation\?lang=en-US&token=[\w-]{43}/)
    expect(mail.voidAfter?.toISOString()).toBe(invited.expiresAt)

    const view = await expectOk(harness, name, staffEndpoints.invitation, { params: { token: mail.token } }, {})
    expect(view).toMatchObject({ email, name: 'Alex Kim', role: 'support', expiresAt: invited.expiresAt })
    const again = await expectOk(harness, name, staffEndpoints.invitation, { params: { token: mail.token } }, {})
    expect(again.otpauthUri).toBe(view.otpauthUri)
    const key = keyOfUri(view.otpauthUri)

    const wrong = await send(harness, name, staffEndpoints.acceptInvitation, {
      params: { token: mail.token },
      body: { password: PASSWORD, code: wrongCode(harness, key) },
    })
    expect(wrong.json.error?.code).toBe('CODE_MISMATCH')
    const accepted = await expectOk(
      harness,
      name,
      staffEndpoints.acceptInvitation,
      { params: { token: mail.token }, body: { password: PASSWORD, code: codeAt(harness, key) } },
      {},
    )
    expect(accepted.recoveryCodes).toHaveLength(10)
    const me = await expectOk(harness, name, staffEndpoints.me, {}, asStaff(accepted.accessToken))
    expect(me).toMatchObject({ email, name: 'Alex Kim', role: 'support', status: 'active' })
    expect(await lastAudit('staff.invitation-accepted', me.id)).toMatchObject({ actorId: me.id })

    // The link works once, and the code it was accepted with cannot sign in again.
    const used = await send(harness, name, staffEndpoints.invitation, { params: { token: mail.token } })
    expect(used.status).toBe(404)
    const replay = await send(harness, name, staffEndpoints.login, {
      body: { email, password: PASSWORD, code: codeAt(harness, key) },
    })
    expect(replay.status).toBe(401)
    // An account's email cannot be invited.
    const taken = await send(
      harness,
      name,
      staffEndpoints.invite,
      { body: { email, name: 'x', role: 'support' } },
      asStaff(adminToken),
    )
    expect(taken.json.error?.code).toBe('EMAIL_TAKEN')
  })

  it('writes the invitation in Korean unless the admin uses English, and lets it expire after 72 hours', async () => {
    const email = uniqueEmail('late-invitee')
    await expectOk(
      harness,
      name,
      staffEndpoints.invite,
      { body: { email, name: '김민수', role: 'editor' } },
      { ...(await asAdminStaff(harness)), locale: 'ja-JP' },
    )
    const mail = await invitationMailTo(email)
    expect(mail.subject).toContain('직원 콘솔 초대')
    expect(mail.textBody).toContain('편집자')
    expect(mail.textBody).toContain('lang=ko-KR')
    const before = harness.clock.now
    harness.clock.now = new Date(before.getTime() + 72 * 60 * 60_000 + 1000)
    try {
      expect((await send(harness, name, staffEndpoints.invitation, { params: { token: mail.token } })).status).toBe(404)
    } finally {
      harness.clock.now = before
    }
    const unknown = await send(harness, name, staffEndpoints.invitation, { params: { token: 'A'.repeat(43) } })
    expect(unknown.status).toBe(404)
  })
})

describe('a staff password’s length', () => {
  it('takes 64 to 128 characters whole, at sign-in too, and refuses 129 (ASVS 6.2.9)', async () => {
    const passphrase = (length: number) => '동해 물과 백두산이 마르고 닳도록 9 quiet harbours '.repeat(4).slice(0, length)
    for (const length of [64, 128]) {
      const password = passphrase(length)
      const body = { email: uniqueEmail(`staff-long-${length}`), role: 'support' as const, password }
      const added = await expectOk(harness, 'in-process', staffEndpoints.addStaff, { body }, asMachine)
      const staff = { ...added, email: body.email, role: body.role, password, key: keyOfUri(added.otpauthUri) }
      expect(await signInStaff(harness, 'http', staff)).toBeTruthy()
      const cut = { email: staff.email, password: password.slice(0, -1), code: await freshCode(harness, staff) }
      expect((await send(harness, 'http', staffEndpoints.login, { body: cut })).status).toBe(401)
    }
    const tooLong = { email: uniqueEmail('staff-long-129'), role: 'support' as const, password: passphrase(129) }
    expect((await send(harness, 'in-process', staffEndpoints.addStaff, { body: tooLong }, asMachine)).status).toBe(400)
  })
})
