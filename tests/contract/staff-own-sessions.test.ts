import { describe, expect, it } from 'vitest'
import { staffEndpoints } from '~/api/contract/staff-endpoints'
import { staffSessionEndpoints as api } from '~/api/contract/staff-session-endpoints'
import { STAFF_PROOF_MINUTES } from '~/backend/staff/staff-actor'
import { send } from './auth-support'
import { asMachine } from './member-support'
import { auditMark, auditSince, setUpOpsHarness } from './ops-support'
import { addTestStaff, asStaff, expectOk, freshCode, roleRefusalLog, signInStaff } from './staff-support'

/**
 * Issue 37 §3: staff see and end their own sessions, as members do, and an admin ends another staff member's sessions;
 * nobody reaches another's session by its id.
 */
const harness = setUpOpsHarness()
const db = () => harness.database.db
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0'

const meStatus = async (token: string) => (await send(harness, 'http', staffEndpoints.me, {}, asStaff(token))).status

describe('a staff member’s own sessions', () => {
  it('are listed live only, this one first and marked, with the browser and address, never a token', async () => {
    const staff = await addTestStaff(harness, 'editor', 'own-list')
    const elsewhere = await signInStaff(harness, 'http', staff, { clientIp: '198.51.100.7', userAgent: FIREFOX })
    const ended = await signInStaff(harness, 'http', staff)
    await send(harness, 'http', staffEndpoints.logout, { body: {} }, asStaff(ended))
    const here = await signInStaff(harness, 'http', staff, { clientIp: '203.0.113.9' })

    const { items } = await expectOk(harness, 'http', api.mySessions, {}, asStaff(here))
    expect(items).toHaveLength(2)
    expect(items[0]).toMatchObject({ current: true, ipAddress: '203.0.113.9' })
    expect(items[1]).toMatchObject({ current: false, ipAddress: '198.51.100.7', browser: 'Firefox 133', device: 'Windows' })
    expect(JSON.stringify(items)).not.toContain(elsewhere)
  })

  it('end one at a time, audited; another staff member’s session id is not found', async () => {
    const staff = await addTestStaff(harness, 'support', 'own-end')
    const other = await addTestStaff(harness, 'support', 'own-end-other')
    const elsewhere = await signInStaff(harness, 'http', staff)
    const here = await signInStaff(harness, 'http', staff)
    const theirs = await signInStaff(harness, 'http', other)
    const [, elsewhereSession] = (await expectOk(harness, 'http', api.mySessions, {}, asStaff(here))).items
    const [theirSession] = (await expectOk(harness, 'http', api.mySessions, {}, asStaff(theirs))).items

    const mark = await auditMark(db())
    const end = (id: string) => send(harness, 'http', api.endMySession, { params: { id } }, asStaff(here))
    expect((await end(theirSession?.id ?? '')).status).toBe(404)
    expect(await meStatus(theirs)).toBe(200)
    expect((await end(elsewhereSession?.id ?? '')).status).toBe(200)
    expect(await meStatus(elsewhere)).toBe(401)
    expect(await meStatus(here)).toBe(200)
    expect((await end(elsewhereSession?.id ?? '')).status).toBe(404)
    expect(await auditSince(db(), mark, 'staff.session-ended')).toMatchObject([{ actorId: staff.id }])
  })

  it('end all at once but this one, audited with how many', async () => {
    const staff = await addTestStaff(harness, 'editor', 'own-end-others')
    const others = [await signInStaff(harness, 'http', staff), await signInStaff(harness, 'http', staff)]
    const here = await signInStaff(harness, 'http', staff)
    const mark = await auditMark(db())
    expect((await expectOk(harness, 'http', api.endMyOtherSessions, { body: {} }, asStaff(here))).ended).toBe(2)
    for (const token of others) expect(await meStatus(token)).toBe(401)
    expect(await meStatus(here)).toBe(200)
    expect(await auditSince(db(), mark, 'staff.sessions-ended')).toMatchObject([{ targetId: staff.id, detail: { ended: 2 } }])
  })

  it('are none of the machine credential’s: a call for staff accounts only (403)', async () => {
    const warnings = roleRefusalLog()
    expect((await send(harness, 'http', api.mySessions, {}, asMachine)).status).toBe(403)
    expect(warnings).toHaveBeenCalledOnce()
  })
})

describe('another staff member’s sessions', () => {
  it('are ended all at once by an admin, audited with how many; an editor may not', async () => {
    const target = await addTestStaff(harness, 'editor', 'ended-by-admin')
    const tokens = [await signInStaff(harness, 'http', target), await signInStaff(harness, 'http', target)]
    const admin = await signInStaff(harness, 'http', await addTestStaff(harness, 'admin', 'ends-sessions'))
    const editor = await signInStaff(harness, 'http', await addTestStaff(harness, 'editor', 'may-not-end'))
    const endAll = (token: string) => send(harness, 'http', api.endStaffSessions, { params: { id: target.id } }, asStaff(token))

    const warnings = roleRefusalLog()
    expect((await endAll(editor)).status).toBe(403)
    expect(warnings).toHaveBeenCalledOnce()
    warnings.mockRestore()
    expect(await meStatus(tokens[0] ?? '')).toBe(200)
    const mark = await auditMark(db())
    expect((await endAll(admin)).json.data).toEqual({ ended: 2 })
    for (const token of tokens) expect(await meStatus(token)).toBe(401)
    expect(await auditSince(db(), mark, 'staff.sessions-ended')).toMatchObject([
      { targetType: 'staff', targetId: target.id, detail: { ended: 2 } },
    ])
  })
})

describe('a staff member’s own password (issue 39 §4)', () => {
  const signInWith = async (staff: Awaited<ReturnType<typeof addTestStaff>>, password: string) =>
    send(harness, 'http', staffEndpoints.login, {
      body: { email: staff.email, password, code: await freshCode(harness, staff) },
    })
  const change = (token: string, newPassword: string) =>
    send(harness, 'http', api.changeMyPassword, { body: { newPassword } }, asStaff(token, 'en-US'))

  it('is changed by its owner of any role: the old one no longer signs in, the new one does, other sessions end, audited', async () => {
    const staff = await addTestStaff(harness, 'support', 'own-secret')
    const elsewhere = await signInStaff(harness, 'http', staff)
    const here = await signInStaff(harness, 'http', staff)
    const mark = await auditMark(db())
    const changed = await change(here, 'violet-harbour-lantern-92')
    expect(changed.status).toBe(200)
    expect(changed.json.data).toEqual({ endedSessions: 1 })
    expect(await meStatus(elsewhere)).toBe(401)
    expect(await meStatus(here)).toBe(200)
    expect((await signInWith(staff, staff.password)).status).toBe(401)
    expect((await signInWith(staff, 'violet-harbour-lantern-92')).status).toBe(200)
    const [entry] = await auditSince(db(), mark, 'staff.password-changed')
    expect(entry).toMatchObject({ actorId: staff.id, targetId: staff.id, detail: { endedSessions: 1 } })
    expect(JSON.stringify(entry)).not.toContain('violet')
  })

  it('wants a recent proof: a sign-in older than the proof window is refused and nothing changes', async () => {
    const staff = await addTestStaff(harness, 'editor', 'own-secret-stale')
    const token = await signInStaff(harness, 'http', staff)
    harness.clock.now = new Date(harness.clock.now.getTime() + (STAFF_PROOF_MINUTES + 1) * 60_000)
    const refused = await change(token, 'violet-harbour-lantern-93')
    expect(refused.status).toBe(403)
    expect(refused.json.error).toMatchObject({ code: 'REAUTHENTICATION_REQUIRED' })
    expect((await signInWith(staff, staff.password)).status).toBe(200)
  })

  it('follows the rules of every new password, on its field; the machine credential has none to change', async () => {
    const staff = await addTestStaff(harness, 'admin', 'own-secret-rules')
    const token = await signInStaff(harness, 'http', staff)
    const common = await change(token, 'password1234')
    expect(common.status).toBe(400)
    expect(common.json.error).toMatchObject({
      code: 'PASSWORD_TOO_COMMON',
      fields: { newPassword: { code: 'PASSWORD_TOO_COMMON' } },
    })
    const ownName = await change(token, `${staff.email.split('@')[0]}-2026!`)
    expect(ownName.json.error).toMatchObject({ code: 'PASSWORD_CONTAINS_EMAIL' })
    expect((await change(token, 'short')).status).toBe(400)
    // The machine credential is no staff member: it has no password of its own to change.
    const warnings = roleRefusalLog()
    expect(
      (await send(harness, 'http', api.changeMyPassword, { body: { newPassword: 'violet-harbour-lantern-94' } }, asMachine))
        .status,
    ).toBe(403)
    expect(warnings).toHaveBeenCalledOnce()
    expect((await signInWith(staff, staff.password)).status).toBe(200)
  })
})
