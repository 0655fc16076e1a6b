import { and, inArray, isNotNull, lt, notInArray, or, type SQL, sql } from 'drizzle-orm'
import { log } from '~/server/logging/log.server'
import type { Database } from '../db/database.server'
import { auditLog, staffInvitations, staffSessions } from '../db/staff-schema'
import { jobLogNames, jobOutcomesIn } from '../jobs/job-outcomes.server'
import { type PeriodicJob, startPeriodicJob } from '../jobs/periodic-job.server'
import { retentionClasses } from './audit-retention-classes'

const DAY_MS = 24 * 60 * 60_000
/** Ended staff sessions and spent or expired invitations are kept this long for a look back, then deleted. */
const STAFF_LEFTOVERS_DAYS = 30
export const AUDIT_RETENTION_INTERVAL_MS = 6 * 60 * 60_000

export interface AuditRetentionReport {
  auditEntriesDeleted: number
  staffSessionsDeleted: number
  staffInvitationsDeleted: number
}

const before = (now: Date, days: number) => lt(auditLog.at, new Date(now.getTime() - days * DAY_MS))

/**
 * The entries past their retention: older than `retentionDays` (decision 33), but an access record only past two years
 * and a change of access rights only past three, whatever `retentionDays` says (retentionClasses, decision 109).
 */
function expiredAt(now: Date, retentionDays: number): SQL | undefined {
  const classes = retentionClasses(retentionDays)
  const classed = classes.flatMap((kept) => [...kept.actions])
  return or(
    and(before(now, retentionDays), notInArray(auditLog.action, classed)),
    ...classes.map((kept) => and(before(now, kept.days), inArray(auditLog.action, [...kept.actions]))),
  )
}

/**
 * Deletes the audit entries past their retention. The table's trigger refuses every other delete: this transaction
 * alone says it is the retention rule, with a setting that ends with it (SET LOCAL).
 */
export async function deleteExpiredAuditEntries(db: Database, now: Date, retentionDays: number): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL app.audit_retention = 'on'`)
    const deleted = await tx.delete(auditLog).where(expiredAt(now, retentionDays)).returning({ id: auditLog.id })
    return deleted.length
  })
}

/** The audit log's retention, and what staff sign-in leaves behind once it can no longer be used. */
export async function runAuditRetention(db: Database, now: Date, retentionDays: number): Promise<AuditRetentionReport> {
  const leftovers = new Date(now.getTime() - STAFF_LEFTOVERS_DAYS * DAY_MS)
  const sessions = await db
    .delete(staffSessions)
    .where(
      or(lt(staffSessions.expiresAt, leftovers), and(isNotNull(staffSessions.revokedAt), lt(staffSessions.revokedAt, leftovers))),
    )
    .returning({ tokenHash: staffSessions.tokenHash })
  const invitations = await db
    .delete(staffInvitations)
    .where(lt(staffInvitations.expiresAt, leftovers))
    .returning({ tokenHash: staffInvitations.tokenHash })
  return {
    auditEntriesDeleted: await deleteExpiredAuditEntries(db, now, retentionDays),
    staffSessionsDeleted: sessions.length,
    staffInvitationsDeleted: invitations.length,
  }
}

/** Runs it every six hours (first three minutes after start); deleting is idempotent, so processes may overlap. */
export function startAuditRetentionJob(db: Database, retentionDays: number, clock: () => Date = () => new Date()): PeriodicJob {
  return startPeriodicJob({
    name: jobLogNames.auditRetention,
    outcomes: jobOutcomesIn(db, 'auditRetention'),
    intervalMs: AUDIT_RETENTION_INTERVAL_MS,
    firstRunAfterMs: 180_000,
    run: async () => {
      const report = await runAuditRetention(db, clock(), retentionDays)
      if (Object.values(report).some((count) => count > 0))
        log.info('retention', 'audit log and staff sign-in leftovers deleted', { ...report })
    },
  })
}
