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

/**
 * Destroys one batch: the files first, then the personal columns, in one transaction. If the transaction
 * fails after the files are gone, the next run finds the same inquiries and finishes (deleting is idempotent).
 */
async function destroyBatch(db: Database, storage: FileStorage, options: RetentionOptions, report: RetentionReport) {
  const { processedBefore, unprocessedBefore } = retentionCutoffs(options.now, options.unprocessedMonths)
  return db.transaction(async (tx) => {
    if (!(await tryLock(tx))) return { locked: false, count: 0 }
    const due = await tx
      .select({ id: inquiries.id, receiptNumber: inquiries.receiptNumber })
      .from(inquiries)
      .where(
        and(
          isNull(inquiries.personalDataDestroyedAt),
          or(
            lte(inquiries.processedAt, processedBefore),
            and(isNull(inquiries.processedAt), lte(inquiries.createdAt, unprocessedBefore)),
          ),
        ),
      )
      .orderBy(inquiries.id)
      .limit(BATCH_SIZE)
    if (!due.length) return { locked: true, count: 0 }
    const ids = due.map((row) => row.id)

    const files = await tx
      .select({ id: inquiryAttachments.id, storageKey: inquiryAttachments.storageKey })
      .from(inquiryAttachments)
      .where(and(inArray(inquiryAttachments.inquiryId, ids), isNull(inquiryAttachments.destroyedAt)))
    for (const file of files) await storage.delete(file.storageKey)
    await tx
      .update(inquiryAttachments)
      .set({ originalName: '', destroyedAt: options.now })
      .where(inArray(inquiryAttachments.inquiryId, ids))
    await tx
      .update(inquiries)
      .set({ company: '', fullName: '', email: '', mobile: null, subject: '', content: '', personalDataDestroyedAt: options.now })
      .where(inArray(inquiries.id, ids))
    // The staff's notes and replies quote and answer the visitor: their text goes with the visitor's data.
    await tx.update(inquiryNotes).set({ body: '' }).where(inArray(inquiryNotes.inquiryId, ids))
    await tx.update(inquiryReplies).set({ subject: '', body: '' }).where(inArray(inquiryReplies.inquiryId, ids))
    const mails = await tx.delete(mailOutbox).where(inArray(mailOutbox.inquiryId, ids)).returning({ id: mailOutbox.id })

    report.destroyedReceipts.push(...due.map((row) => row.receiptNumber))
    report.attachmentsDeleted += files.length
    report.mailsDeleted += mails.length
    return { locked: true, count: due.length }
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
