import { and, eq } from 'drizzle-orm'
import { mailOutbox } from '~/backend/db/inquiry-schema'
import type { ContractHarness } from './harness'

/** A browser a session can name: the notices say "Chrome 131 · Windows" (decision 95). */
export const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

/** The mails of `kind` queued for `email`, oldest first. */
export function queuedMails(harness: ContractHarness, email: string, kind: string) {
  return harness.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, kind)))
    .orderBy(mailOutbox.id)
}
