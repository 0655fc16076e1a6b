import { and, asc, count, eq, inArray, isNull, lt, lte, min, sql } from 'drizzle-orm'
import { log } from '~/server/logging/log.server'
import type { Database } from '../db/database.server'
import { mailOutbox } from '../db/inquiry-schema'
import type { MailTransport } from './mail-transport.server'

export interface OutboxPolicy {
  /** After this many failed attempts a mail is given up (kept, with its last error, for an operator). */
  maxAttempts: number
  /** The wait after the first failure; it doubles with each further failure… */
  baseDelayMs: number
  /** …up to this. */
  maxDelayMs: number
  /** A claimed mail is not due again for this long, so a worker that died mid-send hands it back. */
  leaseMs: number
  /** Mails one pass sends at most; the rest wait for the next pass. */
  maxPerPass: number
}

/** 1, 2, 4 … 32 minutes, then hourly: 48 attempts span about two days before a mail is given up. */
export const defaultOutboxPolicy: OutboxPolicy = {
  maxAttempts: 48,
  baseDelayMs: 60_000,
  maxDelayMs: 60 * 60_000,
  leaseMs: 10 * 60_000,
  maxPerPass: 50,
}

/** The wait before the next attempt, after `attempts` attempts (≥ 1) have failed. */
export function retryDelayMs(attempts: number, policy: OutboxPolicy = defaultOutboxPolicy): number {
  const exponent = Math.min(Math.max(attempts - 1, 0), 30)
  return Math.min(policy.baseDelayMs * 2 ** exponent, policy.maxDelayMs)
}

export type OutboxRow = typeof mailOutbox.$inferSelect

/**
 * What is left of the text of a mail that carried a short-lived secret (a password reset link, decision 28) once it
 * was sent or went void: the table then keeps no working link.
 */
export const CLEARED_MAIL_TEXT = '(cleared: this mail carried a single-use link)'

/** Whether the secret of a mail has stopped working, so that sending it would help nobody. */
const isVoid = (mail: OutboxRow, now: Date) => mail.voidAfter !== null && mail.voidAfter.getTime() <= now.getTime()

/**
 * Claims the oldest due mail: counts the attempt and pushes it a lease ahead in one statement. SKIP LOCKED
 * lets workers in several processes claim different mails at once, and never the same one.
 */
export async function claimNextMail(db: Database, now: Date, policy: OutboxPolicy): Promise<OutboxRow | undefined> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(isNull(mailOutbox.sentAt), lte(mailOutbox.nextAttemptAt, now), lt(mailOutbox.attempts, policy.maxAttempts)))
    .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
    .limit(1)
    .for('update', { skipLocked: true })
  const [claimed] = await db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + policy.leaseMs) })
    .where(inArray(mailOutbox.id, due))
    .returning()
  return claimed
}

export interface DeliveryReport {
  sent: number
  failed: number
  gaveUp: number
}

function errorText(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 1000)
}

/**
 * Sends the mails that are due, one claim at a time. A failure schedules the next attempt with exponential
 * backoff; the row is never deleted, so a mail server that is down delays mail but loses none.
 */
export async function deliverDueMails(
  db: Database,
  transport: MailTransport,
  { clock = () => new Date(), policy = defaultOutboxPolicy }: { clock?: () => Date; policy?: OutboxPolicy } = {},
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, failed: 0, gaveUp: 0 }
  for (let pass = 0; pass < policy.maxPerPass; pass += 1) {
    const mail = await claimNextMail(db, clock(), policy)
    if (!mail) break
    if (isVoid(mail, clock())) {
      // Its link no longer works (a mail server down for longer than it lives): never sent, never claimed again.
      await db
        .update(mailOutbox)
        .set({
          textBody: CLEARED_MAIL_TEXT,
          attempts: policy.maxAttempts,
          lastError: 'void: its link expired before it could be sent',
        })
        .where(eq(mailOutbox.id, mail.id))
      log.info('mail', `outbox mail ${mail.id} (${mail.kind}) went void before it could be sent; its text is cleared`)
      continue
    }
    try {
      await transport.send({ to: mail.toAddress, subject: mail.subject, text: mail.textBody })
      await db
        .update(mailOutbox)
        .set({ sentAt: clock(), lastError: null, ...(mail.voidAfter ? { textBody: CLEARED_MAIL_TEXT } : {}) })
        .where(and(eq(mailOutbox.id, mail.id), isNull(mailOutbox.sentAt)))
      report.sent += 1
    } catch (error) {
      const lastError = errorText(error)
      const gaveUp = mail.attempts >= policy.maxAttempts
      await db
        .update(mailOutbox)
        .set({ lastError, nextAttemptAt: new Date(clock().getTime() + retryDelayMs(mail.attempts, policy)) })
        .where(eq(mailOutbox.id, mail.id))
      if (gaveUp) {
        report.gaveUp += 1
        log.error(
          'mail',
          `GAVE UP on outbox mail ${mail.id} (${mail.kind}) after ${mail.attempts} attempts; it stays in mail_outbox ` +
            'with its last error. Fix the mail server, then set attempts = 0 on the row to send it again',
          { lastError },
        )
      } else {
        report.failed += 1
        log.warn('mail', `outbox mail ${mail.id} (${mail.kind}) failed, attempt ${mail.attempts}; retrying later`, { lastError })
      }
    }
  }
  return report
}

/** The mails waiting to be sent (not sent, not given up) and the oldest one's age in seconds (0 when none waits). */
export async function outboxBacklog(
  db: Database,
  now = new Date(),
  policy: OutboxPolicy = defaultOutboxPolicy,
): Promise<{ backlog: number; oldestAgeSeconds: number }> {
  const [row] = await db
    .select({ backlog: count(), oldest: min(mailOutbox.createdAt) })
    .from(mailOutbox)
    .where(and(isNull(mailOutbox.sentAt), lt(mailOutbox.attempts, policy.maxAttempts)))
  const oldest = row?.oldest ? new Date(row.oldest) : undefined
  return { backlog: row?.backlog ?? 0, oldestAgeSeconds: oldest ? Math.max(0, (now.getTime() - oldest.getTime()) / 1000) : 0 }
}
