import { and, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm'
import { log } from '~/server/logging/log.server'
import type { Database } from '../db/database.server'
import {
  inquiries,
  inquiryAttachments,
  inquiryNotes,
  inquiryReplies,
  mailOutbox,
  rateLimitCounters,
  spentCaptchas,
} from '../db/inquiry-schema'
import type { FileStorage } from '../storage/file-storage'
import { retentionCutoffs } from './retention-dates'

/** Any constant works; it only has to be the same in every process that runs the job on this database. */
const RETENTION_LOCK_ID = 73_290_117
const BATCH_SIZE = 100
/** Rate-limit windows are minutes to a day long; a counter older than this can no longer limit anything. */
const RATE_LIMIT_COUNTER_MAX_AGE_MS = 2 * 24 * 60 * 60_000

export interface RetentionOptions {
  now: Date
  unprocessedMonths: number
}

export interface RetentionReport {
  /** Another process held the lock: this run did nothing. */
  skipped: boolean
  destroyedReceipts: string[]
  attachmentsDeleted: number
  mailsDeleted: number
  spentCaptchasDeleted: number
  rateLimitCountersDeleted: number
}

async function tryLock(tx: Pick<Database, 'execute'>): Promise<boolean> {
  const result = await tx.execute(sql`SELECT pg_try_advisory_xact_lock(${RETENTION_LOCK_ID}) AS locked`)
  return (result as unknown as { rows: { locked: boolean }[] }).rows[0]?.locked === true
}

/** Inquiries whose personal data is due for destruction (and not destroyed yet), as of `options.now`. */
function dueForDestruction(options: RetentionOptions) {
  const { processedBefore, unprocessedBefore } = retentionCutoffs(options.now, options.unprocessedMonths)
  return and(
    isNull(inquiries.personalDataDestroyedAt),
    or(
      lte(inquiries.processedAt, processedBefore),
      and(isNull(inquiries.processedAt), lte(inquiries.createdAt, unprocessedBefore)),
    ),
  )
}

/**
 * Destroys one batch: the files first, outside any transaction (on PGlite's one connection a transaction would hold
 * every request of the site while the storage answers), then the personal columns in one short transaction under the
 * job's lock. If that fails, or another process came first, the next run finds what is left and finishes: deleting a
 * file is idempotent, and only inquiries still due are changed.
 */
async function destroyBatch(db: Database, storage: FileStorage, options: RetentionOptions, report: RetentionReport) {
  const batch = await db
    .select({ id: inquiries.id })
    .from(inquiries)
    .where(dueForDestruction(options))
    .orderBy(inquiries.id)
    .limit(BATCH_SIZE)
  const batchIds = batch.map((row) => row.id)
  const files = batchIds.length
    ? await db
        .select({ inquiryId: inquiryAttachments.inquiryId, storageKey: inquiryAttachments.storageKey })
        .from(inquiryAttachments)
        .where(and(inArray(inquiryAttachments.inquiryId, batchIds), isNull(inquiryAttachments.destroyedAt)))
    : []
  for (const file of files) await storage.delete(file.storageKey)

  return db.transaction(async (tx) => {
    if (!(await tryLock(tx))) return { locked: false, count: 0 }
    if (!batchIds.length) return { locked: true, count: 0 }
    const destroyed = await tx
      .update(inquiries)
      .set({ company: '', fullName: '', email: '', mobile: null, subject: '', content: '', personalDataDestroyedAt: options.now })
      .where(and(inArray(inquiries.id, batchIds), dueForDestruction(options)))
      .returning({ id: inquiries.id, receiptNumber: inquiries.receiptNumber })
    const ids = destroyed.map((row) => row.id)
    if (!ids.length) return { locked: true, count: batch.length }
    await tx
      .update(inquiryAttachments)
      .set({ originalName: '', destroyedAt: options.now })
      .where(inArray(inquiryAttachments.inquiryId, ids))
    // The staff's notes and replies quote and answer the visitor: their text goes with the visitor's data.
    await tx.update(inquiryNotes).set({ body: '' }).where(inArray(inquiryNotes.inquiryId, ids))
    await tx.update(inquiryReplies).set({ subject: '', body: '' }).where(inArray(inquiryReplies.inquiryId, ids))
    const mails = await tx.delete(mailOutbox).where(inArray(mailOutbox.inquiryId, ids)).returning({ id: mailOutbox.id })

    report.destroyedReceipts.push(...destroyed.map((row) => row.receiptNumber))
    report.attachmentsDeleted += files.filter((file) => ids.includes(file.inquiryId)).length
    report.mailsDeleted += mails.length
    return { locked: true, count: batch.length }
  })
}

/**
 * The retention rule: an inquiry's personal data and files are destroyed 3 months after it was processed,
 * and after `unprocessedMonths` when nobody processed it. Expired captcha solutions and rate-limit counters
 * go too. Only one process runs it at a time (advisory lock); the log names receipts and counts only.
 */
export async function runInquiryRetention(
  db: Database,
  storage: FileStorage,
  options: RetentionOptions,
): Promise<RetentionReport> {
  const report: RetentionReport = {
    skipped: false,
    destroyedReceipts: [],
    attachmentsDeleted: 0,
    mailsDeleted: 0,
    spentCaptchasDeleted: 0,
    rateLimitCountersDeleted: 0,
  }
  for (;;) {
    const batch = await destroyBatch(db, storage, options, report)
    if (!batch.locked) {
      report.skipped = true
      return report
    }
    if (batch.count < BATCH_SIZE) break
  }

  // Mail of an inquiry destroyed earlier (e.g. by a run that stopped half-way) holds personal data too.
  const leftover = await db
    .delete(mailOutbox)
    .where(
      inArray(
        mailOutbox.inquiryId,
        db.select({ id: inquiries.id }).from(inquiries).where(isNotNull(inquiries.personalDataDestroyedAt)),
      ),
    )
    .returning({ id: mailOutbox.id })
  report.mailsDeleted += leftover.length
  const captchas = await db
    .delete(spentCaptchas)
    .where(lt(spentCaptchas.expiresAt, options.now))
    .returning({ s: spentCaptchas.signature })
  report.spentCaptchasDeleted = captchas.length
  const counters = await db
    .delete(rateLimitCounters)
    .where(lt(rateLimitCounters.windowStart, new Date(options.now.getTime() - RATE_LIMIT_COUNTER_MAX_AGE_MS)))
    .returning({ bucket: rateLimitCounters.bucket })
  report.rateLimitCountersDeleted = counters.length

  logReport(report)
  return report
}

function logReport(report: RetentionReport): void {
  const { destroyedReceipts: receipts } = report
  if (receipts.length) {
    log.info(
      'retention',
      `destroyed the personal data of ${receipts.length} inquiry(ies), ` +
        `deleted ${report.attachmentsDeleted} attachment file(s) and ${report.mailsDeleted} outbox mail(s)`,
      { receipts: receipts.join(', ') },
    )
  } else if (report.mailsDeleted) {
    log.info('retention', `deleted ${report.mailsDeleted} outbox mail(s) of inquiries destroyed earlier`)
  }
  if (report.spentCaptchasDeleted || report.rateLimitCountersDeleted) {
    log.info(
      'retention',
      `removed ${report.spentCaptchasDeleted} expired captcha solution(s) and ${report.rateLimitCountersDeleted} old rate-limit counter(s)`,
    )
  }
}
