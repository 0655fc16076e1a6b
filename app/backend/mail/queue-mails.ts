import { sql } from 'drizzle-orm'
import type { Database } from '../db/database.server'
import { mailOutbox } from '../db/inquiry-schema'

/** The PostgreSQL channel on which every process hears that a mail was queued, so that its outbox looks at once. */
export const MAIL_QUEUED_CHANNEL = 'mail_queued'

/** What queueing needs of the database or of a transaction. */
export type MailQueue = Pick<Database, 'insert' | 'execute'>

/**
 * Puts mails in the outbox and tells the outboxes of every process, which send them within a moment instead of at
 * their next look (decision 72). Called inside the transaction that makes the mails: PostgreSQL delivers the
 * notification only when that transaction commits, so no outbox looks before the mails can be read, and none for a
 * transaction rolled back.
 */
export async function queueMails(
  queue: MailQueue,
  mails: (typeof mailOutbox.$inferInsert)[],
): Promise<(typeof mailOutbox.$inferSelect)[]> {
  if (mails.length === 0) return []
  const queued = await queue.insert(mailOutbox).values(mails).returning()
  await queue.execute(sql`SELECT pg_notify(${MAIL_QUEUED_CHANNEL}, '')`)
  return queued
}
