import { randomInt } from 'node:crypto'
import { and, eq, isNull } from 'drizzle-orm'
import type { Database } from '../../db/database.server'
import { memberRecoveryCodes } from '../../db/second-factor-schema'
import { staffRecoveryCodes } from '../../db/staff-schema'
import { hashPassword, verifyPassword } from '../password-hash'

export const RECOVERY_CODE_COUNT = 10
/** Capitals and digits no one misreads (no 0/O, 1/I/L): 31 symbols, almost 5 bits each. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
const SYMBOLS = 10

/** Whose codes: a member's (decision 29) or a staff member's (issue 23), each in its own table. */
export interface RecoveryCodeStore {
  table: typeof memberRecoveryCodes | typeof staffRecoveryCodes
  owner: typeof memberRecoveryCodes.memberId | typeof staffRecoveryCodes.staffId
  rows: (ownerId: string, codeHashes: string[], createdAt: Date) => { codeHash: string; createdAt: Date }[]
}

export const memberRecoveryCodeStore: RecoveryCodeStore = {
  table: memberRecoveryCodes,
  owner: memberRecoveryCodes.memberId,
  rows: (memberId, hashes, createdAt) => hashes.map((codeHash) => ({ memberId, codeHash, createdAt })),
}

export const staffRecoveryCodeStore: RecoveryCodeStore = {
  table: staffRecoveryCodes,
  owner: staffRecoveryCodes.staffId,
  rows: (staffId, hashes, createdAt) => hashes.map((codeHash) => ({ staffId, codeHash, createdAt })),
}

/** A code as it is compared: capitals, without the dash or spaces the member may type. */
const normalizeRecoveryCode = (code: string) => code.toUpperCase().replace(/[^0-9A-Z]/g, '')

/** Ten symbols of the CSPRNG (49 bits, ASVS 6.5.3 and 6.5.4), shown as two groups of five: `ABCDE-FGHJK`. */
function newRecoveryCode(): string {
  let code = ''
  for (let i = 0; i < SYMBOLS; i += 1) code += ALPHABET[randomInt(ALPHABET.length)]
  return `${code.slice(0, 5)}-${code.slice(5)}`
}

/** Ten new recovery codes and their hashes, made before the transaction that stores them (newRecoveryCodes). */
export interface NewRecoveryCodes {
  codes: string[]
  hashes: string[]
}

/**
 * Ten new recovery codes, each hashed with Argon2id and its own salt (ASVS 6.5.2: a lookup secret under 112 bits of
 * entropy). Made before a transaction opens: ten hashes take a tenth of a second, and on PGlite's one connection an
 * open transaction holds every other request of the site.
 */
export async function newRecoveryCodes(): Promise<NewRecoveryCodes> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode)
  return { codes, hashes: await Promise.all(codes.map((code) => hashPassword(normalizeRecoveryCode(code)))) }
}

/** Replaces the owner's recovery codes with new ones and answers them: this is the only time they are seen. */
export async function replaceRecoveryCodes(
  db: Pick<Database, 'delete' | 'insert'>,
  store: RecoveryCodeStore,
  ownerId: string,
  fresh: NewRecoveryCodes,
  now: Date,
) {
  await db.delete(store.table).where(eq(store.owner, ownerId))
  await db.insert(store.table).values(store.rows(ownerId, fresh.hashes, now) as (typeof store.table.$inferInsert)[])
  return fresh.codes
}

/** The unused recovery code this is, by id; undefined when it is none of them. Only reads. */
export async function matchingRecoveryCode(
  db: Pick<Database, 'select'>,
  store: RecoveryCodeStore,
  ownerId: string,
  code: string,
) {
  const normalized = normalizeRecoveryCode(code)
  if (normalized.length !== SYMBOLS) return undefined
  const rows = await db
    .select({ id: store.table.id, codeHash: store.table.codeHash })
    .from(store.table)
    .where(and(eq(store.owner, ownerId), isNull(store.table.usedAt)))
  const matches = await Promise.all(rows.map((row) => verifyPassword(normalized, row.codeHash)))
  return rows.find((_row, index) => matches[index])?.id
}

/** Marks a recovery code used; false when a parallel request used it first. */
export async function spendRecoveryCode(
  db: Pick<Database, 'update'>,
  store: RecoveryCodeStore,
  id: string,
  now: Date,
): Promise<boolean> {
  const spent = await db
    .update(store.table)
    .set({ usedAt: now })
    .where(and(eq(store.table.id, id), isNull(store.table.usedAt)))
    .returning({ id: store.table.id })
  return spent.length === 1
}
