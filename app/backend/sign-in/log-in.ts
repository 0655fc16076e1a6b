import type * as v from 'valibot'
import type { loginBodySchema, Session } from '~/api/contract/sign-in-endpoints'
import { siteMetrics } from '~/server/metrics/site-metrics.server'
import type { Database } from '../db/database.server'
import { ApiError } from '../http/api-error'
import { activeMemberByEmail } from './member-records'
import { verifyAgainstDummy, verifyPassword } from './password-hash'
import { type SecondFactorRequired, sessionOrSecondFactor } from './second-factor/second-factor-sign-in'
import { isDeviceOf, issueDeviceToken } from './sign-in-device'
import { reserveSignInAttempt } from './sign-in-limit'
import type { SignInOptions } from './sign-in-options'

/**
 * POST /login. An unknown email, a social-only member and a wrong password all cost one password check and
 * answer the same INVALID_CREDENTIALS, and each counts as a failure for the client and the account (or the
 * account's known device). A sign-in answers a device token that marks this browser as known to the account; a member
 * whose second factor is on gets a ticket for the code step instead (decision 29), and the token with its session.
 */
export async function logIn(
  db: Database,
  credentials: v.InferOutput<typeof loginBodySchema>,
  clientIp: string | undefined,
  options: SignInOptions,
): Promise<Session | SecondFactorRequired> {
  const member = await activeMemberByEmail(db, credentials.email)
  const knownDevice =
    member && (await isDeviceOf(db, credentials.deviceToken, { member: member.id })) ? credentials.deviceToken : undefined
  const attempt = await reserveSignInAttempt(db, { clientIp, email: credentials.email, knownDevice }, options)
  let verified: boolean
  try {
    verified = member?.passwordHash
      ? await verifyPassword(credentials.password, member.passwordHash)
      : await verifyAgainstDummy(credentials.password)
  } catch (error) {
    await attempt.release()
    throw error
  }
  if (!member || !verified) {
    siteMetrics().signInFailures.inc({ who: 'member' })
    throw new ApiError('INVALID_CREDENTIALS')
  }
  await attempt.release()
  const session = await sessionOrSecondFactor(db, member.id, 'password', options)
  if ('secondFactorRequired' in session) return session
  return { ...session, deviceToken: knownDevice ?? (await issueDeviceToken(db, { member: member.id })) }
}
