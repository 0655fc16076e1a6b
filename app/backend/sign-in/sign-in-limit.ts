import { m } from '~/paraglide/messages'
import { rateLimitKeyOfIp } from '~/server/http/client-address'
import type { Database } from '../db/database.server'
import { ApiError } from '../http/api-error'
import { type RateLimitReservation, type RateLimitRule, rateLimit, reserveAll } from '../security/rate-limit'
import { sha256Hex } from './opaque-token'
import { nowOf, type SignInOptions } from './sign-in-options'

const WINDOW_SECONDS = 60

/** Who is signing in: the client's address and, for a password sign-in, the account's email and the device. */
export interface SignInAttempt {
  clientIp: string | undefined
  email?: string
  /** The device cookie, when it is one of this account's known devices (sign-in-device.ts). */
  knownDevice?: string
  /** A second-factor code of this member (decision 29): counted per member, a minute and an hour. */
  secondFactorOf?: string
}

/** Wrong second-factor codes a member may get in an hour, as a multiple of the minute's limit. */
const SECOND_FACTOR_HOURLY_FACTOR = 4

type LimitOptions = Pick<SignInOptions, 'signInFailureLimit' | 'clock'>

/**
 * The client's address always; then the known device's own count, or, for any other device, the account's count
 * (decision 22). Keys are hashed: the counters need not keep the addresses of people who may have no account at all.
 */
function rulesOf(attempt: SignInAttempt, limit: number): RateLimitRule[] {
  const rule = (bucket: string, key: string) => ({ bucket, key, limit, windowSeconds: WINDOW_SECONDS })
  const rules = [rule('sign-in-ip', rateLimitKeyOfIp(attempt.clientIp))]
  if (attempt.knownDevice) rules.push(rule('sign-in-device', sha256Hex(attempt.knownDevice)))
  else if (attempt.email) rules.push(rule('sign-in-account', sha256Hex(attempt.email)))
  if (attempt.secondFactorOf) {
    rules.push(rule('second-factor-member', attempt.secondFactorOf), {
      bucket: 'second-factor-member-hour',
      key: attempt.secondFactorOf,
      limit: limit * SECOND_FACTOR_HOURLY_FACTOR,
      windowSeconds: 3600,
    })
  }
  return rules
}

/** Counted at the injected clock's time, else at the database's (see rateLimit). */
const countAt = (options: Pick<SignInOptions, 'clock'>) => (options.clock ? nowOf(options) : undefined)

/**
 * Counts the attempt as a failure before any password is checked, atomically, so that parallel attempts cannot all
 * pass a check made before any of them failed; the caller releases it when the attempt succeeds. When the client or
 * the account has used up this minute's failures it answers 429 (Retry-After): a right password is refused too, and
 * the refusal is the same whether the account exists or not.
 */
export async function reserveSignInAttempt(
  db: Database,
  attempt: SignInAttempt,
  options: LimitOptions,
): Promise<RateLimitReservation> {
  const reservation = await reserveAll(db, rulesOf(attempt, options.signInFailureLimit), countAt(options))
  if (reservation.allowed) return reservation
  throw new ApiError('RATE_LIMITED', (locale) => m.api_error_too_many_sign_ins({}, { locale }), {
    'retry-after': String(reservation.retryAfterSeconds),
  })
}

/**
 * Accounts one client may create per hour (by email, or by finishing a social sign-up): each costs a password hash
 * and a row, and a flood of them is abuse. Counted before the work, so a refused one costs nothing.
 */
export async function assertSignUpAllowed(
  db: Database,
  clientIp: string | undefined,
  options: Pick<SignInOptions, 'signUpLimit' | 'clock'>,
): Promise<void> {
  const rule = { bucket: 'sign-up-ip', key: rateLimitKeyOfIp(clientIp), limit: options.signUpLimit, windowSeconds: 3600 }
  const verdict = await rateLimit(db, rule, countAt(options))
  if (verdict.allowed) return
  throw new ApiError('RATE_LIMITED', undefined, { 'retry-after': String(verdict.retryAfterSeconds) })
}
