import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1'
import type { Algorithm, Payload } from 'altcha-lib/v1/types'
import { eq, lt, sql } from 'drizzle-orm'
import type { Database } from '../../db/database.server'
import { spentCaptchas } from '../../db/inquiry-schema'

/**
 * The self-hosted proof of work (ALTCHA's protocol, v1): the browser finds the number n for which
 * SHA-256(salt + n) equals the challenge; the HMAC signature proves the challenge is ours and unchanged, the
 * expiry in the salt bounds its life, and spent_captchas makes each solution count once.
 */

export interface PowSettings {
  /** The largest number the browser may have to try: the work, about maxNumber / 2 hashes on average. */
  maxNumber: number
  /** How long a challenge may be solved and used. */
  expiresInSeconds: number
}

export const defaultPowSettings: PowSettings = { maxNumber: 100_000, expiresInSeconds: 20 * 60 }

export interface PowChallenge {
  algorithm: Algorithm
  challenge: string
  maxnumber: number
  salt: string
  signature: string
}

export async function createPowChallenge(hmacKey: string, settings: PowSettings, now = new Date()): Promise<PowChallenge> {
  const challenge = await createChallenge({
    hmacKey,
    algorithm: 'SHA-256',
    maxnumber: settings.maxNumber,
    expires: new Date(now.getTime() + settings.expiresInSeconds * 1000),
  })
  return { ...challenge, maxnumber: challenge.maxnumber ?? settings.maxNumber }
}

export interface VerifiedPow {
  signature: string
  expiresAt: Date
}

function decodePayload(solution: string): Payload | undefined {
  if (solution.length > 4096) return undefined
  try {
    const payload = JSON.parse(Buffer.from(solution, 'base64').toString('utf8')) as Payload
    const valid =
      typeof payload === 'object' &&
      payload !== null &&
      typeof payload.signature === 'string' &&
      typeof payload.salt === 'string' &&
      typeof payload.challenge === 'string' &&
      Number.isInteger(payload.number)
    return valid ? payload : undefined
  } catch {
    return undefined
  }
}

/** The solution is well-formed, solved, signed with our key, carries an expiry and is not expired (not yet: spent). */
export async function verifyPowSolution(solution: string, hmacKey: string): Promise<VerifiedPow | undefined> {
  const payload = decodePayload(solution)
  if (!payload) return undefined
  const expires = Number(extractParams(payload).expires)
  if (!Number.isFinite(expires)) return undefined
  if (!(await verifySolution(payload, hmacKey, true))) return undefined
  return { signature: payload.signature, expiresAt: new Date(expires * 1000) }
}

export async function isPowSpent(db: Pick<Database, 'select'>, signature: string): Promise<boolean> {
  const rows = await db
    .select({ signature: spentCaptchas.signature })
    .from(spentCaptchas)
    .where(eq(spentCaptchas.signature, signature))
  return rows.length > 0
}

/**
 * Marks the solution used; false when it already was. Called inside the inquiry's transaction, so a refused
 * submission does not use up the visitor's solution, and of two concurrent uses only one commits.
 */
export async function spendPow(db: Pick<Database, 'insert' | 'delete'>, pow: VerifiedPow): Promise<boolean> {
  const inserted = await db
    .insert(spentCaptchas)
    .values({ signature: pow.signature, expiresAt: pow.expiresAt })
    .onConflictDoNothing()
    .returning({ signature: spentCaptchas.signature })
  if (Math.random() < 0.05) await db.delete(spentCaptchas).where(lt(spentCaptchas.expiresAt, sql`now()`))
  return inserted.length > 0
}
