import { sql } from 'drizzle-orm'
import type { Database } from '../db/database.server'

/**
 * What every restore ends (docs/decisions/0108). An archive cannot tell which of its sessions were signed out, or which
 * of its links and codes were used, after it was taken: so none of them may work again. Members and staff sign in
 * again; a reset, a verification or an invitation is asked for again. Remembered browsers (sign-in-device tokens)
 * stay: they sign nobody in, they only spare a known browser a stranger's lockout.
 */

/** Sessions, signed out: their owners' lists show them ended. */
const SESSIONS = ['member_sessions', 'staff_sessions']

/** Single-use tickets, challenges, links and codes: removed, as using them removes them. */
export const TABLES_A_RESTORE_EMPTIES = [
  'second_factor_tickets',
  'social_signup_tickets',
  'passkey_challenges',
  'password_reset_tokens',
  'staff_password_resets',
  'email_verification_tokens',
  'phone_codes',
]

/**
 * Ends them in the restore's transaction. The archive's schema may be older than this release's: a table it does not
 * have yet holds nothing to end.
 */
export async function endSignIns(tx: Pick<Database, 'execute'>): Promise<void> {
  const result = (await tx.execute(sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public'`)) as {
    rows: Array<{ tablename: string }>
  }
  const present = new Set(result.rows.map((row) => row.tablename))
  for (const table of SESSIONS.filter((name) => present.has(name))) {
    await tx.execute(sql.raw(`UPDATE ${table} SET revoked_at = now() WHERE revoked_at IS NULL`))
  }
  for (const table of TABLES_A_RESTORE_EMPTIES.filter((name) => present.has(name)))
    await tx.execute(sql.raw(`DELETE FROM ${table}`))
  // An invitation taken up is its account's history; one waiting ends as a revoked one does.
  if (present.has('staff_invitations')) await tx.execute(sql.raw('DELETE FROM staff_invitations WHERE accepted_at IS NULL'))
}
