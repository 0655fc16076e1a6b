import { sql } from 'drizzle-orm'
import { boolean, index, integer, pgTable, primaryKey, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { consentDocuments } from '~/api/contract/member-consent-endpoints'
import { socialProviders } from '~/api/contract/sign-in-endpoints'
import { locales } from '~/i18n/locales'
import { at } from './columns'

export const memberStatuses = ['active', 'withdrawn'] as const
export const signUpMethods = ['email', ...socialProviders] as const

/**
 * A member. The email is lower-cased and unique among active members; it is null for a social member whose
 * provider gave none, and for a withdrawn member, whose personal columns are cleared at withdrawal (the row
 * stays, anonymised). password_hash (an Argon2id PHC string) is null for social-only members. The mobile number
 * is not unique: family members in Korea often share one, and it signs nobody in.
 */
export const members = pgTable(
  'members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email'),
    passwordHash: text('password_hash'),
    name: text('name').notNull(),
    mobile: text('mobile'),
    /** The profile of /mypage (issue 7): a 5-digit postal code, two address lines, the birthday as 8 digits. */
    zipcode: text('zipcode'),
    address1: text('address1'),
    address2: text('address2'),
    birthday: text('birthday'),
    status: text('status', { enum: memberStatuses }).notNull().default('active'),
    signUpMethod: text('sign_up_method', { enum: signUpMethods }).notNull(),
    termsAgreedAt: at('terms_agreed_at').notNull(),
    privacyAgreedAt: at('privacy_agreed_at').notNull(),
    marketingAgree: boolean('marketing_agree').notNull().default(false),
    /**
     * When the member proved the email is theirs (decision 48): the mailed link opened, a password reset done through
     * the mail, or a provider that vouched for it. Null: unverified, and the address gets no mail but what verifies it.
     */
    emailVerifiedAt: at('email_verified_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    withdrawnAt: at('withdrawn_at'),
  },
  (table) => [uniqueIndex('members_active_email_unique').on(table.email).where(sql`${table.status} = 'active'`)],
)

/**
 * A signed-in session: only the SHA-256 of its token is kept, so a copy of the table signs nobody in. The member's
 * list of sessions names each by public_id, never by the hash. authenticated_at is when the member last proved who
 * they are (sign-in, or the password typed again); last_used_at is written at most about once a minute (idle timeout).
 * The user agent (truncated) and address are those of the sign-in, shown to the member only.
 */
export const memberSessions = pgTable(
  'member_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    publicId: uuid('public_id').notNull().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    authenticatedAt: at('authenticated_at').notNull().defaultNow(),
    lastUsedAt: at('last_used_at').notNull().defaultNow(),
    userAgent: text('user_agent'),
    clientIp: text('client_ip'),
  },
  (table) => [
    index('member_sessions_member_idx').on(table.memberId),
    index('member_sessions_expires_idx').on(table.expiresAt),
    uniqueIndex('member_sessions_public_id_unique').on(table.publicId),
  ],
)

/**
 * Each consent a member gave or changed (issue 40 §5): what (the terms, the privacy policy, marketing messages), to
 * which version of the text (the effective date of the terms or policy published then; null for marketing, and for the
 * consents given before versions were recorded), yes or no, and when. The latest of a document is the one in force.
 */
export const memberConsents = pgTable(
  'member_consents',
  {
    id: serial('id').primaryKey(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    document: text('document', { enum: consentDocuments }).notNull(),
    version: text('version'),
    agreed: boolean('agreed').notNull(),
    at: at('at').notNull(),
    /** The language the member gave it in, which the notices about it are written in (null: not kept then; Korean). */
    locale: text('locale', { enum: locales }),
  },
  (table) => [index('member_consents_member_idx').on(table.memberId, table.document, table.at)],
)

/**
 * The notices that a member's marketing consent stands (정보통신망법 §50 ⑧, decision 113): one per consent and
 * two-year period since it was given, written with its mail in one transaction. The unique key lets one process
 * alone send it, however many run the job.
 */
export const marketingConsentNotices = pgTable(
  'marketing_consent_notices',
  {
    id: serial('id').primaryKey(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** When the consent the notice is about was given. */
    consentAt: at('consent_at').notNull(),
    /** Which two-year period since then: 1 for the first notice, two years after the consent. */
    period: integer('period').notNull(),
    sentAt: at('sent_at').notNull(),
  },
  (table) => [uniqueIndex('marketing_consent_notices_period_unique').on(table.memberId, table.consentAt, table.period)],
)

/** A provider's account (its stable subject id) linked to a member. */
export const memberSocialAccounts = pgTable(
  'member_social_accounts',
  {
    provider: text('provider', { enum: socialProviders }).notNull(),
    subject: text('subject').notNull(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.provider, table.subject] }),
    index('member_social_accounts_member_idx').on(table.memberId),
  ],
)

/** A first social sign-in waiting for the consents: single use, short-lived, stored hashed. */
export const socialSignupTickets = pgTable(
  'social_signup_tickets',
  {
    ticketHash: text('ticket_hash').primaryKey(),
    provider: text('provider', { enum: socialProviders }).notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    emailVerified: boolean('email_verified').notNull(),
    name: text('name'),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (table) => [index('social_signup_tickets_expires_idx').on(table.expiresAt)],
)

/** OAuth states already exchanged (SHA-256), so a replayed callback is refused; purged after a day. */
export const oauthUsedStates = pgTable(
  'oauth_used_states',
  {
    stateHash: text('state_hash').primaryKey(),
    usedAt: at('used_at').notNull(),
  },
  (table) => [index('oauth_used_states_used_idx').on(table.usedAt)],
)

/**
 * Identities of withdrawn members (HMAC-SHA256 of the email or of `provider:subject`, keyed by a secret in
 * app_secrets): they may not sign up again before barred_until. No readable personal data is kept.
 */
export const withdrawnIdentities = pgTable(
  'withdrawn_identities',
  {
    identityHash: text('identity_hash').primaryKey(),
    withdrawnAt: at('withdrawn_at').notNull(),
    barredUntil: at('barred_until').notNull(),
  },
  (table) => [index('withdrawn_identities_barred_idx').on(table.barredUntil)],
)
