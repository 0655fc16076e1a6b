import type { AuditFields } from '~/api/contract/audit-detail-keys'
import { personalDataActions, type RecordedOnAnswer } from '~/api/contract/personal-data'
import type { Database } from '../db/database.server'
import { type AuditActor, recordAudit } from './audit-log'

/**
 * The access record of a read of personal data, once the call has answered (docs/decisions/0109): who (the actor),
 * when (the database's clock), from where (the caller's address), whose (the one subject the call is about, or every
 * subject its list showed, as `subjects`) and what (the action, whose handling personalDataActions declares), with
 * what the handler kept for it (a reveal's reason, a search's masked query).
 */
export async function recordRead<Call>(
  db: Pick<Database, 'insert'>,
  actor: AuditActor,
  clientIp: string | undefined,
  use: RecordedOnAnswer<Call>,
  call: Call,
  kept: AuditFields,
): Promise<void> {
  const targetType = personalDataActions[use.action].subject
  const hasKept = Object.keys(kept).length > 0
  if ('subject' in use) {
    await recordAudit(db, actor, clientIp, {
      action: use.action,
      targetType,
      targetId: use.subject(call),
      ...(hasKept ? { detail: kept } : {}),
    })
    return
  }
  await recordAudit(db, actor, clientIp, {
    action: use.action,
    targetType,
    detail: { ...kept, subjects: use.shown(call).map(String) },
  })
}
