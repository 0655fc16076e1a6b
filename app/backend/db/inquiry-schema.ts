import { bigint, bigserial, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'

import { inquiryTypes } from '~/api/contract/inquiry-form'
import { at } from './columns'
import { staffRef } from './staff-schema'

/** Where an inquiry is in the staff's work; `done` starts the retention clock (processed_at). */
export const inquiryWorkStatuses = ['new', 'in_progress', 'done'] as const

/**
 * A visitor's inquiry. The personal columns (company, names, contact details, subject, content) are blanked
 * by the retention job, which then sets personal_data_destroyed_at; the row itself stays as a receipt.
 */
export const inquiries = pgTable(
  'inquiries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    receiptNumber: text('receipt_number').notNull().unique(),
    type: text('type', { enum: inquiryTypes }).notNull(),
    company: text('company').notNull(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile'),
    subject: text('subject').notNull(),
    content: text('content').notNull(),
    /** The language the visitor wrote in: the confirmation mail and staff notice use it. */
    locale: text('locale').notNull(),
    privacyAgreedAt: at('privacy_agreed_at').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    processedAt: at('processed_at'),
    processedBy: text('processed_by'),
    personalDataDestroyedAt: at('personal_data_destroyed_at'),
    status: text('status', { enum: inquiryWorkStatuses }).notNull().default('new'),
    assigneeId: staffRef('assignee_id'),
    /** Grows with every change staff make, so that a change based on an older read is refused (409 STALE_RECORD). */
    version: integer('version').notNull().default(1),
  },
  (table) => [
    index('inquiries_created_at_idx').on(table.createdAt),
    index('inquiries_processed_at_idx').on(table.processedAt),
    index('inquiries_status_idx').on(table.status, table.createdAt),
  ],
)

/** A row that belongs to one inquiry: it goes when its inquiry goes. */
const belongsToInquiry = () => ({
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  inquiryId: bigint('inquiry_id', { mode: 'number' })
    .notNull()
    .references(() => inquiries.id, { onDelete: 'cascade' }),
})

/** Written in the console: the author's name is kept for when their account is gone. */
const writtenByStaff = () => ({
  staffId: staffRef('staff_id'),
  authorName: text('author_name').notNull(),
})

/** A staff member's internal note on an inquiry: never shown to the visitor. */
export const inquiryNotes = pgTable(
  'inquiry_notes',
  {
    ...belongsToInquiry(),
    ...writtenByStaff(),
    body: text('body').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [index('inquiry_notes_inquiry_idx').on(table.inquiryId)],
)

/** A reply to the visitor written in the console: sent by mail through the outbox (mail_id) and kept here. */
export const inquiryReplies = pgTable(
  'inquiry_replies',
  {
    ...belongsToInquiry(),
    ...writtenByStaff(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    mailId: bigint('mail_id', { mode: 'number' }).references(() => mailOutbox.id, { onDelete: 'set null' }),
  },
  (table) => [index('inquiry_replies_inquiry_idx').on(table.inquiryId)],
)

/** A file sent with an inquiry; the bytes live in file storage under storage_key (a generated name). */
export const inquiryAttachments = pgTable(
  'inquiry_attachments',
  {
    ...belongsToInquiry(),
    storageKey: text('storage_key').notNull().unique(),
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    destroyedAt: at('destroyed_at'),
  },
  (table) => [index('inquiry_attachments_inquiry_idx').on(table.inquiryId)],
)

/** Mail waiting to be sent: written in the same transaction as what caused it, sent and retried by the outbox worker. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    inquiryId: bigint('inquiry_id', { mode: 'number' }).references(() => inquiries.id, { onDelete: 'set null' }),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    sentAt: at('sent_at'),
    lastError: text('last_error'),
    createdAt: at('created_at').notNull().defaultNow(),
    /**
     * A mail that carries a secret with a short life (a password reset link, decision 28): it is not sent after this,
     * and its text is cleared once it has been sent or has gone void, so the table keeps no working link.
     */
    voidAfter: at('void_after'),
  },
  (table) => [index('mail_outbox_due_idx').on(table.sentAt, table.nextAttemptAt)],
)

/**
 * Fixed-window counters for rate limits (forms, sign-in, SMS): one row per bucket, key and window.
 * In PostgreSQL, so that a limit holds across processes.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    windowStart: at('window_start').notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.bucket, table.key, table.windowStart] })],
)

/** Proof-of-work captcha solutions already used, kept until they expire so a solution counts once. */
export const spentCaptchas = pgTable('spent_captchas', {
  signature: text('signature').primaryKey(),
  expiresAt: at('expires_at').notNull(),
})

/** Secrets the processes of one deployment must share and nobody configured, e.g. the captcha's HMAC key. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
})

/**
 * Attachments being written to file storage whose inquiry is not committed yet. The inquiry's transaction
 * deletes its rows; a row that outlives its request (the process died) names a file to delete.
 */
export const pendingUploads = pgTable(
  'pending_uploads',
  {
    storageKey: text('storage_key').primaryKey(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [index('pending_uploads_created_at_idx').on(table.createdAt)],
)
