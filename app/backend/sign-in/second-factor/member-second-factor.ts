import { and, count, eq, isNotNull, isNull, lt, or } from 'drizzle-orm'
import type { SecurityEventKind } from '~/api/contract/passkey-endpoints'
import type { Database } from '../../db/database.server'
import { memberRecoveryCodes, memberSecondFactors, secondFactorTickets } from '../../db/second-factor-schema'
import { ApiError } from '../../http/api-error'
import type { MemberRow } from '../member-records'
import { type ChangeContext, noteMemberSecurityChange } from '../security-history/member-security-change'
import { reserveSignInAttempt } from '../sign-in-limit'
import { nowOf, type SignInOptions } from '../sign-in-options'
import {
  matchingRecoveryCode,
  memberRecoveryCodeStore,
  type NewRecoveryCodes,
  newRecoveryCodes,
  replaceRecoveryCodes,
  spendRecoveryCode,
} from './recovery-codes'
import { openTotpKey, sealTotpKey } from './sealed-secret'
import { looksLikeTotpCode, manualEntryKey, matchingTimeStep, newTotpKey, totpKeyUri } from './totp'

type Options = Pick<SignInOptions, 'signInFailureLimit' | 'clock'>

/** Whether the member's second factor is on, since when, and how many recovery codes are left. */
export async function secondFactorStatus(db: Pick<Database, 'select'>, memberId: string) {
  const [factor] = await db
    .select({ enabledAt: memberSecondFactors.enabledAt })
    .from(memberSecondFactors)
    .where(and(eq(memberSecondFactors.memberId, memberId), isNotNull(memberSecondFactors.enabledAt)))
  if (!factor?.enabledAt) return { enabled: false, enabledAt: null, recoveryCodesLeft: 0 }
  const [left] = await db
    .select({ count: count() })
    .from(memberRecoveryCodes)
    .where(and(eq(memberRecoveryCodes.memberId, memberId), isNull(memberRecoveryCodes.usedAt)))
  return { enabled: true, enabledAt: factor.enabledAt.toISOString(), recoveryCodesLeft: Number(left?.count ?? 0) }
}

export async function hasSecondFactor(db: Pick<Database, 'select'>, memberId: string): Promise<boolean> {
  return (await secondFactorStatus(db, memberId)).enabled
}

/**
 * Starts an enrolment: a new secret (160 bits), kept sealed and not yet on, replacing any earlier unconfirmed one.
 * Answers the otpauth:// URI (the brand as issuer) and the key in base32 for typing by hand. A member whose second
 * factor is on must turn it off first (with a code), so a session alone cannot swap the factor.
 */
export async function startEnrolment(db: Database, member: MemberRow, issuer: string, options: Options) {
  if (await hasSecondFactor(db, member.id)) throw new ApiError('SECOND_FACTOR_ENABLED')
  const key = newTotpKey()
  const secret = await sealTotpKey(db, member.id, key)
  const now = nowOf(options)
  await db
    .insert(memberSecondFactors)
    .values({ memberId: member.id, secret, enabledAt: null, lastUsedStep: null, createdAt: now })
    .onConflictDoUpdate({
      target: memberSecondFactors.memberId,
      set: { secret, enabledAt: null, lastUsedStep: null, createdAt: now },
      where: isNull(memberSecondFactors.enabledAt),
    })
  const uri = totpKeyUri(issuer, member.email ?? member.name, key)
  return { secret: manualEntryKey(uri), uri }
}

type CodeMatch = { kind: 'totp'; step: number } | { kind: 'recovery'; id: string }

/** Which of the member's factors a code is (a TOTP of an unused time step, or an unused recovery code). Only reads. */
async function matchCode(
  db: Database,
  memberId: string,
  code: string,
  now: Date,
  { enabled, recovery }: { enabled: boolean; recovery: boolean },
): Promise<CodeMatch | undefined> {
  const [factor] = await db.select().from(memberSecondFactors).where(eq(memberSecondFactors.memberId, memberId))
  const isOn = Boolean(factor?.enabledAt)
  if (!factor || isOn !== enabled) throw new ApiError(isOn ? 'SECOND_FACTOR_ENABLED' : 'SECOND_FACTOR_NOT_ENABLED')
  const compact = code.replace(/\s/g, '')
  if (looksLikeTotpCode(compact)) {
    const key = await openTotpKey(db, memberId, factor.secret)
    const step = matchingTimeStep(key, compact, now, factor.lastUsedStep)
    return step === undefined ? undefined : { kind: 'totp', step }
  }
  if (!recovery) return undefined
  const id = await matchingRecoveryCode(db, memberRecoveryCodeStore, memberId, compact)
  return id ? { kind: 'recovery', id } : undefined
}

/** Uses up what matched, in the caller's transaction; false when a parallel request used it first (a replay). */
async function spendMatch(tx: Database, memberId: string, match: CodeMatch, now: Date): Promise<boolean> {
  if (match.kind === 'recovery') return spendRecoveryCode(tx, memberRecoveryCodeStore, match.id, now)
  const moved = await tx
    .update(memberSecondFactors)
    .set({ lastUsedStep: match.step })
    .where(
      and(
        eq(memberSecondFactors.memberId, memberId),
        or(isNull(memberSecondFactors.lastUsedStep), lt(memberSecondFactors.lastUsedStep, match.step)),
      ),
    )
    .returning({ memberId: memberSecondFactors.memberId })
  return moved.length === 1
}

export interface CodeCheck<T, Prepared = undefined> {
  /** The member's factor: an enrolment waiting for its first code, or one that is on. */
  enabled: boolean
  /** Whether a recovery code is taken too. */
  recovery: boolean
  clientIp: string | undefined
  /** Called when the code was wrong (after it counted as a failure), before CODE_MISMATCH is answered. */
  onWrong?: () => Promise<void>
  /** What the change needs made before its transaction (hashes, slow to compute), once the code is found right. */
  prepare?: () => Promise<Prepared>
  /** Runs in the transaction that uses the code up, told which kind of code it was: its answer is the call's. */
  onRight: (tx: Database, used: CodeMatch['kind'], prepared: Prepared) => Promise<T>
}

/**
 * Checks a code of the member's second factor and, when right, uses it up and runs `onRight` in one transaction. Each
 * check is counted before it is made, as a failed sign-in of the client and of the member's second factor (a minute
 * and an hour), atomically, so a burst of guesses gets no more checks than the limit; a right code takes its count
 * back. A wrong, replayed or already used code answers CODE_MISMATCH.
 */
export async function withSecondFactorCode<T, Prepared = undefined>(
  db: Database,
  memberId: string,
  code: string,
  check: CodeCheck<T, Prepared>,
  options: Options,
): Promise<T> {
  const attempt = await reserveSignInAttempt(db, { clientIp: check.clientIp, secondFactorOf: memberId }, options)
  const now = nowOf(options)
  let answer: { ok: true; value: T } | { ok: false }
  try {
    const match = await matchCode(db, memberId, code, now, check)
    const prepared = (match && (await check.prepare?.())) as Prepared
    answer = match
      ? await db.transaction(async (tx) => {
          if (!(await spendMatch(tx, memberId, match, now))) return { ok: false as const }
          return { ok: true as const, value: await check.onRight(tx, match.kind, prepared) }
        })
      : { ok: false }
  } catch (error) {
    await attempt.release()
    throw error
  }
  if (!answer.ok) {
    await check.onWrong?.()
    throw new ApiError('CODE_MISMATCH')
  }
  await attempt.release()
  return answer.value
}

/** A change the member makes for a code of their second factor, noted on their security page and in a notice mail. */
type ChangeForCode<T> = (
  db: Database,
  member: MemberRow,
  code: string,
  clientIp: string | undefined,
  options: Options,
  context: ChangeContext,
) => Promise<T>

/**
 * Confirms an enrolment with a current code: the second factor is on, the ten recovery codes are answered once, and the
 * change is on the member's security page and in a notice mail (decision 95).
 */
export const confirmEnrolment: ChangeForCode<{ recoveryCodes: string[] }> = (db, member, code, clientIp, options, context) => {
  const now = context.at
  return withSecondFactorCode(
    db,
    member.id,
    code,
    {
      enabled: false,
      recovery: false,
      clientIp,
      prepare: newRecoveryCodes,
      onRight: async (tx, _used, fresh) => {
        await tx.update(memberSecondFactors).set({ enabledAt: now }).where(eq(memberSecondFactors.memberId, member.id))
        await noteMemberSecurityChange(tx, member, { kind: 'second-factor-on' }, context)
        return { recoveryCodes: await replaceRecoveryCodes(tx, memberRecoveryCodeStore, member.id, fresh, now) }
      },
    },
    options,
  )
}

/**
 * A change to a second factor that is on, made for a current code or an unused recovery code; noted as `kind` on the
 * member's security page and in a notice mail, in the same transaction.
 */
function withCodeOfFactorOn<T, Prepared = undefined>(
  kind: SecurityEventKind,
  change: (tx: Database, member: MemberRow, options: Options, prepared: Prepared) => Promise<T>,
  prepare?: () => Promise<Prepared>,
): ChangeForCode<T> {
  return (db, member, code, clientIp, options, context) =>
    withSecondFactorCode(
      db,
      member.id,
      code,
      {
        enabled: true,
        recovery: true,
        clientIp,
        prepare,
        onRight: async (tx, _used, prepared) => {
          const answer = await change(tx, member, options, prepared)
          await noteMemberSecurityChange(tx, member, { kind }, context)
          return answer
        },
      },
      options,
    )
}

/** New recovery codes for a current code (or an unused recovery code): the old ones stop working. */
export const renewRecoveryCodes = withCodeOfFactorOn(
  'recovery-codes-renewed',
  async (tx, member, options, fresh: NewRecoveryCodes) => ({
    recoveryCodes: await replaceRecoveryCodes(tx, memberRecoveryCodeStore, member.id, fresh, nowOf(options)),
  }),
  newRecoveryCodes,
)

/** Turns the second factor off for a current code (or an unused recovery code): secret, codes and open tickets go. */
export const turnOffSecondFactor = withCodeOfFactorOn('second-factor-off', async (tx, member) => {
  await forgetSecondFactor(tx, member.id)
  return { enabled: false as const }
})

/** Deletes the member's second factor, recovery codes and waiting sign-ins (turning it off, closing the account). */
export async function forgetSecondFactor(db: Pick<Database, 'delete'>, memberId: string): Promise<void> {
  await db.delete(secondFactorTickets).where(eq(secondFactorTickets.memberId, memberId))
  await db.delete(memberRecoveryCodes).where(eq(memberRecoveryCodes.memberId, memberId))
  await db.delete(memberSecondFactors).where(eq(memberSecondFactors.memberId, memberId))
}
