import { m } from '~/paraglide/messages'
import { rateLimitKeyOfIp } from '~/server/http/client-address'
import type { Database } from '../db/database.server'
import { ApiError } from '../http/api-error'
import { type RateLimitReservation, reserveAll } from '../security/rate-limit'
import { sha256Hex } from '../sign-in/opaque-token'
import { type StaffOptions, staffCountAt } from './staff-options'

/** Failures an account may have in an hour, as a multiple of the minute's: bounds guessing a code once the password is known. */
const HOURLY_FACTOR = 4

/**
 * Counts a staff sign-in (or an invitation's code) as a failure before anything is checked, atomically, for the client's
 * address, then for the account (a minute and an hour); the caller releases it when the attempt succeeds. 429 past
 * a limit, whether the account exists or not.
 */
export async function reserveStaffAttempt(
  db: Database,
  attempt: { clientIp: string | undefined; account: string },
  options: Pick<StaffOptions, 'signInFailureLimit' | 'clock'>,
): Promise<RateLimitReservation> {
  const limit = options.signInFailureLimit
  const account = sha256Hex(attempt.account)
  const reservation = await reserveAll(
    db,
    [
      { bucket: 'staff-sign-in-ip', key: rateLimitKeyOfIp(attempt.clientIp), limit, windowSeconds: 60 },
      { bucket: 'staff-sign-in-account', key: account, limit, windowSeconds: 60 },
      { bucket: 'staff-sign-in-account-hour', key: account, limit: limit * HOURLY_FACTOR, windowSeconds: 3600 },
    ],
    staffCountAt(options),
  )
  if (reservation.allowed) return reservation
  throw new ApiError('RATE_LIMITED', (locale) => m.api_error_too_many_sign_ins({}, { locale }), {
    'retry-after': String(reservation.retryAfterSeconds),
  })
}
