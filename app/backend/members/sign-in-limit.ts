import { m } from '~/paraglide/messages'
import type { Database } from '../db/database.server'
import { ApiError } from '../http/api-error'
import { rateLimitKeyOfIp } from '../inquiries/client-ip'
import { peekRateLimit, type RateLimitRule, rateLimit } from '../security/rate-limit'
import { type AuthOptions, nowOf } from './auth-options'
import { sha256Hex } from './opaque-token'

const WINDOW_SECONDS = 60

/** Who is signing in: the client's address and, for a password sign-in, the account's email. */
export interface SignInAttempt {
  clientIp: string | undefined
  email?: string
}

type LimitOptions = Pick<AuthOptions, 'signInFailureLimit' | 'clock'>

function rulesOf(attempt: SignInAttempt, limit: number): RateLimitRule[] {
  const rules: RateLimitRule[] = [
    { bucket: 'sign-in-ip', key: rateLimitKeyOfIp(attempt.clientIp), limit, windowSeconds: WINDOW_SECONDS },
  ]
  // Hashed: the counters need not keep the addresses of people who may have no account at all.
  if (attempt.email)
    rules.push({ bucket: 'sign-in-account', key: sha256Hex(attempt.email), limit, windowSeconds: WINDOW_SECONDS })
  return rules
}

/** Counted at the injected clock's time, else at the database's (see rateLimit). */
const countAt = (options: Pick<AuthOptions, 'clock'>) => (options.clock ? nowOf(options) : undefined)

/**
 * Refuses the attempt (429, Retry-After) when its client or its account has used up this minute's failures,
 * before any password is checked: a right password is refused too, and the refusal is the same whether the
 * account exists or not.
 */
export async function assertSignInAllowed(db: Database, attempt: SignInAttempt, options: LimitOptions): Promise<void> {
  const verdicts = await Promise.all(
    rulesOf(attempt, options.signInFailureLimit).map((rule) => peekRateLimit(db, rule, countAt(options))),
  )
  const refused = verdicts.filter((verdict) => !verdict.allowed)
  if (!refused.length) return
  const retryAfter = Math.max(...refused.map((verdict) => verdict.retryAfterSeconds))
  throw new ApiError('RATE_LIMITED', (locale) => m.api_error_too_many_sign_ins({}, { locale }), {
    'retry-after': String(retryAfter),
  })
}

/** One failed attempt, counted for the client and the account. */
export async function countSignInFailure(db: Database, attempt: SignInAttempt, options: LimitOptions): Promise<void> {
  for (const rule of rulesOf(attempt, options.signInFailureLimit)) await rateLimit(db, rule, countAt(options))
}

/**
 * Accounts one client may create per hour (by email, or by finishing a social sign-up): each costs a password hash
 * and a row, and a flood of them is abuse. Counted before the work, so a refused one costs nothing.
 */
export async function assertSignUpAllowed(
  db: Database,
  clientIp: string | undefined,
  options: Pick<AuthOptions, 'signUpLimit' | 'clock'>,
): Promise<void> {
  const rule = { bucket: 'sign-up-ip', key: rateLimitKeyOfIp(clientIp), limit: options.signUpLimit, windowSeconds: 3600 }
  const verdict = await rateLimit(db, rule, countAt(options))
  if (verdict.allowed) return
  throw new ApiError('RATE_LIMITED', undefined, { 'retry-after': String(verdict.retryAfterSeconds) })
}
