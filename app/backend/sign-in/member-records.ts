import { and, eq } from 'drizzle-orm'
import type { Locale } from '~/i18n/locales'
import type { Database } from '../db/database.server'
import { members } from '../db/member-schema'
import { isUniqueViolation } from '../db/pg-errors'
import { ApiError } from '../http/api-error'
import { recordSignUpConsents } from './member-consents'

export type MemberRow = typeof members.$inferSelect
export type NewMember = Omit<typeof members.$inferInsert, 'id' | 'status' | 'withdrawnAt'>

/** The active member with this (lower-cased) email, if any. */
export async function activeMemberByEmail(db: Pick<Database, 'select'>, email: string): Promise<MemberRow | undefined> {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.email, email), eq(members.status, 'active')))
  return row
}

/**
 * Inserts a member, with the consents of the sign-up in its language; an email another active member took meanwhile
 * answers EMAIL_TAKEN (the unique index decides).
 */
export async function insertMember(
  db: Pick<Database, 'insert' | 'select'>,
  member: NewMember,
  locale: Locale,
): Promise<MemberRow> {
  try {
    const [row] = await db.insert(members).values(member).returning()
    if (!row) throw new Error('the member row was not returned')
    await recordSignUpConsents(db, row, locale)
    return row
  } catch (error) {
    if (isUniqueViolation(error, 'members_active_email_unique')) throw new ApiError('EMAIL_TAKEN')
    throw error
  }
}
