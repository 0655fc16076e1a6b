import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { at } from './columns'
import { members } from './member-schema'

/**
 * The link that verifies a member's email (decision 48): only the SHA-256 of the mailed token is kept, with the address
 * it was sent to (the link verifies that address, no other). One row per member: a new link replaces the one before;
 * opening it deletes the row, so a token works once.
 */
export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    memberId: uuid('member_id')
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    email: text('email').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (table) => [
    uniqueIndex('email_verification_tokens_hash_unique').on(table.tokenHash),
    index('email_verification_tokens_expires_idx').on(table.expiresAt),
  ],
)
