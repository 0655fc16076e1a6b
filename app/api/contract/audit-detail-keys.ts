import type { CompanyDetailFields } from './company-details-endpoints'
import type { PharmacyFields } from './pharmacy-editing-endpoints'
import type { RedirectFields } from './redirect-endpoints'

/**
 * Every field name an audit entry keeps in its before, after or detail, besides the fields of the records kept whole
 * (a pharmacy, the company's details, a redirect). `recordAudit` takes only these, so a new field fails the type check
 * until it is listed here and named in both console languages (the audit log's key labels).
 */
export const auditDetailKeys = [
  'added',
  'all',
  'alt',
  'amount',
  'archive',
  'assigneeId',
  'attachmentId',
  'attempts',
  'balance',
  'bulkViews',
  'bytes',
  'carrier',
  'correction',
  'created',
  'declineReason',
  'downloads',
  'email',
  'ended',
  'endedSessions',
  'entryId',
  'file',
  'files',
  'filters',
  'format',
  'found',
  'hash',
  'height',
  'ids',
  'invitedBy',
  'keys',
  'kept',
  'kind',
  'lastError',
  'madeAt',
  'mailed',
  'mailId',
  'method',
  'month',
  'mobile',
  'mode',
  'name',
  'nextAttemptAt',
  'note',
  'noteId',
  'offHoursDays',
  'outcome',
  'path',
  'postType',
  'processedAt',
  'publishAt',
  'q',
  'reason',
  'recipient',
  'removed',
  'replacedEarlier',
  'replyId',
  'restored',
  'restorePoint',
  'revision',
  'role',
  'rows',
  'secondFactor',
  'sessionId',
  'sha256',
  'state',
  'status',
  'subjects',
  'to',
  'trackingNumber',
  'unpublishAt',
  'updated',
  'version',
  'width',
] as const

/** A field an audit entry keeps: a listed one, or one of a record kept whole. */
export type AuditDetailKey =
  | (typeof auditDetailKeys)[number]
  | keyof PharmacyFields
  | keyof CompanyDetailFields
  | keyof RedirectFields

/** What an entry keeps before, after or besides a change, field by field. */
export type AuditFields = { readonly [K in AuditDetailKey]?: unknown }
