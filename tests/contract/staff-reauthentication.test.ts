import { describe, expect, it } from 'vitest'
import { adminInquiryExport } from '~/api/contract/admin-endpoints'
import { adminMemberEndpoints } from '~/api/contract/admin-member-endpoints'
import { auditExport } from '~/api/contract/audit-endpoints'
import { allEndpoints } from '~/api/contract/endpoint-groups'
import { memberAreaAdminEndpoints } from '~/api/contract/member-area-admin-endpoints'
import { memberAreaEndpoints } from '~/api/contract/member-area-endpoints'
import { staffEndpoints } from '~/api/contract/staff-endpoints'
import type { StaffRole } from '~/api/contract/staff-roles'
import { staffSessionEndpoints } from '~/api/contract/staff-session-endpoints'
import { STAFF_PROOF_MINUTES } from '~/backend/staff/staff-actor'
import { REVEALS_WITHOUT_PROOF_PER_HOUR } from '~/backend/staff/staff-proof'
import { m } from '~/paraglide/messages'
import { send } from './auth-support'
import { ADMIN_TOKEN, newMember, productIds, sampleBody } from './member-support'
import { auditMark, auditSince, setUpOpsHarness } from './ops-support'
import { csvOf, importFile, pharmacyRow } from './pharmacy-editing-support'
import { addTestStaff, asStaff, expectOk, freshCode, roleRefusalLog, signInStaff, type TestStaff } from './staff-support'

/**
 * Issue 37 §3: sensitive staff actions want the password and a code given in the same session within
 * STAFF_PROOF_MINUTES; older, the call is refused (403 REAUTHENTICATION_REQUIRED) and the session goes on; the proof
 * given again starts a new session (ASVS 7.2.4), is counted with the sign-in limits, and is audited either way.
 */
const harness = setUpOpsHarness()
const db = () => harness.database.db

const staleProof = () => {
  harness.clock.now = new Date(harness.clock.now.getTime() + (STAFF_PROOF_MINUTES + 1) * 60_000)
}

async function signedIn(role: StaffRole, label: string): Promise<{ staff: TestStaff; token: string }> {
  const staff = await addTestStaff(harness, role, label)
  return { staff, token: await signInStaff(harness, 'http', staff) }
}

const proveAgain = async (staff: TestStaff, token: string, code?: string, clientIp?: string) =>
  send(
    harness,
    'http',
    staffSessionEndpoints.proveAgain,
    { body: { password: staff.password, code: code ?? (await freshCode(harness, staff)) } },
    { ...asStaff(token), clientIp },
  )

const stillSignedIn = async (token: string) => (await send(harness, 'http', staffEndpoints.me, {}, asStaff(token))).status

describe('sensitive staff calls', () => {
  it('are, in the contract: adding, changing or disabling staff, a new second factor, an invitation, ending one’s sessions, one’s own password, authenticator and passkeys, a restore of the pharmacy list, the demo content’s removal, a member’s second factor turned off, the content archive’s import, the inquiry and audit exports', () => {
    const marked = allEndpoints.filter((endpoint) => endpoint.recentProof).map(({ method, path }) => `${method} ${path}`)
    expect(marked.sort()).toEqual(
      [
        'POST /admin/staff',
        'PATCH /admin/staff/:id',
        'POST /admin/staff/:id/second-factor/reset',
        'POST /admin/staff/invitations',
        'DELETE /admin/me/sessions/:id',
        'POST /admin/me/sessions/end-others',
        'PUT /admin/me/password',
        'POST /admin/me/second-factor',
        'POST /admin/me/second-factor/confirm',
        'POST /admin/me/passkeys/options',
        'POST /admin/me/passkeys',
        'PATCH /admin/me/passkeys/:id',
        'DELETE /admin/me/passkeys/:id',
        'POST /admin/content/pharmacy-restore-points/:id/restore',
        'POST /admin/demo-content/remove',
        'POST /admin/members/:id/second-factor/reset',
        'POST /admin/content/archive/import',
      ].sort(),
    )
    expect(adminInquiryExport.recentProof).toBe(true)
    expect(auditExport.recentProof).toBe(true)
  })

  it('go through within minutes of the sign-in; later they are refused, localized, and the session goes on', async () => {
    const { token } = await signedIn('admin', 'proof-window')
    const target = await addTestStaff(harness, 'editor', 'proof-window-target')
    const setRole = (role: StaffRole, version: number) =>
      send(
        harness,
        'http',
        staffEndpoints.updateStaff,
        { params: { id: target.id }, body: { role, version } },
        asStaff(token, 'en-US'),
      )
    expect((await setRole('support', 1)).status).toBe(200)

    staleProof()
    const refused = await setRole('editor', 2)
    expect(refused.status).toBe(403)
    expect(refused.json.error).toMatchObject({
      code: 'REAUTHENTICATION_REQUIRED',
      message: m.api_error_reauthentication_required({}, { locale: 'en-US' }),
    })
    const invite = { email: 'invitee-proof@example.com', name: '초대', role: 'editor' as const }
    const refusedToo = [
      await send(harness, 'http', staffEndpoints.invite, { body: invite }, asStaff(token)),
      await send(harness, 'http', staffEndpoints.resetSecondFactor, { params: { id: target.id }, body: {} }, asStaff(token)),
    ]
    expect(refusedToo.map((answer) => answer.json.error?.code)).toEqual([
      'REAUTHENTICATION_REQUIRED',
      'REAUTHENTICATION_REQUIRED',
    ])
    expect(await stillSignedIn(token)).toBe(200)
    // What is not sensitive goes on as before.
    expect((await send(harness, 'http', staffEndpoints.staffList, {}, asStaff(token))).status).toBe(200)
  })

  it('go through again once the password and a code are given: a new session, the old one ended, audited', async () => {
    const { staff, token } = await signedIn('admin', 'proof-again')
    const target = await addTestStaff(harness, 'editor', 'proof-again-target')
    staleProof()
    const mark = await auditMark(db())
    const proved = await proveAgain(staff, token)
    expect(proved.status).toBe(200)
    const fresh = proved.json.data?.accessToken ?? ''
    expect(fresh).not.toBe(token)
    expect(await stillSignedIn(token)).toBe(401)
    const update = { params: { id: target.id }, body: { status: 'disabled' as const, version: 1 } }
    expect((await send(harness, 'http', staffEndpoints.updateStaff, update, asStaff(fresh))).status).toBe(200)
    expect(await auditSince(db(), mark, 'staff.reauthenticated')).toMatchObject([
      { actorId: staff.id, targetId: staff.id, detail: { secondFactor: 'totp' } },
    ])
  })

  it('refuses a wrong password, a wrong code and a code used already, audited, and keeps the session', async () => {
    const { staff, token } = await signedIn('admin', 'proof-wrong')
    staleProof()
    const mark = await auditMark(db())
    const wrongPassword = await send(
      harness,
      'http',
      staffSessionEndpoints.proveAgain,
      { body: { password: 'not-the-password', code: await freshCode(harness, staff) } },
      asStaff(token),
    )
    expect(wrongPassword.status).toBe(403)
    expect(wrongPassword.json.error?.code).toBe('WRONG_PASSWORD')
    const code = await freshCode(harness, staff)
    const wrongCode = await proveAgain(
      staff,
      token,
      code.replace(/\d$/, (digit) => String((Number(digit) + 1) % 10)),
    )
    expect(wrongCode.json.error?.code).toBe('WRONG_PASSWORD')
    expect(await stillSignedIn(token)).toBe(200)

    const right = await proveAgain(staff, token, code)
    expect(right.status).toBe(200)
    const replayed = await proveAgain(staff, right.json.data?.accessToken ?? '', code)
    expect(replayed.json.error?.code).toBe('WRONG_PASSWORD')
    const failures = await auditSince(db(), mark, 'staff.reauthentication-failed')
    expect(failures.map((entry) => (entry.detail as { reason: string }).reason)).toEqual(['password', 'code', 'code'])
  })

  it('counts each proof with the sign-in limits, however many are sent at once', async () => {
    const { staff, token } = await signedIn('admin', 'proof-burst')
    // A minute of its own, from an address of its own: the limits count per minute, per address and per account.
    staleProof()
    const guesses = await Promise.all(Array.from({ length: 12 }, () => proveAgain(staff, token, '000000', '198.51.100.20')))
    const statuses = guesses.map((answer) => answer.status)
    // The sign-in limit is 5 failures a minute per account: the rest are refused before anything is checked.
    expect(statuses.filter((status) => status === 403)).toHaveLength(5)
    expect(statuses.filter((status) => status === 429)).toHaveLength(7)
  })

  it('include the inquiry export and replacing the pharmacy list; a check of the list and adding to it are not', async () => {
    const { token: support } = await signedIn('support', 'proof-export')
    const { token: editor } = await signedIn('editor', 'proof-import')
    staleProof()
    const exported = await fetch(`${harness.transports.http.baseUrl}${adminInquiryExport.path}`, {
      headers: { authorization: `Bearer ${support}` },
    })
    expect(exported.status).toBe(403)
    expect(((await exported.json()) as { error: { code: string } }).error.code).toBe('REAUTHENTICATION_REQUIRED')

    const file = csvOf([pharmacyRow('재인증약국')])
    const replace = await importFile(harness, file, { mode: 'replace', token: editor })
    expect(replace.json.error?.code).toBe('REAUTHENTICATION_REQUIRED')
    expect((await importFile(harness, file, { mode: 'replace', dryRun: true, token: editor })).status).toBe(200)
    expect((await importFile(harness, file, { mode: 'add', dryRun: true, token: editor })).status).toBe(200)
    // The machine credential has no password to give: it does not reach the list at all (issue 37 §4).
    const warnings = roleRefusalLog()
    expect((await importFile(harness, file, { mode: 'replace', token: ADMIN_TOKEN })).status).toBe(403)
    warnings.mockRestore()
  })
})

describe('revealing members’ data', () => {
  it(`takes ${REVEALS_WITHOUT_PROOF_PER_HOUR} reveals an hour on the session alone, members’ and samples’ together, however many are sent at once`, async () => {
    const { staff, token } = await signedIn('support', 'reveal-count')
    const found = await Promise.all(
      Array.from({ length: REVEALS_WITHOUT_PROOF_PER_HOUR + 2 }, (_, index) => newMember(harness, 'http', `reveal-${index}`)),
    )
    staleProof()
    const reveal = (id: string, as = token) =>
      send(
        harness,
        'http',
        adminMemberEndpoints.revealMember,
        { params: { id }, body: { reason: '배송 문의 확인' } },
        asStaff(as),
      )
    const answers = await Promise.all(found.slice(0, -1).map((member) => reveal(member.id)))
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(REVEALS_WITHOUT_PROOF_PER_HOUR)
    expect(answers.filter((answer) => answer.json.error?.code === 'REAUTHENTICATION_REQUIRED')).toHaveLength(1)

    // A sample's recipient counts with them.
    const [material] = await productIds(harness, 'material')
    const requester = await newMember(harness, 'http', 'reveal-sample')
    const sample = await expectOk(
      harness,
      'http',
      memberAreaEndpoints.requestSample,
      { body: sampleBody([material?.id ?? 0]) },
      { token: requester.token },
    )
    const revealSample = (as: string) =>
      send(
        harness,
        'http',
        memberAreaAdminEndpoints.revealSampleRecipient,
        { params: { id: sample.id }, body: { reason: 'shipping' } } as never,
        asStaff(as),
      )
    expect((await revealSample(token)).json.error?.code).toBe('REAUTHENTICATION_REQUIRED')

    const proved = (await proveAgain(staff, token)).json.data?.accessToken ?? ''
    expect((await revealSample(proved)).status).toBe(200)
    expect((await reveal(found.at(-1)?.id ?? '', proved)).status).toBe(200)
  })
})
