import { desc, eq } from 'drizzle-orm'
import type { SecurityEvent, SecurityEventKind } from '~/api/contract/passkey-endpoints'
import type { Database } from '../../db/database.server'
import { memberSecurityEvents } from '../../db/passkey-schema'
import { summarizeUserAgent } from '../user-agent-summary'

/** How many of a member's security events their page shows. */
const HISTORY_LENGTH = 20

export async function recordSecurityEvent(
  db: Pick<Database, 'insert'>,
  memberId: string,
  kind: SecurityEventKind,
  subject: string,
  { at, userAgent }: { at: Date; userAgent: string | null },
): Promise<void> {
  await db.insert(memberSecurityEvents).values({ memberId, kind, subject, at, userAgent })
}

/** The member's latest security events, newest first: the page's HISTORY_LENGTH, or every one (`all`, their data). */
export async function securityHistory(
  db: Pick<Database, 'select'>,
  memberId: string,
  length: number | 'all' = HISTORY_LENGTH,
): Promise<SecurityEvent[]> {
  const query = db
    .select()
    .from(memberSecurityEvents)
    .where(eq(memberSecurityEvents.memberId, memberId))
    .orderBy(desc(memberSecurityEvents.at), desc(memberSecurityEvents.id))
    .$dynamic()
  const rows = await (length === 'all' ? query : query.limit(length))
  return rows.map((row) => ({
    kind: row.kind,
    subject: row.subject,
    at: row.at.toISOString(),
    ...summarizeUserAgent(row.userAgent),
  }))
}

/** Deletes the member's security history (the account closed). */
export async function forgetSecurityHistory(db: Pick<Database, 'delete'>, memberId: string): Promise<void> {
  await db.delete(memberSecurityEvents).where(eq(memberSecurityEvents.memberId, memberId))
}
