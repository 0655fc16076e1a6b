import { type AuditAction, type AuditArea, auditAreaOf, isAuditAction } from '~/api/contract/audit-actions'
import type { PharmacyFileFormat, PharmacyImportMode } from '~/api/contract/pharmacy-editing-endpoints'
import type { JobOutcome } from '~/api/contract/scheduled-job-endpoints'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { contentStateLabels, postTypeLabels } from '../content/post-labels'
import { inquiryStatusLabels } from '../inquiries/inquiry-labels'
import { formatTimestamp } from '../kit/console-format'
import { roleLabels, staffStatusLabels } from '../kit/staff-labels'
import { memberSearchKindLabels, pointKindLabels } from '../members/member-labels'
import { mailKindLabels } from '../outbox/mail-kind-label'
import { questionStatusLabels } from '../questions/question-labels'
import { redirectStatusLabels } from '../redirects/redirect-labels'
import { sampleRevealReasonLabels, sampleStatusLabels } from '../samples/sample-labels'
import { ownEntry } from './own-entry'

type Words = Readonly<Record<string, () => string>>

/** How a staff member proved who they were (`secondFactor`): the kinds the sign-in and the proof dialog record. */
const secondFactorWords: Words = {
  totp: m.admin_audit_factor_totp,
  recovery: m.admin_audit_factor_recovery,
  passkey: m.admin_audit_factor_passkey,
}

/** Why a sign-in, a proof or a password reset was refused (`reason` of those actions). */
const refusalWords: Words = {
  'unknown-email': m.admin_audit_failure_unknown_email,
  password: m.admin_audit_failure_password,
  disabled: m.admin_audit_failure_disabled,
  code: m.admin_audit_failure_code,
  passkey: m.admin_audit_failure_passkey,
}

const jobOutcomeWords: Record<JobOutcome, () => string> = {
  done: m.admin_audit_outcome_done,
  failed: m.admin_audit_outcome_failed,
}

const importModeWords: Record<PharmacyImportMode, () => string> = {
  add: m.admin_audit_import_mode_add,
  replace: m.admin_audit_import_mode_replace,
}

const fileFormatWords: Record<PharmacyFileFormat, () => string> = {
  csv: m.admin_audit_format_csv,
  xlsx: m.admin_audit_format_xlsx,
}

/** The session kept when a staff member signed out their others (`kept` of `staff.sessions-ended`): the asking one. */
const keptWords: Words = { 'this one': m.admin_audit_kept_this_session }

/** Keys that name one kind of thing in every action that records them. */
const wordsOfKey: Readonly<Record<string, Words>> = {
  secondFactor: secondFactorWords,
  role: roleLabels,
  outcome: jobOutcomeWords,
  mode: importModeWords,
  format: fileFormatWords,
  state: contentStateLabels,
  postType: postTypeLabels,
  kept: keptWords,
}

/** A `status` is its area's record's (the part of the action before the dot); a machine call's is an HTTP status. */
const statusWords: Partial<Record<AuditArea, Words>> = {
  staff: staffStatusLabels,
  inquiry: inquiryStatusLabels,
  sample: sampleStatusLabels,
  question: questionStatusLabels,
  redirect: redirectStatusLabels,
}

/** Keys that mean something else in each action; elsewhere a `reason` is what a staff member typed. */
const wordsOfAction: Partial<Record<AuditAction, Readonly<Record<string, Words>>>> = {
  'mail.retry': { kind: mailKindLabels },
  'member.points': { kind: pointKindLabels },
  'member.search': { kind: memberSearchKindLabels },
  'sample.reveal': { reason: sampleRevealReasonLabels },
  'staff.sign-in-failed': { reason: refusalWords },
  'staff.reauthentication-failed': { reason: refusalWords },
  'staff.password-reset-failed': { reason: refusalWords },
}

function wordsFor(action: string, key: string): Words | undefined {
  const byKey = ownEntry(wordsOfKey, key)
  if (byKey || !isAuditAction(action)) return byKey
  if (key === 'status') return statusWords[auditAreaOf(action)]
  const ofAction = wordsOfAction[action]
  return ofAction && ownEntry(ofAction, key)
}

/** A moment as the backend keeps it (`toISOString()`, or any ISO 8601 time with its zone). */
const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/

/**
 * A detail's value as the console shows it: a word the backend records for a kind of thing in the console's language,
 * yes and no for a flag, a moment as the console's other times (Korean time), a dash for nothing, and anything else
 * (what a person typed, a count) as it was kept.
 */
export function auditDetailValue(action: string, key: string, value: string): string {
  const word = ownEntry(wordsFor(action, key) ?? {}, value)
  if (word) return word()
  if (value === 'true') return m.admin_audit_yes()
  if (value === 'false') return m.admin_audit_no()
  if (ISO_MOMENT.test(value)) return formatTimestamp(value, getLocale())
  return value === '' ? '—' : value
}
