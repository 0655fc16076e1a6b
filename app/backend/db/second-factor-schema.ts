import { bigint, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { at } from './columns'
import { members } from './member-schema'

/**
 * A member's second factor (TOTP, RFC 6238; decision 29). `secret` is the TOTP key sealed with AES-256-GCM
 * (second-factor/sealed-secret.ts); `enabled_at` is null while an enrolment waits for its first code;
 * `last_used_step` is the time step of the last code accepted, so that a code works once.
 */
export const memberSecondFactors = pgTable('member_second_factors', {
  memberId: uuid('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  enabledAt: at('enabled_at'),
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: at('created_at').notNull().defaultNow(),
})

/** The member's single-use recovery codes: only an Argon2id hash of each is kept. */
export const memberRecoveryCodes = pgTable(
  'member_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    usedAt: at('used_at'),
  },
  (table) => [index('member_recovery_codes_member_idx').on(table.memberId)],
)

/**
 * A sign-in whose password (or provider) was right and that waits for the second factor: only the ticket's SHA-256
 * is kept; single use, a few minutes, spent by too many wrong codes. `method` is 'password' or the provider.
 */
export const secondFactorTickets = pgTable(
  'second_factor_tickets',
  {
    ticketHash: text('ticket_hash').primaryKey(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    method: text('method').notNull(),
    failures: integer('failures').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (table) => [index('second_factor_tickets_expires_idx').on(table.expiresAt)],
)
