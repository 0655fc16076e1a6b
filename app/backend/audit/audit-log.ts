import type { AuditAction } from '~/api/contract/audit-actions'
import type { AuditFields } from '~/api/contract/audit-detail-keys'
import type { Database } from '../db/database.server'
import { auditLog } from '../db/staff-schema'
import type { StaffActor } from '../staff/staff-actor'

/** Everything staff do that reads personal data or changes something (issue 23); `staff.sign-in`, `inquiry.status`... */
export interface AuditEntryInput {
  action: AuditAction
  targetType?: string
  targetId?: string | number
  /** For changes: the values before and after, personal fields masked (./mask.ts). */
  before?: AuditFields
  after?: AuditFields
  /** Anything else worth keeping, e.g. the reason given to reveal a member's data. Never a password or code. */
  detail?: AuditFields
}

/** Who acted, as the log keeps it: a staff member, the machine credential, or nobody signed in (a failed sign-in). */
export type AuditActor = StaffActor | { kind: 'anonymous'; email?: string }

const rowOf = (actor: AuditActor, clientIp: string | undefined, entry: AuditEntryInput) => ({
  actorKind: actor.kind,
  actorId: actor.kind === 'staff' ? actor.id : null,
  actorEmail: actorNameOf(actor),
  action: entry.action,
  targetType: entry.targetType ?? null,
  targetId: entry.targetId === undefined ? null : String(entry.targetId),
  clientIp: clientIp ?? null,
  before: entry.before ?? null,
  after: entry.after ?? null,
  detail: entry.detail ?? null,
})

/**
 * Who acted, in the entry's `actor_email`: a staff member's email; for the machine credential, the server's user its
 * command line named; for a failed sign-in, the email typed (masked).
 */
function actorNameOf(actor: AuditActor): string | null {
  if (actor.kind === 'staff') return actor.email
  if (actor.kind === 'anonymous') return actor.email ?? null
  return actor.operator ?? null
}

/**
 * Appends one entry. Call it with the transaction of the change it records, so that both are kept or neither is.
 * The table refuses updates and deletes (migration 0008): an entry, once written, stays until its retention ends.
 */
export async function recordAudit(
  db: Pick<Database, 'insert'>,
  actor: AuditActor,
  clientIp: string | undefined,
  entry: AuditEntryInput,
): Promise<void> {
  await db.insert(auditLog).values(rowOf(actor, clientIp, entry))
}

/** The most entries one statement appends: PostgreSQL takes at most 65,535 parameters, an entry has 10. */
const ENTRIES_PER_STATEMENT = 1_000

/** Appends many entries of one action's records (an import's every redirect), a thousand to a statement, as `recordAudit`. */
export async function recordAudits(
  db: Pick<Database, 'insert'>,
  actor: AuditActor,
  clientIp: string | undefined,
  entries: readonly AuditEntryInput[],
): Promise<void> {
  for (let start = 0; start < entries.length; start += ENTRIES_PER_STATEMENT) {
    const rows = entries.slice(start, start + ENTRIES_PER_STATEMENT).map((entry) => rowOf(actor, clientIp, entry))
    await db.insert(auditLog).values(rows)
  }
}
