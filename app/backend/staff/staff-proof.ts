import type { Database } from '../db/database.server'
import { ApiError } from '../http/api-error'
import { rateLimit } from '../security/rate-limit'
import type { StaffActor, StaffMemberActor } from './staff-actor'

/**
 * Refuses a sensitive action with 403 REAUTHENTICATION_REQUIRED unless the staff member gave their password and a
 * code in this session within STAFF_PROOF_MINUTES. The machine credential has neither to give (issue 37 §4 bounds
 * what it reaches instead).
 */
export function requireRecentProof(actor: StaffActor): void {
  if (actor.kind === 'staff' && !actor.recentlyProved) throw new ApiError('REAUTHENTICATION_REQUIRED')
}

/** Reveals of members' data a staff member makes in an hour before each further one wants a recent proof. */
export const REVEALS_WITHOUT_PROOF_PER_HOUR = 3

/**
 * A reveal of a member's data (a member's details, a sample's recipient): the first REVEALS_WITHOUT_PROOF_PER_HOUR of
 * the staff member's hour go through on the session alone, each one after wants a recent proof. Counted atomically in
 * PostgreSQL (rateLimit), so that parallel reveals cannot pass the count together.
 */
export async function requireProofPastFreeReveals(db: Pick<Database, 'execute'>, actor: StaffMemberActor, at: Date | undefined) {
  const rule = { bucket: 'staff-reveals', key: actor.id, limit: REVEALS_WITHOUT_PROOF_PER_HOUR, windowSeconds: 3600 }
  const verdict = await rateLimit(db, rule, at)
  if (!verdict.allowed) requireRecentProof(actor)
}
