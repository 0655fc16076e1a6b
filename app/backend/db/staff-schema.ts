import { sql } from 'drizzle-orm'
import { bigint, bigserial, index, integer, jsonb, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { staffStatuses } from '~/api/contract/staff-endpoints'
import { staffRoles } from '~/api/contract/staff-roles'
import { at } from './columns'

/**
 * A staff member of the console (issue 23): not a member. The email is lower-cased and unique; the password an
 * Argon2id PHC string; `totp_secret` the TOTP key sealed with AES-256-GCM (as members', decision 29), required:
 * a staff account always has its second factor. `version` grows with every change staff make to the row.
 */
export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: staffRoles }).notNull(),
    passwordHash: text('password_hash').notNull(),
    totpSecret: text('totp_secret').notNull(),
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** A new TOTP key the staff member is moving to (their own account page), sealed, until a code of it proves it. */
    pendingTotpSecret: text('pending_totp_secret'),
    status: text('status', { enum: staffStatuses }).notNull().default('active'),
    version: integer('version').notNull().default(1),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    lastSignInAt: at('last_sign_in_at'),
  },
  (table) => [uniqueIndex('staff_accounts_email_unique').on(table.email)],
)

/** A column naming the staff member who did something: null once their account is deleted, and what they did stays. */
export const staffRef = (name: string) => uuid(name).references(() => staffAccounts.id, { onDelete: 'set null' })

/** A staff member's single-use recovery codes: only an Argon2id hash of each. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    usedAt: at('used_at'),
  },
  (table) => [index('staff_recovery_codes_staff_idx').on(table.staffId)],
)

/**
 * A staff session: only the SHA-256 of its token is kept. It ends 12 hours after sign-in (expires_at) or after
 * 30 minutes unused (last_used_at, written at most about once a minute). `id` names it to its owner and admins (the
 * token hash never leaves the server); `proved_at` is when its staff member last gave their password and a code
 * (at sign-in, then each re-authentication), which sensitive actions require to be recent.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    id: uuid('id').notNull().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    lastUsedAt: at('last_used_at').notNull().defaultNow(),
    provedAt: at('proved_at').notNull().defaultNow(),
    revokedAt: at('revoked_at'),
    userAgent: text('user_agent'),
    clientIp: text('client_ip'),
  },
  (table) => [
    uniqueIndex('staff_sessions_id_unique').on(table.id),
    index('staff_sessions_staff_idx').on(table.staffId),
    index('staff_sessions_expires_idx').on(table.expiresAt),
  ],
)

/**
 * An invitation to become staff: a one-time link, valid 72 hours; only its token's SHA-256 is kept. The TOTP key the
 * invitee scans is made when the link is first opened and kept sealed here until the account is created.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    tokenHash: text('token_hash').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: staffRoles }).notNull(),
    invitedBy: staffRef('invited_by'),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    acceptedAt: at('accepted_at'),
    pendingTotpSecret: text('pending_totp_secret'),
  },
  (table) => [index('staff_invitations_email_idx').on(table.email)],
)

/**
 * The one reset of a forgotten password a staff member may have under way (decision 74): only the SHA-256 of the
 * mailed token is kept; a new request replaces the token before it, and the reset deletes the row (a token works once).
 */
export const staffPasswordResets = pgTable(
  'staff_password_resets',
  {
    staffId: uuid('staff_id')
      .primaryKey()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (table) => [uniqueIndex('staff_password_resets_hash_unique').on(table.tokenHash)],
)

export const auditActorKinds = ['staff', 'machine', 'anonymous'] as const

/**
 * What staff did (issue 23): append-only. Written in the same transaction as the change it records; personal fields
 * in `before` and `after` are masked. A trigger refuses UPDATE and DELETE unless the transaction set
 * `app.audit_retention` to 'on', which only the retention job does (docs/decisions/0033).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: at('at').notNull().default(sql`now()`),
    actorKind: text('actor_kind', { enum: auditActorKinds }).notNull(),
    actorId: uuid('actor_id'),
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    clientIp: text('client_ip'),
    before: jsonb('before'),
    after: jsonb('after'),
    detail: jsonb('detail'),
  },
  (table) => [
    index('audit_log_at_idx').on(table.at),
    index('audit_log_actor_idx').on(table.actorId, table.at),
    index('audit_log_action_idx').on(table.action, table.at),
  ],
)

/**
 * How far the audit log has been copied to the bucket outside the database (AUDIT_COPY_BUCKET, docs/decisions/0100):
 * one row, the last entry copied, and the process copying now (its token, until when): one process at a time, holding
 * no transaction while the bucket stores an object.
 */
export const auditCopyMark = pgTable('audit_copy_mark', {
  id: smallint('id').primaryKey().default(1),
  lastCopiedId: bigint('last_copied_id', { mode: 'number' }).notNull().default(0),
  copiedAt: at('copied_at'),
  claimedBy: text('claimed_by'),
  claimedUntil: at('claimed_until'),
})

/**
 * An admin's monthly review of the access records (docs/decisions/0110, 개인정보의 안전성 확보조치 기준 art. 8 ②): one row
 * per Korean month (`2026-11`) once reviewed, with who, when, their note and how many flags they confirmed. The act
 * itself is in the audit log too (`audit.review`).
 */
export const accessReviews = pgTable('access_reviews', {
  month: text('month').primaryKey(),
  reviewerId: uuid('reviewer_id')
    .notNull()
    .references(() => staffAccounts.id),
  reviewerEmail: text('reviewer_email').notNull(),
  reviewedAt: at('reviewed_at').notNull(),
  note: text('note').notNull(),
  /** What the month held when it was reviewed: how many bulk views, off-hours days and downloads were confirmed. */
  confirmed: jsonb('confirmed').notNull(),
})

/**
 * The reason an admin confirmed for a download of personal data (art. 8 ②: a download's reason is confirmed), one per
 * download's audit entry, going with the entry when its retention ends.
 */
export const downloadReasons = pgTable('download_reasons', {
  auditEntryId: bigint('audit_entry_id', { mode: 'number' })
    .primaryKey()
    .references(() => auditLog.id, { onDelete: 'cascade' }),
  reason: text('reason').notNull(),
  confirmedBy: uuid('confirmed_by')
    .notNull()
    .references(() => staffAccounts.id),
  confirmedAt: at('confirmed_at').notNull(),
})
