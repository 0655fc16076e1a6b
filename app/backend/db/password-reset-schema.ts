import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { at } from './columns'
import { members } from './member-schema'

/**
 * The one reset of a forgotten password a member may have under way (decision 28): only the SHA-256 of the mailed
 * token is kept. One row per member, so a new request replaces the token before it (the older link stops working);
 * the reset deletes the row, so a token works once.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    memberId: uuid('member_id')
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (table) => [
    uniqueIndex('password_reset_tokens_hash_unique').on(table.tokenHash),
    index('password_reset_tokens_expires_idx').on(table.expiresAt),
  ],
)
