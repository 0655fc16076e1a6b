import { sql } from 'drizzle-orm'
import type { Tx } from '~/backend/admin/db-transaction'

/** The PostgreSQL channel on which every process hears that public content changed. */
export const CONTENT_CHANGED_CHANNEL = 'content_changed'

/**
 * Tells every process on this database that public content changed, so that each empties its caches of public reads
 * and pages. Called inside the transaction that makes the change: PostgreSQL delivers a notification only when the
 * transaction commits, and never when it rolls back, so no process empties its cache before the change can be read.
 * `kind` names what changed (`news`, `pharmacies`, ...), for the logs.
 */
export async function announceContentChange(tx: Tx, kind: string): Promise<void> {
  await tx.execute(sql`SELECT pg_notify(${CONTENT_CHANGED_CHANNEL}, ${kind})`)
}
