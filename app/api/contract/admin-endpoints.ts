import * as v from 'valibot'
import { locales } from '~/i18n/locales'
import { defineEndpoint, type FileEndpoint } from './endpoint'
import { pageOf } from './envelope'
import { inquiryTypes } from './inquiry-form'
import { wholeNumber } from './numbers'
import { dayParam, idParam, intParam, MAX_PAGE, MAX_PAGE_SIZE, textParam } from './query-params'
import { operationsRoles } from './staff-roles'
import { multiLine } from './typed-text'

/**
 * The staff's work on inquiries (issue 23): list and search, read, notes, an assignee, the status, a reply by mail,
 * attachment downloads and a CSV export. Every call carries a staff token of role support or admin; ADMIN_TOKEN
 * makes the calls marked `machine` (the inquiries' command line). Refusals beyond the generic ones: 409 STALE_RECORD (the inquiry's `version` moved on since it
 * was read), 409 PERSONAL_DATA_DESTROYED (a reply to an inquiry whose personal data the retention job destroyed).
 * Each read of an inquiry's personal data (detail, download, export) and each change is written to the audit log.
 */

/** Where an inquiry is: `new` until someone works it, `in_progress`, `done` (starts the 3-month retention clock). */
export const inquiryWorkStatuses = ['new', 'in_progress', 'done'] as const
export type InquiryWorkStatus = (typeof inquiryWorkStatuses)[number]
/** The list's status filter: one status, `open` (new and in progress: the work to do) or `all`. */
export const inquiryStatusFilters = ['open', ...inquiryWorkStatuses, 'all'] as const
export type InquiryStatusFilter = (typeof inquiryStatusFilters)[number]
/** The statuses staff set; `new` is only where an inquiry starts. */
export const inquiryStatusChanges = ['in_progress', 'done'] as const
export const inquirySorts = ['received', 'status', 'category'] as const
export const sortDirections = ['asc', 'desc'] as const

export const inquiryNoteLimits = { body: 4000 } as const
export const inquiryReplyLimits = { subject: 200, body: 10_000 } as const
/** An export holds at most this many rows: narrow the filters for more. */
export const INQUIRY_EXPORT_MAX_ROWS = 10_000

const KiB = 1024
const timestamp = v.pipe(v.string(), v.isoTimestamp())
const count = v.pipe(v.number(), v.integer(), v.minValue(0))
const version = wholeNumber()
const typed = (max: number) => v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(max))
/** A note's or a reply's text: lines and paragraphs. */
const typedLines = (max: number) => v.pipe(typed(max), multiLine)

/** A receipt number as the intake issues it (e.g. Q-20261121-7K3M9P); anything else cannot name an inquiry. */
export const receiptNumberParam = v.pipe(v.string(), v.regex(/^[A-Za-z0-9][A-Za-z0-9-]{0,39}$/))

export const inquiryReceiptParams = v.object({ receiptNumber: receiptNumberParam })

/** A staff member as the console names them (assignee, author of a note or reply). */
export const staffRef = v.object({ id: v.string(), name: v.string() })

/**
 * The list's filters, shared by the list and the CSV export. Dates are calendar days in Korea (Asia/Seoul), both
 * included; `q` finds a receipt number, a name, an email address or a company by a part of it.
 */
export const inquiryFilterQuery = {
  status: v.optional(v.picklist(inquiryStatusFilters), 'open'),
  category: v.optional(v.picklist(inquiryTypes)),
  from: v.optional(dayParam),
  to: v.optional(dayParam),
  language: v.optional(v.picklist(locales)),
  q: v.optional(v.pipe(textParam(100), v.nonEmpty())),
  sort: v.optional(v.picklist(inquirySorts), 'received'),
  dir: v.optional(v.picklist(sortDirections), 'desc'),
}

export const adminInquirySummary = v.object({
  receiptNumber: v.string(),
  createdAt: timestamp,
  type: v.picklist(inquiryTypes),
  company: v.string(),
  subject: v.string(),
  locale: v.string(),
  attachmentCount: count,
  status: v.picklist(inquiryWorkStatuses),
  /** `status` is done (kept for the command line). */
  processed: v.boolean(),
  processedAt: v.nullable(timestamp),
  assignee: v.nullable(staffRef),
  /** The retention job has blanked the personal fields (company and subject are then empty). */
  personalDataDestroyed: v.boolean(),
})
export type AdminInquirySummary = v.InferOutput<typeof adminInquirySummary>

export const adminAttachment = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  originalName: v.string(),
  contentType: v.string(),
  sizeBytes: count,
  /** Deleted from storage by the retention job. */
  destroyed: v.boolean(),
})

export const adminMailStatus = v.object({
  kind: v.string(),
  toAddress: v.string(),
  attempts: count,
  sentAt: v.nullable(timestamp),
  nextAttemptAt: timestamp,
  lastError: v.nullable(v.string()),
})

/** An internal note: never shown to the visitor. Its body is blanked with the inquiry's personal data. */
export const inquiryNoteSchema = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  author: staffRef,
  body: v.string(),
  createdAt: timestamp,
})

/** A reply mailed to the visitor; its subject and body are blanked with the inquiry's personal data. */
export const inquiryReplySchema = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  author: staffRef,
  subject: v.string(),
  body: v.string(),
  createdAt: timestamp,
  /** The mail that carries it (null once the outbox row is gone). */
  mail: v.nullable(adminMailStatus),
})

/**
 * Everything about one inquiry. When `personalDataDestroyed`, the personal fields (company, name, email, mobile,
 * subject, content) and the notes' and replies' texts are empty, the attachments are `destroyed`: only the receipt,
 * dates, category, language, status and who worked it are kept.
 */
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
  notes: v.array(inquiryNoteSchema),
  replies: v.array(inquiryReplySchema),
  /** Send it back with a change (assignee, status, reply): a change based on an older read is refused. */
  version,
})
export type AdminInquiryDetail = v.InferOutput<typeof adminInquiryDetail>

/** What a change of the inquiry's work answers: its new state and version. */
const inquiryWorkState = v.object({
  receiptNumber: v.string(),
  status: v.picklist(inquiryWorkStatuses),
  processedAt: v.nullable(timestamp),
  assignee: v.nullable(staffRef),
  version,
})

export const adminEndpoints = {
  /** Newest first by default; `open` (new and in progress) unless a status is asked for. */
  inquiryList: defineEndpoint({
    method: 'GET',
    path: '/admin/inquiries',
    query: v.object({
      ...inquiryFilterQuery,
      page: v.optional(intParam(1, MAX_PAGE), 1),
      size: v.optional(intParam(1, MAX_PAGE_SIZE), 20),
    }),
    data: pageOf(adminInquirySummary),
    roles: operationsRoles,
    machine: true,
    personalData: { action: 'inquiry.list', shown: ({ data }) => data.items.map((item) => item.receiptNumber) },
  }),
  /** Audited (inquiry.read). */
  inquiryDetail: defineEndpoint({
    method: 'GET',
    path: '/admin/inquiries/:receiptNumber',
    params: inquiryReceiptParams,
    data: adminInquiryDetail,
    roles: operationsRoles,
    machine: true,
    personalData: { action: 'inquiry.read', subject: ({ params }) => params.receiptNumber },
  }),
  /**
   * The command line's "processed": sets the status to done. Idempotent: an inquiry already done keeps its first
   * processedAt and processedBy. `by` names the staff member for the machine credential; a staff token is its own name.
   */
  markInquiryProcessed: defineEndpoint({
    method: 'POST',
    path: '/admin/inquiries/:receiptNumber/processed',
    params: inquiryReceiptParams,
    body: v.object({ by: v.optional(v.pipe(textParam(100), v.nonEmpty())) }),
    maxBodyBytes: 1024,
    data: v.object({ receiptNumber: v.string(), processedAt: timestamp, processedBy: v.nullable(v.string()) }),
    roles: operationsRoles,
    machine: true,
    personalData: { action: 'inquiry.status' },
  }),
  /** An internal note (no version: notes are only added). Allowed after the personal data was destroyed. */
  addInquiryNote: defineEndpoint({
    method: 'POST',
    path: '/admin/inquiries/:receiptNumber/notes',
    params: inquiryReceiptParams,
    body: v.object({ body: typedLines(inquiryNoteLimits.body) }),
    maxBodyBytes: 32 * KiB,
    data: inquiryNoteSchema,
    roles: operationsRoles,
    personalData: { action: 'inquiry.note' },
  }),
  /** Who works it: an active support or admin staff member (`assignees`), or nobody. 400 for anyone else. */
  assignInquiry: defineEndpoint({
    method: 'PUT',
    path: '/admin/inquiries/:receiptNumber/assignee',
    params: inquiryReceiptParams,
    body: v.object({ assigneeId: v.nullable(v.pipe(v.string(), v.uuid())), version }),
    maxBodyBytes: KiB,
    data: inquiryWorkState,
    roles: operationsRoles,
    personalData: { action: 'inquiry.assign' },
  }),
  /**
   * In progress or done. Done sets processedAt (the retention clock: the personal data goes 3 months later) and
   * processedBy; back to in progress clears them, so the clock starts again when it is done again.
   */
  setInquiryStatus: defineEndpoint({
    method: 'PUT',
    path: '/admin/inquiries/:receiptNumber/status',
    params: inquiryReceiptParams,
    body: v.object({ status: v.picklist(inquiryStatusChanges), version }),
    maxBodyBytes: KiB,
    data: inquiryWorkState,
    roles: operationsRoles,
    personalData: { action: 'inquiry.status' },
  }),
  /**
   * Mails a reply to the visitor's address through the outbox, wrapped in the inquiry's language (greeting, the
   * receipt number, the company's signature), and keeps it with the inquiry. A new inquiry moves to in progress.
   * 409 PERSONAL_DATA_DESTROYED when there is no address left to write to.
   */
  replyToInquiry: defineEndpoint({
    method: 'POST',
    path: '/admin/inquiries/:receiptNumber/replies',
    params: inquiryReceiptParams,
    body: v.object({
      subject: typed(inquiryReplyLimits.subject),
      body: typedLines(inquiryReplyLimits.body),
      version,
    }),
    maxBodyBytes: 80 * KiB,
    data: v.object({ reply: inquiryReplySchema, state: inquiryWorkState }),
    roles: operationsRoles,
    personalData: { action: 'inquiry.reply' },
  }),
  /**
   * The reply as it would be mailed, nothing sent: the address, the subject and the whole text in the inquiry's
   * language (greeting, the staff's text, the receipt number, the signature), exactly as `replyToInquiry` composes it.
   */
  previewInquiryReply: defineEndpoint({
    method: 'POST',
    path: '/admin/inquiries/:receiptNumber/replies/preview',
    params: inquiryReceiptParams,
    body: v.object({ subject: typed(inquiryReplyLimits.subject), body: typedLines(inquiryReplyLimits.body) }),
    maxBodyBytes: 80 * KiB,
    data: v.object({ toAddress: v.string(), subject: v.string(), textBody: v.string() }),
    roles: operationsRoles,
    personalData: { action: 'inquiry.reply-preview', subject: ({ params }) => params.receiptNumber },
  }),
  /** The staff an inquiry may be assigned to: active members of role support or admin, by name. */
  assignees: defineEndpoint({
    method: 'GET',
    path: '/admin/assignees',
    data: v.object({ items: v.array(staffRef) }),
    roles: operationsRoles,
  }),
}

/**
 * An attachment's bytes: answered as a download (application/octet-stream, Content-Disposition: attachment),
 * not in the `{ data }` envelope, so it is described here rather than as an Endpoint. Audited (attachment.download).
 */
export const adminAttachmentDownload = {
  method: 'GET',
  path: '/admin/inquiries/:receiptNumber/attachments/:id',
  params: v.object({ receiptNumber: receiptNumberParam, id: idParam }),
  roles: operationsRoles,
  machine: true,
  personalData: { action: 'attachment.download' },
} as const satisfies FileEndpoint

/**
 * The inquiries of the list's filters (no paging; at most INQUIRY_EXPORT_MAX_ROWS, then 400 — narrow the filters) as
 * a CSV file: UTF-8 with a byte order mark (so that Excel reads Korean), `text/csv; charset=utf-8`, a download
 * (Content-Disposition: attachment). Its header row is in the request's language. A cell that starts with = + - @,
 * a tab or a carriage return is prefixed with ' so that a spreadsheet never runs it as a formula. Audited
 * (inquiry.export, with the filters and the row count). Not in the `{ data }` envelope.
 */
export const adminInquiryExport = {
  method: 'GET',
  path: '/admin/inquiries.csv',
  query: v.object(inquiryFilterQuery),
  roles: operationsRoles,
  recentProof: true,
  personalData: { action: 'inquiry.export' },
} as const satisfies FileEndpoint
