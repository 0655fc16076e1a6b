import { and, asc, count, eq, isNotNull, isNull, type SQL } from 'drizzle-orm'
import type { Hono } from 'hono'
import { adminOutboxEndpoints as api, type mailStates } from '~/api/contract/admin-outbox-endpoints'
import { recordAudit } from '../audit/audit-log'
import { maskEmail } from '../audit/mask'
import { offsetOf } from '../content/paging'
import type { Database } from '../db/database.server'
import { inquiries, mailOutbox } from '../db/inquiry-schema'
import { ApiError } from '../http/api-error'
import { defaultOutboxPolicy } from '../mail/outbox.server'
import { implementStaff } from '../staff/implement-staff'
import type { Tx } from './db-transaction'

type MailRow = typeof mailOutbox.$inferSelect

const stateWhere: Record<(typeof mailStates)[number], SQL | undefined> = {
  failed: and(isNull(mailOutbox.sentAt), isNotNull(mailOutbox.lastError)),
  pending: and(isNull(mailOutbox.sentAt), isNull(mailOutbox.lastError)),
}

const isVoid = (mail: MailRow, now: Date) => mail.voidAfter !== null && mail.voidAfter.getTime() <= now.getTime()

/** Nothing of a mail's text is answered: its kind, masked recipient, subject and how sending went. */
function adminMail(mail: MailRow, receiptNumber: string | null, now: Date, maxAttempts: number) {
  return {
    id: mail.id,
    kind: mail.kind,
    toAddress: maskEmail(mail.toAddress) ?? '',
    subject: mail.subject,
    attempts: mail.attempts,
    createdAt: mail.createdAt.toISOString(),
    nextAttemptAt: mail.nextAttemptAt.toISOString(),
    lastError: mail.lastError,
    gaveUp: mail.sentAt === null && mail.attempts >= maxAttempts,
    retryable: mail.sentAt === null && !isVoid(mail, now),
    receiptNumber,
  }
}

function selectMails(db: Database | Tx) {
  return db
    .select({ mail: mailOutbox, receiptNumber: inquiries.receiptNumber })
    .from(mailOutbox)
    .leftJoin(inquiries, eq(inquiries.id, mailOutbox.inquiryId))
}

/** The mails the outbox has not sent, and a retry that sends one again at once. */
export function registerOutboxRoutes(
  app: Hono,
  db: Database,
  clock: () => Date,
  maxAttempts = defaultOutboxPolicy.maxAttempts,
): void {
  implementStaff(app, api.mailList, async ({ query }) => {
    const where = stateWhere[query.state]
    const [rows, [total]] = await Promise.all([
      selectMails(db)
        .where(where)
        .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id))
        .limit(query.size)
        .offset(offsetOf(query.page, query.size)),
      db.select({ total: count() }).from(mailOutbox).where(where),
    ])
    const now = clock()
    return {
      items: rows.map((row) => adminMail(row.mail, row.receiptNumber, now, maxAttempts)),
      page: query.page,
      size: query.size,
      total: total?.total ?? 0,
    }
  })

  implementStaff(app, api.retryMail, async ({ params, actor, clientIp }) =>
    db.transaction(async (tx) => {
      const now = clock()
      const [found] = await selectMails(tx).where(eq(mailOutbox.id, params.id)).for('update', { of: mailOutbox })
      if (!found) throw new ApiError('NOT_FOUND')
      // A sent mail would go twice; a void one carries a link that no longer works (the worker would drop it).
      if (found.mail.sentAt !== null || isVoid(found.mail, now)) throw new ApiError('MAIL_NOT_RETRYABLE')
      const [retried] = await tx
        .update(mailOutbox)
        .set({ attempts: 0, nextAttemptAt: now })
        .where(eq(mailOutbox.id, found.mail.id))
        .returning()
      if (!retried) throw new ApiError('NOT_FOUND')
      await recordAudit(tx, actor, clientIp, {
        action: 'mail.retry',
        targetType: 'mail',
        targetId: found.mail.id,
        before: { attempts: found.mail.attempts, lastError: found.mail.lastError },
        after: { attempts: 0, nextAttemptAt: now.toISOString() },
        detail: { kind: found.mail.kind, to: maskEmail(found.mail.toAddress) },
      })
      return adminMail(retried, found.receiptNumber, now, maxAttempts)
    }),
  )
}
