import { and, desc, eq, lt } from 'drizzle-orm'
import type { Passkey, PasskeyTransport } from '~/api/contract/passkey-endpoints'
import type { Database } from '../../db/database.server'
import { passkeys } from '../../db/passkey-schema'
import { isUniqueViolation } from '../../db/pg-errors'
import { ApiError } from '../../http/api-error'
import type { PasskeyOwner } from './passkey-challenges'

export type PasskeyRow = typeof passkeys.$inferSelect

/** The owner's passkeys, by owner. */
function ownedBy(owner: PasskeyOwner) {
  return owner.memberId === undefined ? eq(passkeys.staffId, owner.staffId) : eq(passkeys.memberId, owner.memberId)
}

export const toPasskey = (row: PasskeyRow): Passkey => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
})

/** The owner's passkeys, newest first. */
export function passkeysOf(db: Pick<Database, 'select'>, owner: PasskeyOwner): Promise<PasskeyRow[]> {
  return db.select().from(passkeys).where(ownedBy(owner)).orderBy(desc(passkeys.createdAt), desc(passkeys.id))
}

export async function passkeyByCredential(db: Pick<Database, 'select'>, credentialId: string): Promise<PasskeyRow | undefined> {
  const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId))
  return row
}

export interface NewCredential {
  id: string
  publicKey: Uint8Array
  counter: number
  transports?: PasskeyTransport[]
}

/** Keeps a verified credential as the owner's passkey; one registered already (anyone's) is PASSKEY_TAKEN. */
export async function insertPasskey(
  db: Pick<Database, 'insert'>,
  owner: PasskeyOwner,
  credential: NewCredential,
  name: string,
  now: Date,
): Promise<PasskeyRow> {
  try {
    const [row] = await db
      .insert(passkeys)
      .values({
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: credential.transports ?? [],
        memberId: owner.memberId ?? null,
        staffId: owner.staffId ?? null,
        name,
        createdAt: now,
      })
      .returning()
    if (!row) throw new Error('the passkey was not kept')
    return row
  } catch (error) {
    if (isUniqueViolation(error, 'passkeys_credential_unique')) throw new ApiError('PASSKEY_TAKEN')
    throw error
  }
}

/** Deletes one of the owner's passkeys; NOT_FOUND when the owner has none by that id. Answers what it was. */
export async function deletePasskey(db: Pick<Database, 'delete'>, owner: PasskeyOwner, id: string): Promise<PasskeyRow> {
  const [row] = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), ownedBy(owner)))
    .returning()
  if (!row) throw new ApiError('NOT_FOUND')
  return row
}

/** Renames one of the owner's passkeys; NOT_FOUND when the owner has none by that id. Answers its name before and it. */
export async function renamePasskey(
  db: Pick<Database, 'select' | 'update'>,
  owner: PasskeyOwner,
  id: string,
  name: string,
): Promise<{ previousName: string; row: PasskeyRow }> {
  const mine = and(eq(passkeys.id, id), ownedBy(owner))
  const [before] = await db.select({ name: passkeys.name }).from(passkeys).where(mine).for('update')
  const [row] = before ? await db.update(passkeys).set({ name }).where(mine).returning() : []
  if (!before || !row) throw new ApiError('NOT_FOUND')
  return { previousName: before.name, row }
}

/**
 * A sign-in with the passkey: its counter as the authenticator gave it, and when; false when the passkey has seen that
 * counter or a later one meanwhile. The check that let the sign-in through (a counter above the one read, or 0 after 0)
 * is made again in the one statement that records it, so that of sign-ins under way at once with the same counter (a
 * cloned authenticator's) one only is recorded: each waits for the row the one before changed. An authenticator that
 * keeps no counter sends 0 every time, which is never refused.
 */
export async function recordPasskeyUse(db: Pick<Database, 'update'>, id: string, counter: number, now: Date): Promise<boolean> {
  const counterStillBelow = counter === 0 ? eq(passkeys.counter, 0) : lt(passkeys.counter, counter)
  const recorded = await db
    .update(passkeys)
    .set({ counter, lastUsedAt: now })
    .where(and(eq(passkeys.id, id), counterStillBelow))
    .returning({ id: passkeys.id })
  return recorded.length === 1
}

/** Deletes every passkey of a member (the account closed). */
export async function forgetMemberPasskeys(db: Pick<Database, 'delete'>, memberId: string): Promise<void> {
  await db.delete(passkeys).where(eq(passkeys.memberId, memberId))
}
