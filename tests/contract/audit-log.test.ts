import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditEndpoints } from '~/api/contract/audit-endpoints'
import { auditLog } from '~/backend/db/staff-schema'
import { deleteExpiredAuditEntries, runAuditRetention } from '~/backend/retention/audit-retention.server'
import { m } from '~/paraglide/messages'
import { send } from './auth-support'
import { transportNames } from './harness'
import { addTestStaff, asAdminStaff, asStaff, expectOk, roleRefusalLog, setUpStaffHarness, signInStaff } from './staff-support'

const harness = setUpStaffHarness({ signInFailureLimit: 1000 })
const DAY = 24 * 60 * 60_000

/** Writes an entry dated `at`, as if it had been written then. */
async function entryAt(at: Date, action: string) {
  await harness.database.db.insert(auditLog).values({ at, actorKind: 'machine', action, targetType: 'test', targetId: action })
}

/** What a statement answers: the error's message when the database refused it. */
async function refusal(statement: ReturnType<typeof sql>): Promise<string | undefined> {
  try {
    await harness.database.db.execute(statement)
    return undefined
  } catch (error) {
    let text = ''
    for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause)
      text += ` ${String((cause as Error).message)}`
    return text
  }
}

describe('the audit log is append-only', () => {
  it('refuses an update, a delete and a truncate, even of one entry', async () => {
    await entryAt(new Date(), 'test.append-only')
    expect(await refusal(sql`UPDATE audit_log SET action = 'forged' WHERE action = 'test.append-only'`)).toContain('append-only')
    expect(await refusal(sql`DELETE FROM audit_log WHERE action = 'test.append-only'`)).toContain('append-only')
    // A download's confirmed reason refers to its entry, so a plain TRUNCATE is refused before the trigger; with CASCADE
    // it reaches the trigger, which refuses it.
    expect(await refusal(sql`TRUNCATE audit_log`)).toBeDefined()
    expect(await refusal(sql`TRUNCATE audit_log CASCADE`)).toContain('append-only')
    const [left] = await harness.database.db
      .execute(sql`SELECT count(*)::int AS n FROM audit_log WHERE action = 'test.append-only'`)
      .then((result) => (result as unknown as { rows: { n: number }[] }).rows)
    expect(left?.n).toBe(1)
  })

  it('refuses an update even inside the retention rule, which may only delete', async () => {
    await entryAt(new Date(), 'test.retention-update')
    const attempt = harness.database.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL app.audit_retention = 'on'`)
      await tx.execute(sql`UPDATE audit_log SET action = 'forged' WHERE action = 'test.retention-update'`)
    })
    await expect(attempt).rejects.toThrow()
  })

  it('deletes only the entries past their retention, and nothing after the rule ran', async () => {
    const now = new Date('2033-06-01T00:00:00Z')
    const old = new Date(now.getTime() - 731 * DAY)
    const kept = new Date(now.getTime() - 729 * DAY)
    await entryAt(old, 'test.retention-old')
    await entryAt(kept, 'test.retention-kept')
    const report = await runAuditRetention(harness.database.db, now, 730)
    expect(report.auditEntriesDeleted).toBeGreaterThanOrEqual(1)
    const actions = await harness.database.db.execute(
      sql`SELECT action FROM audit_log WHERE action LIKE 'test.retention-%' AND action <> 'test.retention-update'`,
    )
    const left = (actions as unknown as { rows: { action: string }[] }).rows.map((row) => row.action)
    expect(left).not.toContain('test.retention-old')
    expect(left).toContain('test.retention-kept')
    // The setting ended with the rule's transaction.
    expect(await refusal(sql`DELETE FROM audit_log WHERE action = 'test.retention-kept'`)).toContain('append-only')
    expect(await deleteExpiredAuditEntries(harness.database.db, now, 730)).toBe(0)
  })
})

describe('what the retention keeps longer than the audit log (PIPA)', () => {
  /** The actions of the entries left of those written at each age, with `retentionDays` as AUDIT_RETENTION_DAYS. */
  async function keptAfterRetention(retentionDays: number) {
    const now = new Date('2034-06-01T00:00:00Z')
    const tag = `retention-${retentionDays}`
    const written: [string, number][] = [
      ['content.publish', 400],
      ['member.read', 400],
      ['member.read', 729],
      ['member.read', 731],
      ['staff.sign-in', 500],
      ['staff.update', 800],
      ['staff.update', 1094],
      ['staff.update', 1096],
      ['staff.add', 1000],
    ]
    for (const [action, days] of written) {
      await harness.database.db
        .insert(auditLog)
        .values({ at: new Date(now.getTime() - days * DAY), actorKind: 'machine', action, targetType: 'test', targetId: tag })
    }
    await runAuditRetention(harness.database.db, now, retentionDays)
    const left = await harness.database.db.execute(sql`SELECT action, at FROM audit_log WHERE target_id = ${tag}`)
    return (left as unknown as { rows: { action: string; at: string | Date }[] }).rows
      .map((row) => `${row.action} ${Math.round((now.getTime() - new Date(row.at).getTime()) / DAY)}`)
      .sort()
  }

  it('keeps an access record two years and a change of access rights three, however short AUDIT_RETENTION_DAYS is', async () => {
    expect(await keptAfterRetention(365)).toEqual([
      'member.read 400',
      'member.read 729',
      'staff.add 1000',
      'staff.sign-in 500',
      'staff.update 1094',
      'staff.update 800',
    ])
  })

  it('keeps every entry as long as a longer AUDIT_RETENTION_DAYS says', async () => {
    expect(await keptAfterRetention(1200)).toEqual([
      'content.publish 400',
      'member.read 400',
      'member.read 729',
      'member.read 731',
      'staff.add 1000',
      'staff.sign-in 500',
      'staff.update 1094',
      'staff.update 1096',
      'staff.update 800',
    ])
  })
})

describe.each(transportNames)('reading the audit log over %s', (name) => {
  it('answers admins newest first, paged on the server, filtered by staff member, action and Korean days', async () => {
    const admin = await addTestStaff(harness, 'admin')
    const support = await addTestStaff(harness, 'support')
    const supportToken = await signInStaff(harness, name, support, { clientIp: '203.0.113.9' })
    const adminToken = await signInStaff(harness, name, admin)

    const bySupport = await expectOk(
      harness,
      name,
      auditEndpoints.audit,
      { query: { staff: support.id, size: 10 } },
      asStaff(adminToken),
    )
    expect(bySupport.items.map((entry) => entry.action)).toEqual(['staff.sign-in'])
    expect(bySupport.items[0]).toMatchObject({ actorKind: 'staff', actorEmail: support.email, clientIp: '203.0.113.9' })

    const staffActions = await expectOk(
      harness,
      name,
      auditEndpoints.audit,
      { query: { action: 'staff.*', size: 2 } },
      await asAdminStaff(harness),
    )
    expect(staffActions.items).toHaveLength(2)
    expect(staffActions.total).toBeGreaterThanOrEqual(4)
    expect(staffActions.items.every((entry) => entry.action.startsWith('staff.'))).toBe(true)
    const [first, second] = staffActions.items
    expect(Date.parse(first?.at ?? '')).toBeGreaterThanOrEqual(Date.parse(second?.at ?? ''))
    const page2 = await expectOk(
      harness,
      name,
      auditEndpoints.audit,
      { query: { action: 'staff.*', size: 2, page: 2 } },
      await asAdminStaff(harness),
    )
    expect(page2.items.map((entry) => entry.id)).not.toContain(first?.id)

    const adds = await expectOk(
      harness,
      name,
      auditEndpoints.audit,
      { query: { action: 'staff.add', size: 100 } },
      await asAdminStaff(harness),
    )
    expect(adds.items.every((entry) => entry.action === 'staff.add')).toBe(true)
    expect(adds.items.find((entry) => entry.targetId === support.id)?.after).toEqual({
      email: expect.stringMatching(/^sta\*\*\*@example\.com$/),
      role: 'support',
      status: 'active',
    })
    // A LIKE wildcard in the filter is taken literally.
    expect(
      (await expectOk(harness, name, auditEndpoints.audit, { query: { action: '%*' } }, await asAdminStaff(harness))).total,
    ).toBe(0)

    // 2031-03-10T09:00Z is 18:00 in Seoul; 2031-03-10T16:00Z is already the 11th there.
    const boundary = `test.day-boundary-${name}`
    await entryAt(new Date('2031-03-10T16:00:00Z'), boundary)
    const tenth = await expectOk(
      harness,
      name,
      auditEndpoints.audit,
      { query: { action: boundary, from: '2031-03-10', to: '2031-03-10' } },
      await asAdminStaff(harness),
    )
    expect(tenth.total).toBe(0)
    const eleventh = await expectOk(
      harness,
      name,
      auditEndpoints.audit,
      { query: { action: boundary, from: '2031-03-11', to: '2031-03-11' } },
      await asAdminStaff(harness),
    )
    expect(eleventh.total).toBe(1)

    const warnings = roleRefusalLog()
    const refused = await send(harness, name, auditEndpoints.audit, {}, asStaff(supportToken, 'en-US'))
    expect(String(warnings.mock.calls[0]?.[0])).toContain(`staffId="${support.id}" role="support" method="GET"`)
    expect(refused.status).toBe(403)
    expect(refused.json.error?.message).toBe(m.api_error_forbidden({}, { locale: 'en-US' }))
  })
})
