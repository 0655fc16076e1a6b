import { createHmac } from 'node:crypto'
import { and, gt, inArray } from 'drizzle-orm'
import type { SocialProvider } from '~/api/contract/sign-in-endpoints'
import type { Database } from '../db/database.server'
import { withdrawnIdentities } from '../db/member-schema'
import { sharedSecret } from '../security/shared-secret'

/** Who someone is, as far as re-registration goes: an email address or a provider's account. */
export interface IdentityHasher {
  email(email: string): string
  account(account: { provider: SocialProvider; subject: string }): string
}

/**
 * The keyed hash (HMAC-SHA256) of identities, with a key kept in app_secrets: the bar can be checked without
 * keeping a withdrawn member's email, and without the key a list of emails cannot be matched against it.
 */
export async function identityHasher(db: Pick<Database, 'insert' | 'select'>): Promise<IdentityHasher> {
  const key = await sharedSecret(db, 'identity_hmac_key')
  const hmac = (text: string) => createHmac('sha256', key).update(text, 'utf8').digest('hex')
  return { email: (email) => hmac(email.toLowerCase()), account: ({ provider, subject }) => hmac(`${provider}:${subject}`) }
}

/** Whether any of the identities belongs to a member who withdrew and is still barred from signing up. */
export async function isBarred(db: Pick<Database, 'select'>, hashes: string[], now: Date): Promise<boolean> {
  if (!hashes.length) return false
  const rows = await db
    .select({ hash: withdrawnIdentities.identityHash })
    .from(withdrawnIdentities)
    .where(and(inArray(withdrawnIdentities.identityHash, hashes), gt(withdrawnIdentities.barredUntil, now)))
  return rows.length > 0
}

/** Bars the identities until `barredUntil` (a later withdrawal of the same identity starts a new bar). */
export async function barIdentities(db: Pick<Database, 'insert'>, hashes: string[], now: Date, barredUntil: Date): Promise<void> {
  if (!hashes.length) return
  await db
    .insert(withdrawnIdentities)
    .values(hashes.map((identityHash) => ({ identityHash, withdrawnAt: now, barredUntil })))
    .onConflictDoUpdate({ target: withdrawnIdentities.identityHash, set: { withdrawnAt: now, barredUntil } })
}
