import { and, asc, eq, gt, lt } from 'drizzle-orm'
import { log } from '~/server/logging/log.server'
import type { Database } from '../db/database.server'
import { auditCopyMark, auditLog } from '../db/staff-schema'
import { jobLogNames, jobOutcomesIn } from '../jobs/job-outcomes.server'
import { type PeriodicJob, startPeriodicJob } from '../jobs/periodic-job.server'

/** Where the copies go: a bucket outside the database's reach (decision 100). */
export interface AuditCopyTarget {
  put(key: string, body: Uint8Array, contentType: string): Promise<void>
}

/** Entries per object. */
const BATCH_SIZE = 1000
/**
 * An entry is copied once it is this old. Entries take their ids when written and become visible when their
 * transaction commits, which may be after a later id's: copying only entries older than any of the site's
 * transactions lasts means none is passed over.
 */
export const AUDIT_COPY_SETTLE_MS = 2 * 60_000
export const AUDIT_COPY_INTERVAL_MS = 60_000

type AuditEntry = typeof auditLog.$inferSelect

const padded = (id: number) => String(id).padStart(12, '0')

/** `audit-log/2026/11/28/000000000123-000000000150.jsonl`: by the day of its first entry, in id order. */
export function auditCopyKey(entries: AuditEntry[]): string {
  const first = entries[0] as AuditEntry
  const last = entries.at(-1) as AuditEntry
  const day = first.at.toISOString().slice(0, 10).replaceAll('-', '/')
  return `audit-log/${day}/${padded(first.id)}-${padded(last.id)}.jsonl`
}

const jsonLines = (entries: AuditEntry[]) =>
  new TextEncoder().encode(entries.map((entry) => `${JSON.stringify({ ...entry, at: entry.at.toISOString() })}\n`).join(''))

/**
 * Copies the audit entries not yet copied to the target, a thousand to an object, and moves the mark past each object
 * once it is stored: a failed put leaves the mark, and the next run copies the same entries again. One process at a
 * time (the mark's row lock; another process skips its turn). Resolves with how many entries were copied.
 */
export async function copyAuditEntries(db: Database, target: AuditCopyTarget, now: Date): Promise<number> {
  const settled = new Date(now.getTime() - AUDIT_COPY_SETTLE_MS)
  let copied = 0
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      await tx.insert(auditCopyMark).values({ id: 1 }).onConflictDoNothing()
      const [mark] = await tx.select().from(auditCopyMark).where(eq(auditCopyMark.id, 1)).for('update', { skipLocked: true })
      if (!mark) return 0
      const entries = await tx
        .select()
        .from(auditLog)
        .where(and(gt(auditLog.id, mark.lastCopiedId), lt(auditLog.at, settled)))
        .orderBy(asc(auditLog.id))
        .limit(BATCH_SIZE)
      const last = entries.at(-1)
      if (!last) return 0
      await target.put(auditCopyKey(entries), jsonLines(entries), 'application/x-ndjson')
      await tx.update(auditCopyMark).set({ lastCopiedId: last.id, copiedAt: now }).where(eq(auditCopyMark.id, 1))
      return entries.length
    })
    copied += batch
    if (batch < BATCH_SIZE) return copied
  }
}

/** Copies every minute (first half a minute after start); a failing copy stays on the admins' dashboard. */
export function startAuditCopyJob(db: Database, target: AuditCopyTarget, clock: () => Date = () => new Date()): PeriodicJob {
  return startPeriodicJob({
    name: jobLogNames.auditCopy,
    outcomes: jobOutcomesIn(db, 'auditCopy'),
    intervalMs: AUDIT_COPY_INTERVAL_MS,
    firstRunAfterMs: 30_000,
    run: async () => {
      const copied = await copyAuditEntries(db, target, clock())
      if (copied) log.info('audit', 'copied audit entries to the bucket', { entries: copied })
    },
  })
}
