import { type AuditAction, accessRightsActions } from '~/api/contract/audit-actions'
import { personalDataActions } from '~/api/contract/personal-data'

/** An access record of art. 8 is kept at least two years, whatever AUDIT_RETENTION_DAYS says (docs/decisions/0109). */
export const ACCESS_RECORD_MIN_DAYS = 730
/** A grant, change or removal of access rights (art. 5 ③) is kept at least three years. */
export const ACCESS_RIGHTS_MIN_DAYS = 1095

/**
 * The access records: every handling of personal data, the staff's ways in and out of the system that handles it
 * (sign-ins, sign-outs, proofs, the machine credential's calls), and the monthly reviews of them.
 */
const accessRecordActions: readonly AuditAction[] = [
  ...(Object.keys(personalDataActions) as AuditAction[]),
  'staff.sign-in',
  'staff.sign-in-failed',
  'staff.passkey-sign-in',
  'staff.sign-out',
  'staff.reauthenticated',
  'staff.reauthentication-failed',
  'machine.call',
  'audit.download-reason',
  'audit.review',
]

/**
 * How long each class of entry is kept: the audit log's own retention, and at least the law's floor for access records
 * and for changes of access rights. A longer AUDIT_RETENTION_DAYS keeps every class that long.
 */
export function retentionClasses(retentionDays: number) {
  return [
    { actions: accessRightsActions, days: Math.max(retentionDays, ACCESS_RIGHTS_MIN_DAYS) },
    { actions: accessRecordActions, days: Math.max(retentionDays, ACCESS_RECORD_MIN_DAYS) },
  ] as const
}
