import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, uuid } from 'drizzle-orm/pg-core'
import { sampleStatuses, withdrawalReasons } from '~/api/contract/member-area-endpoints'
import { at } from './columns'
import { members } from './member-schema'
import { type LocalizedText, products } from './schema'
import { staffRef } from './staff-schema'

const memberId = () =>
  uuid('member_id')
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' })

/**
 * A verification code sent by SMS for a new mobile number. Only a keyed hash of the code is kept; `tries` counts
 * the checks (the sixth is refused). `client_key` is the SHA-256 of the requester's address (its /64 for IPv6),
 * for the per-client send limit. Rows are purged a day after they expire.
 */
export const phoneCodes = pgTable(
  'phone_codes',
  {
    id: serial('id').primaryKey(),
    memberId: memberId(),
    mobile: text('mobile').notNull(),
    codeHash: text('code_hash').notNull(),
    clientKey: text('client_key').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    tries: smallint('tries').notNull().default(0),
    usedAt: at('used_at'),
  },
  (table) => [
    index('phone_codes_member_idx').on(table.memberId, table.id),
    index('phone_codes_mobile_idx').on(table.mobile, table.createdAt),
    index('phone_codes_client_idx').on(table.clientKey, table.createdAt),
    index('phone_codes_expires_idx').on(table.expiresAt),
  ],
)

/** One line of a member's point history: points saved or used (one of the two is zero). */
export const pointEntries = pgTable(
  'point_entries',
  {
    id: serial('id').primaryKey(),
    memberId: memberId(),
    occurredAt: at('occurred_at').notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    saved: integer('saved').notNull().default(0),
    used: integer('used').notNull().default(0),
    /** The staff member who granted or deducted these points by hand; null for the site's own entries. */
    staffId: staffRef('staff_id'),
  },
  (table) => [
    index('point_entries_member_idx').on(table.memberId, table.occurredAt),
    check('point_entries_amounts', sql`${table.saved} >= 0 AND ${table.used} >= 0`),
  ],
)

/** A member's question (Q&A of /mypage); waiting until the staff write an answer. */
export const memberQuestions = pgTable(
  'member_questions',
  {
    id: serial('id').primaryKey(),
    memberId: memberId(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    createdAt: at('created_at').notNull(),
    answer: text('answer'),
    answeredAt: at('answered_at'),
    answeredBy: text('answered_by'),
    /** Grows with every answer or correction, so that a correction based on an older read is refused. */
    version: integer('version').notNull().default(1),
  },
  (table) => [index('member_questions_member_idx').on(table.memberId, table.createdAt)],
)

/** A request for raw-material samples, shipped to the address given with it. */
export const sampleRequests = pgTable(
  'sample_requests',
  {
    id: serial('id').primaryKey(),
    memberId: memberId(),
    createdAt: at('created_at').notNull(),
    status: text('status', { enum: sampleStatuses }).notNull().default('received'),
    statusChangedAt: at('status_changed_at').notNull(),
    quantity: text('quantity').notNull(),
    purpose: text('purpose').notNull(),
    recipient: text('recipient').notNull(),
    mobile: text('mobile').notNull(),
    zipcode: text('zipcode').notNull(),
    address1: text('address1').notNull(),
    address2: text('address2').notNull(),
    /** Set when shipped. */
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    /** Set when declined: the member sees it. */
    declineReason: text('decline_reason'),
    version: integer('version').notNull().default(1),
  },
  (table) => [index('sample_requests_member_idx').on(table.memberId, table.createdAt)],
)

export const sampleRequestMaterials = pgTable(
  'sample_request_materials',
  {
    requestId: integer('request_id')
      .notNull()
      .references(() => sampleRequests.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
  },
  (table) => [primaryKey({ columns: [table.requestId, table.productId] })],
)

/**
 * Each time a member downloaded everything the site holds about them (issue 40 §5): shown to them with the next
 * download, and the count behind its daily limit. Goes with the member.
 */
export const memberDataExports = pgTable(
  'member_data_exports',
  {
    id: serial('id').primaryKey(),
    memberId: memberId(),
    exportedAt: at('exported_at').notNull(),
  },
  (table) => [index('member_data_exports_member_idx').on(table.memberId, table.exportedAt)],
)

/** Why members left, for statistics: no member id, and only the month, so a row cannot be tied back to anyone. */
export const withdrawalFeedback = pgTable('withdrawal_feedback', {
  id: serial('id').primaryKey(),
  /** YYYY-MM. */
  month: text('month').notNull(),
  reasons: text('reasons', { enum: withdrawalReasons }).array().notNull(),
  comment: text('comment').notNull(),
})
