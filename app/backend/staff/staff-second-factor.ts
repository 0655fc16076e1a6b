import { and, eq, isNull, lt, or } from 'drizzle-orm'
import type { Database } from '../db/database.server'
import { staffAccounts } from '../db/staff-schema'
import {
  matchingRecoveryCode,
  type NewRecoveryCodes,
  replaceRecoveryCodes,
  spendRecoveryCode,
  staffRecoveryCodeStore,
} from '../sign-in/second-factor/recovery-codes'
import { openTotpKey, sealTotpKey } from '../sign-in/second-factor/sealed-secret'
import { looksLikeTotpCode, matchingTimeStep, newTotpKey, totpKeyUri } from '../sign-in/second-factor/totp'
import type { StaffRow } from './staff-records'

/** The issuer an authenticator app shows beside the staff member's email: not the members' entry of the same brand. */
export const staffIssuer = (brandName: string) => `${brandName} Admin`

/** A new TOTP key, sealed for its owner (a staff id, or an invitation's token hash until the account exists). */
export async function newSealedKey(db: Pick<Database, 'insert' | 'select'>, ownerId: string, email: string, brandName: string) {
  const key = newTotpKey()
  return { key, sealed: await sealTotpKey(db, ownerId, key), otpauthUri: totpKeyUri(staffIssuer(brandName), email, key) }
}

/**
 * Gives a staff account a new key and the new recovery codes made for it (its last used step forgotten); answers what to
 * show once.
 */
export async function replaceStaffSecondFactor(
  tx: Database,
  account: { id: string; email: string },
  fresh: NewRecoveryCodes,
  brandName: string,
  now: Date,
) {
  const { sealed, otpauthUri } = await newSealedKey(tx, account.id, account.email, brandName)
  await tx.update(staffAccounts).set({ totpSecret: sealed, totpLastStep: null }).where(eq(staffAccounts.id, account.id))
  const recoveryCodes = await replaceRecoveryCodes(tx, staffRecoveryCodeStore, account.id, fresh, now)
  return { otpauthUri, recoveryCodes }
}

type StaffCodeMatch = { kind: 'totp'; step: number } | { kind: 'recovery'; id: string }

/** Which of the staff member's factors a code is: a TOTP of a step after the last one used, or an unused recovery code. */
export async function matchStaffCode(
  db: Database,
  account: Pick<StaffRow, 'id' | 'totpSecret' | 'totpLastStep'>,
  code: string,
  now: Date,
): Promise<StaffCodeMatch | undefined> {
  const compact = code.replace(/\s/g, '')
  if (looksLikeTotpCode(compact)) {
    const key = await openTotpKey(db, account.id, account.totpSecret)
    const step = matchingTimeStep(key, compact, now, account.totpLastStep)
    return step === undefined ? undefined : { kind: 'totp', step }
  }
  const id = await matchingRecoveryCode(db, staffRecoveryCodeStore, account.id, compact)
  return id ? { kind: 'recovery', id } : undefined
}

/** Uses up what matched, in the caller's transaction; false when a parallel request used it first (a replay). */
export async function spendStaffCode(tx: Database, staffId: string, match: StaffCodeMatch, now: Date): Promise<boolean> {
  if (match.kind === 'recovery') return spendRecoveryCode(tx, staffRecoveryCodeStore, match.id, now)
  const moved = await tx
    .update(staffAccounts)
    .set({ totpLastStep: match.step })
    .where(and(eq(staffAccounts.id, staffId), or(isNull(staffAccounts.totpLastStep), lt(staffAccounts.totpLastStep, match.step))))
    .returning({ id: staffAccounts.id })
  return moved.length === 1
}
