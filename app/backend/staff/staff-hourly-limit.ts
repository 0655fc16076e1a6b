import type { Locale } from '~/i18n/locales'
import type { Database } from '../db/database.server'
import { ApiError } from '../http/api-error'
import { rateLimit } from '../security/rate-limit'
import type { StaffMemberActor } from './staff-actor'

/** An action a staff member may take so many times an hour (a search of members, an import). */
export interface StaffHourlyLimit {
  bucket: string
  perHour: number
  /** The refusal, naming the limit, in the request's language. */
  refusal: (perHour: number, locale: Locale) => string
}

/**
 * Counts one action of the staff member and refuses it, 429 with
 * Retry-After, past the hour's limit; counted in PostgreSQL, so parallel requests and processes cannot pass it.
 */
export async function countStaffAction(
  db: Pick<Database, 'execute'>,
  limit: StaffHourlyLimit,
  actor: StaffMemberActor,
  at: Date | undefined,
): Promise<void> {
  const verdict = await rateLimit(db, { bucket: limit.bucket, key: actor.id, limit: limit.perHour, windowSeconds: 3600 }, at)
  if (verdict.allowed) return
  throw new ApiError('RATE_LIMITED', (locale) => limit.refusal(limit.perHour, locale), {
    'retry-after': String(verdict.retryAfterSeconds),
  })
}
