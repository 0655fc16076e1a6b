import { randomUUID } from 'node:crypto'
import { and, asc, eq, gt, isNull, lt, lte, or } from 'drizzle-orm'
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
 * How long a process holds the copying once it claimed it: past it, a process that died mid-copy no longer stops the
 * others. Each object's put is bounded well inside it (AUDIT_COPY_PUT_TIMEOUT_MS).
 */
const CLAIM_MS = 5 * 60_000
/** How long the bucket may leave a put without a word before it fails (the S3 client's idle timeout). */
export const AUDIT_COPY_PUT_TIMEOUT_MS = 60_000

/**
 * Takes the copying for this process (`token`) unless another holds it, in one statement; answers the last entry
 * copied, or undefined when another process is copying.
 */
async function claimCopying(db: Database, token: string, now: Date): Promise<number | undefined> {
  const [claimed] = await db
    .update(auditCopyMark)
    .set({ claimedBy: token, claimedUntil: new Date(now.getTime() + CLAIM_MS) })
    .where(and(eq(auditCopyMark.id, 1), or(isNull(auditCopyMark.claimedUntil), lte(auditCopyMark.claimedUntil, now))))
    .returning({ lastCopiedId: auditCopyMark.lastCopiedId })
  return claimed?.lastCopiedId
}

/**
 * Copies the audit entries not yet copied to the target, a thousand to an object, and moves the mark past each object
 * once it is stored: a failed put leaves the mark, and the next run copies the same entries again. One process at a
 * time (a claim on the mark's row, taken and given back in statements of their own: no transaction, and no database
 * connection, waits on the bucket). Resolves with how many entries were copied.
 */
export async function copyAuditEntries(db: Database, target: AuditCopyTarget, now: Date): Promise<number> {
  const settled = new Date(now.getTime() - AUDIT_COPY_SETTLE_MS)
  const token = randomUUID()
  const ours = and(eq(auditCopyMark.id, 1), eq(auditCopyMark.claimedBy, token))
  await db.insert(auditCopyMark).values({ id: 1 }).onConflictDoNothing()
  let copied = 0
  for (;;) {
    const mark = await claimCopying(db, token, now)
    if (mark === undefined) return copied
    let batch = 0
    try {
      const entries = await db
        .select()
        .from(auditLog)
        .where(and(gt(auditLog.id, mark), lt(auditLog.at, settled)))
        .orderBy(asc(auditLog.id))
        .limit(BATCH_SIZE)
      const last = entries.at(-1)
      if (last) {
        await target.put(auditCopyKey(entries), jsonLines(entries), 'application/x-ndjson')
        // Moved only while the claim is still this process's and the mark where it was read; else another process
        // took over (this one outlived its claim) and goes on from its own reading.
        const moved = await db
          .update(auditCopyMark)
          .set({ lastCopiedId: last.id, copiedAt: now })
          .where(and(ours, eq(auditCopyMark.lastCopiedId, mark)))
          .returning({ id: auditCopyMark.id })
        if (moved.length) batch = entries.length
      }
    } finally {
      await db.update(auditCopyMark).set({ claimedBy: null, claimedUntil: null }).where(ours)
    }
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
