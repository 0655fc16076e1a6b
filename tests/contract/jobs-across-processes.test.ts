import { count, sql } from 'drizzle-orm'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { memberSessions } from '~/backend/db/member-schema'
import { auditLog } from '~/backend/db/staff-schema'
import { runAuditRetention } from '~/backend/retention/audit-retention.server'
import { runInquiryRetention } from '~/backend/retention/inquiry-retention.server'
import { monthsBefore } from '~/backend/retention/retention-dates'
import { purgeMemberData } from '~/backend/withdrawal/purge-member-data'
import { setUpAuthHarness, signUp, uniqueEmail } from './auth-support'
import { insertInquiry, pdfBytes, tempStorage, testMailSettings } from './inquiry-fixtures'

/**
 * Issue 26: every instance of the site (every worker of every machine) runs the backend's jobs on its own timer
 * (docs/decisions/0053-cluster-mode-and-the-balancer.md). Three runs of each job at the same moment, on three
 * connections of a PostgreSQL server, as three instances would: each thing due is done once, and no run fails (a
 * deadlock or a unique violation would). The mail outbox has the same proof (mail-outbox.test.ts) and the end-to-end
 * test one through three built servers (tests/e2e/cluster.spec.ts). PGlite has one connection and one process: skipped.
 */
const files = await tempStorage()
const harness = setUpAuthHarness()
afterAll(() => files.remove())

const day = 24 * 60 * 60_000
const runs = 3

describe('the jobs, run by three instances at the same moment', () => {
  it('the retention rule destroys each due inquiry and its file once', async (context) => {
    if (harness.database.driver === 'pglite') context.skip()
    const db = harness.database.db
    const now = new Date('2031-11-21T03:00:00Z')
    const processedAt = new Date(monthsBefore(now, 3).getTime() - day)
    const due = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        insertInquiry(db, files.storage, {
          files: [{ name: `due-${index}.pdf`, bytes: pdfBytes(`due ${index}`) }],
          mails: testMailSettings,
          createdAt: new Date(processedAt.getTime() - 30 * day),
          processedAt,
        }),
      ),
    )
    vi.spyOn(console, 'info').mockImplementation(() => {})

    const reports = await Promise.all(
      Array.from({ length: runs }, () => runInquiryRetention(db, files.storage, { now, unprocessedMonths: 12 })),
    )

    const destroyed = reports.flatMap((report) => report.destroyedReceipts)
    expect(destroyed.sort()).toEqual(due.map((inquiry) => inquiry.receiptNumber).sort())
    expect(reports.reduce((sum, report) => sum + report.attachmentsDeleted, 0)).toBe(6)
  })

  it('the member purge deletes each expired session once', async (context) => {
    if (harness.database.driver === 'pglite') context.skip()
    const db = harness.database.db
    for (let index = 0; index < 6; index++) await signUp(harness, 'in-process', uniqueEmail(`purged-${index}`))
    const [sessions] = await db.select({ n: count() }).from(memberSessions)
    expect(sessions?.n).toBeGreaterThanOrEqual(6)
    // Past every session's expiry and the week it is kept after.
    const later = new Date(harness.clock.now.getTime() + 9 * day)

    const reports = await Promise.all(Array.from({ length: runs }, () => purgeMemberData(db, later)))

    expect(reports.reduce((sum, report) => sum + report.sessionsDeleted, 0)).toBe(sessions?.n)
    const [left] = await db.select({ n: count() }).from(memberSessions)
    expect(left?.n).toBe(0)
  })

  it('the audit retention deletes each expired entry once', async (context) => {
    if (harness.database.driver === 'pglite') context.skip()
    const db = harness.database.db
    const now = new Date('2033-01-01T00:00:00Z')
    const old = new Date(now.getTime() - 800 * day)
    await db
      .insert(auditLog)
      .values(Array.from({ length: 20 }, (_, index) => ({ at: old, actorKind: 'machine' as const, action: `test.old.${index}` })))
    const [expired] = await db
      .select({ n: count() })
      .from(auditLog)
      .where(sql`${auditLog.at} < ${new Date(now.getTime() - 730 * day)}`)
    expect(expired?.n).toBeGreaterThanOrEqual(20)

    const reports = await Promise.all(Array.from({ length: runs }, () => runAuditRetention(db, now, 730)))

    expect(reports.reduce((sum, report) => sum + report.auditEntriesDeleted, 0)).toBe(expired?.n)
  })
})
