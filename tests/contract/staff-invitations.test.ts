import { desc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { staffEndpoints } from '~/api/contract/staff-endpoints'
import { auditLog } from '~/backend/db/staff-schema'
import { PASSWORD, send, uniqueEmail } from './auth-support'
import { transportNames } from './harness'
import { asMachine } from './member-support'
import { codeAt, keyOfUri } from './second-factor-support'
import {
  addTestStaff,
  asStaff,
  expectOk,
  freshCode,
  newestInvitationToken,
  setUpStaffHarness,
  signInStaff,
} from './staff-support'

/**
 * Issue 39 §4: admins see the invitations not taken up yet with their expiry, send one again (the earlier link then
 * stops working, and the answer says so) and revoke one.
 */
const harness = setUpStaffHarness({ signInFailureLimit: 1000 })

async function auditOf(action: string) {
  return harness.database.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id))
}

describe.each(transportNames)('pending staff invitations over %s', (name) => {
  it('are listed with their expiry; sending one again replaces the earlier link and says so', async () => {
    const admin = await addTestStaff(harness, 'admin', 'inviting-admin')
    const asAdmin = asStaff(await signInStaff(harness, name, admin), 'en-US')
    const email = uniqueEmail('invitee')
    const invite = (role: 'support' | 'editor') =>
      expectOk(harness, name, staffEndpoints.invite, { body: { email, name: 'Mina Park', role } }, asAdmin)
    const first = await invite('support')
    expect(first.replaced).toBe(false)
    const firstLink = await newestInvitationToken(harness, email)

    const listed = await expectOk(harness, name, staffEndpoints.pendingInvitations, {}, asAdmin)
    expect(listed.items.filter((item) => item.email === email)).toEqual([
      {
        email,
        name: 'Mina Park',
        role: 'support',
        invitedBy: (await expectOk(harness, name, staffEndpoints.me, {}, asAdmin)).name,
        createdAt: harness.clock.now.toISOString(),
        expiresAt: first.expiresAt,
      },
    ])

    harness.clock.now = new Date(harness.clock.now.getTime() + 60_000)
    const again = await invite('editor')
    expect(again.replaced).toBe(true)
    expect(Date.parse(again.expiresAt)).toBeGreaterThan(Date.parse(first.expiresAt))
    const relisted = await expectOk(harness, name, staffEndpoints.pendingInvitations, {}, asAdmin)
    expect(relisted.items.filter((item) => item.email === email).map((item) => [item.role, item.expiresAt])).toEqual([
      ['editor', again.expiresAt],
    ])
    expect((await send(harness, name, staffEndpoints.invitation, { params: { token: firstLink } })).status).toBe(404)
    expect(
      (await send(harness, name, staffEndpoints.invitation, { params: { token: await newestInvitationToken(harness, email) } }))
        .status,
    ).toBe(200)
  })

  it('revoke one: its link stops working at once, it leaves the list, and the audit log keeps it masked', async () => {
    const admin = await addTestStaff(harness, 'admin', 'revoking-admin')
    const asAdmin = asStaff(await signInStaff(harness, name, admin), 'en-US')
    const email = uniqueEmail('revoked-invitee')
    await expectOk(harness, name, staffEndpoints.invite, { body: { email, name: 'Jun Lee', role: 'editor' } }, asAdmin)
    const link = await newestInvitationToken(harness, email)

    const revoked = await expectOk(harness, name, staffEndpoints.revokeInvitation, { body: { email } }, asAdmin)
    expect(revoked).toEqual({ revoked: true })
    expect((await send(harness, name, staffEndpoints.invitation, { params: { token: link } })).status).toBe(404)
    const listed = await expectOk(harness, name, staffEndpoints.pendingInvitations, {}, asAdmin)
    expect(listed.items.map((item) => item.email)).not.toContain(email)
    const [entry] = await auditOf('staff.invitation-revoked')
    expect(entry).toMatchObject({ actorId: admin.id, targetType: 'staff-invitation' })
    expect(JSON.stringify(entry?.before)).not.toContain(email)

    // Nothing is waiting any more: a second revoke finds nothing.
    const twice = await send(harness, name, staffEndpoints.revokeInvitation, { body: { email } }, asAdmin)
    expect(twice.status).toBe(404)
  })

  it("invite a disabled account's person again: taking it up gives the account back, with new credentials", async () => {
    const admin = await addTestStaff(harness, 'admin', 'reinviting-admin')
    const asAdmin = asStaff(await signInStaff(harness, name, admin), 'en-US')
    const leaver = await addTestStaff(harness, 'support', 'leaver')
    const taken = await send(
      harness,
      name,
      staffEndpoints.invite,
      { body: { email: leaver.email, name: 'X', role: 'support' } },
      asAdmin,
    )
    expect(taken.json.error?.code).toBe('EMAIL_TAKEN')
    const [account] = (await expectOk(harness, name, staffEndpoints.staffList, {}, asMachine)).items.filter(
      (item) => item.id === leaver.id,
    )
    await expectOk(
      harness,
      name,
      staffEndpoints.updateStaff,
      { params: { id: leaver.id }, body: { status: 'disabled', version: account?.version ?? 0 } },
      asMachine,
    )

    await expectOk(
      harness,
      name,
      staffEndpoints.invite,
      { body: { email: leaver.email, name: 'Back Again', role: 'editor' } },
      asAdmin,
    )
    const token = await newestInvitationToken(harness, leaver.email)
    const view = await expectOk(harness, name, staffEndpoints.invitation, { params: { token } }, {})
    const key = keyOfUri(view.otpauthUri)
    const newPassword = 'a-fresh-start-passphrase'
    const accepted = await expectOk(
      harness,
      name,
      staffEndpoints.acceptInvitation,
      { params: { token }, body: { password: newPassword, code: codeAt(harness, key) } },
      {},
    )
    expect(accepted.recoveryCodes).toHaveLength(10)
    const me = await expectOk(harness, name, staffEndpoints.me, {}, asStaff(accepted.accessToken))
    expect(me).toMatchObject({ id: leaver.id, email: leaver.email, name: 'Back Again', role: 'editor', status: 'active' })
    expect(me.version).toBeGreaterThan(account?.version ?? 0)
    // The old password and authenticator no longer sign in.
    const old = await send(harness, name, staffEndpoints.login, {
      body: { email: leaver.email, password: PASSWORD, code: await freshCode(harness, leaver) },
    })
    expect(old.status).toBe(401)
  })
})
