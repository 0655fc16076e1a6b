import { sql } from 'drizzle-orm'
import { bigint, check, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { type PasskeyTransport, passkeyCeremonies, securityEventKinds } from '~/api/contract/passkey-endpoints'
import { at } from './columns'
import { members } from './member-schema'
import { staffAccounts } from './staff-schema'

/**
 * A passkey (WebAuthn credential, decision 88) of a member or of a staff member: exactly one owner, deleted with it.
 * `credential_id` is the authenticator's id (base64url), unique across the site; `public_key` its COSE key (base64url);
 * `counter` the signature counter last seen (0 for authenticators that keep none); `name` what its owner called it.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    credentialId: text('credential_id').notNull(),
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<PasskeyTransport[]>().notNull().default([]),
    memberId: uuid('member_id').references(() => members.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id').references(() => staffAccounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    lastUsedAt: at('last_used_at'),
  },
  (table) => [
    uniqueIndex('passkeys_credential_unique').on(table.credentialId),
    index('passkeys_member_idx').on(table.memberId),
    index('passkeys_staff_idx').on(table.staffId),
    check('passkeys_one_owner', sql`num_nonnulls(${table.memberId}, ${table.staffId}) = 1`),
  ],
)

/**
 * A challenge the site gave a browser for one WebAuthn ceremony: single use (deleted when a response comes back with
 * it), a few minutes, kept in the database so that any process behind the balancer can check it. A registration's
 * challenge names its owner; a sign-in's names none (the passkey says whose it is).
 */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    challenge: text('challenge').primaryKey(),
    ceremony: text('ceremony', { enum: passkeyCeremonies }).notNull(),
    memberId: uuid('member_id').references(() => members.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id').references(() => staffAccounts.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
  },
  (table) => [index('passkey_challenges_expires_idx').on(table.expiresAt)],
)

/**
 * What changed in a member's security, for their security page: a passkey added, renamed or removed, with its name (a
 * renamed one's new name). Deleted with the member's account data at withdrawal.
 */
export const memberSecurityEvents = pgTable(
  'member_security_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: securityEventKinds }).notNull(),
    subject: text('subject').notNull(),
    at: at('at').notNull().defaultNow(),
    /** The browser of the session the change was made in (its User-Agent, cleaned at sign-in); null when unknown. */
    userAgent: text('user_agent'),
  },
  (table) => [index('member_security_events_member_idx').on(table.memberId, table.at)],
)
