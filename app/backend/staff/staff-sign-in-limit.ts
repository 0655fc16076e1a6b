import { m } from '~/paraglide/messages'
import { rateLimitKeyOfIp } from '~/server/http/client-address'
import type { Database } from '../db/database.server'
import { ApiError } from '../http/api-error'
import { type RateLimitReservation, type RateLimitRule, reserveAll } from '../security/rate-limit'
import { sha256Hex } from '../sign-in/opaque-token'
import { type StaffOptions, staffCountAt } from './staff-options'

/** Failures an account may have in an hour, as a multiple of the minute's: bounds guessing a code once the password is known. */
const HOURLY_FACTOR = 4

/** Who is signing in: the client's address, the email typed, and the device cookie when it is the account's (decision 101). */
export interface StaffSignInAttempt {
  clientIp: string | undefined
  account: string
  knownDevice?: string
}

/**
 * The client's address always; then the known device's own counts, or, for any other device, the account's (a minute
 * and an hour each): whoever guesses at an account holds back every browser but those its staff member signed in on.
 */
function rulesOf(attempt: StaffSignInAttempt, limit: number): RateLimitRule[] {
  const [bucket, key] = attempt.knownDevice
    ? ['staff-sign-in-device', sha256Hex(attempt.knownDevice)]
    : ['staff-sign-in-account', sha256Hex(attempt.account)]
  return [
    { bucket: 'staff-sign-in-ip', key: rateLimitKeyOfIp(attempt.clientIp), limit, windowSeconds: 60 },
    { bucket, key, limit, windowSeconds: 60 },
    { bucket: `${bucket}-hour`, key, limit: limit * HOURLY_FACTOR, windowSeconds: 3600 },
  ]
}

/**
 * Counts a staff sign-in (or an invitation's code) as a failure before anything is checked, atomically, for the client's
 * address, then for the account or its known device (a minute and an hour); the caller releases it when the attempt
 * succeeds. 429 past a limit, whether the account exists or not.
 */
export async function reserveStaffAttempt(
  db: Database,
  attempt: StaffSignInAttempt,
  options: Pick<StaffOptions, 'signInFailureLimit' | 'clock'>,
): Promise<RateLimitReservation> {
  const reservation = await reserveAll(db, rulesOf(attempt, options.signInFailureLimit), staffCountAt(options))
  if (reservation.allowed) return reservation
  throw new ApiError('RATE_LIMITED', (locale) => m.api_error_too_many_sign_ins({}, { locale }), {
    'retry-after': String(reservation.retryAfterSeconds),
  })
}
