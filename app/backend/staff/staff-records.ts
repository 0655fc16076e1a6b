import { eq } from 'drizzle-orm'
import type { StaffMember } from '~/api/contract/staff-endpoints'
import type { Database } from '../db/database.server'
import { staffAccounts } from '../db/staff-schema'
import { ApiError } from '../http/api-error'

export type StaffRow = typeof staffAccounts.$inferSelect

export async function staffByEmail(db: Pick<Database, 'select'>, email: string): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.email, email.toLowerCase()))
  return row
}

/** The staff account, or 404. */
export async function staffById(db: Pick<Database, 'select'>, id: string): Promise<StaffRow> {
  const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.id, id))
  if (!row) throw new ApiError('NOT_FOUND')
  return row
}

/** A staff account as the contract shows it: never its password hash or second factor. */
export function toStaffMember(row: StaffRow): StaffMember {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    lastSignInAt: row.lastSignInAt ? row.lastSignInAt.toISOString() : null,
    version: row.version,
  }
}

/** A unique-index violation (the email of a staff account added meanwhile), on PGlite and PostgreSQL alike. */
export function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '23505') return true
  }
  return false
}
