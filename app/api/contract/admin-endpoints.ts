import * as v from 'valibot'
import { defineEndpoint } from './endpoint'
import { pageOf } from './envelope'
import { inquiryTypes } from './inquiry-form'
import { idParam, intParam, MAX_PAGE, MAX_PAGE_SIZE, textParam } from './query-params'
import type { StaffRole } from './staff-roles'

/**
 * The staff's calls (built-in backend only): inquiries to list, read, download and mark processed.
 * Every call carries `authorization: Bearer <ADMIN_TOKEN>`; without ADMIN_TOKEN configured they answer 404.
 */

export const inquiryStatuses = ['open', 'processed', 'all'] as const
export type InquiryStatus = (typeof inquiryStatuses)[number]

const timestamp = v.pipe(v.string(), v.isoTimestamp())
/** Who works the inquiries. */
const inquiryRoles: readonly StaffRole[] = ['admin', 'support']

/** A receipt number as the intake issues it (e.g. Q-20261121-7K3M9P); anything else cannot name an inquiry. */
export const receiptNumberParam = v.pipe(v.string(), v.regex(/^[A-Za-z0-9][A-Za-z0-9-]{0,39}$/))

export const inquiryReceiptParams = v.object({ receiptNumber: receiptNumberParam })

export const adminInquirySummary = v.object({
  receiptNumber: v.string(),
  createdAt: timestamp,
  type: v.picklist(inquiryTypes),
  company: v.string(),
  subject: v.string(),
  locale: v.string(),
  attachmentCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
  processed: v.boolean(),
  processedAt: v.nullable(timestamp),
  /** The retention job has blanked the personal fields (company and subject are then empty). */
  personalDataDestroyed: v.boolean(),
})

export const adminAttachment = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  originalName: v.string(),
  contentType: v.string(),
  sizeBytes: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** Deleted from storage by the retention job. */
  destroyed: v.boolean(),
})

export const adminMailStatus = v.object({
  kind: v.string(),
  toAddress: v.string(),
  attempts: v.pipe(v.number(), v.integer(), v.minValue(0)),
  sentAt: v.nullable(timestamp),
  nextAttemptAt: timestamp,
  lastError: v.nullable(v.string()),
})

export const adminInquiryDetail = v.object({
  ...adminInquirySummary.entries,
  fullName: v.string(),
  email: v.string(),
  mobile: v.nullable(v.string()),
  content: v.string(),
  privacyAgreedAt: timestamp,
  processedBy: v.nullable(v.string()),
  personalDataDestroyedAt: v.nullable(timestamp),
  attachments: v.array(adminAttachment),
  mails: v.array(adminMailStatus),
})

export const adminEndpoints = {
  inquiryList: defineEndpoint({
    method: 'GET',
    path: '/admin/inquiries',
    query: v.object({
      status: v.optional(v.picklist(inquiryStatuses), 'open'),
      page: v.optional(intParam(1, MAX_PAGE), 1),
      size: v.optional(intParam(1, MAX_PAGE_SIZE), 20),
    }),
    data: pageOf(adminInquirySummary),
    roles: inquiryRoles,
  }),
  inquiryDetail: defineEndpoint({
    method: 'GET',
    path: '/admin/inquiries/:receiptNumber',
    params: inquiryReceiptParams,
    data: adminInquiryDetail,
    roles: inquiryRoles,
  }),
  /** Idempotent: an inquiry already processed keeps its first processedAt and processedBy. */
  markInquiryProcessed: defineEndpoint({
    method: 'POST',
    path: '/admin/inquiries/:receiptNumber/processed',
    params: inquiryReceiptParams,
    body: v.object({ by: v.optional(v.pipe(textParam(100), v.nonEmpty())) }),
    maxBodyBytes: 1024,
    data: v.object({ receiptNumber: v.string(), processedAt: timestamp, processedBy: v.nullable(v.string()) }),
    roles: inquiryRoles,
  }),
}

/**
 * An attachment's bytes: answered as a download (application/octet-stream, Content-Disposition: attachment),
 * not in the `{ data }` envelope, so it is described here rather than as an Endpoint.
 */
export const adminAttachmentDownload = {
  method: 'GET',
  path: '/admin/inquiries/:receiptNumber/attachments/:id',
  params: v.object({ receiptNumber: receiptNumberParam, id: idParam }),
  roles: inquiryRoles,
} as const
