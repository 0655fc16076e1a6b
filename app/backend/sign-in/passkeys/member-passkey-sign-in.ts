import { and, eq } from 'drizzle-orm'
import type * as v from 'valibot'
import type { passkeyEndpoints } from '~/api/contract/passkey-endpoints'
import type { Session } from '~/api/contract/sign-in-endpoints'
import { rateLimitKeyOfIp } from '~/server/http/client-address'
import { siteMetrics } from '~/server/metrics/site-metrics.server'
import type { Database } from '../../db/database.server'
import { members } from '../../db/member-schema'
import { ApiError } from '../../http/api-error'
import { assertWithinRateLimit } from '../../security/rate-limit'
import { startSession } from '../member-sessions'
import { isDeviceOf, issueDeviceToken } from '../sign-in-device'
import { reserveSignInAttempt } from '../sign-in-limit'
import { nowOf, type SignInOptions } from '../sign-in-options'
import { authenticationOptions, verifiedAuthentication } from './passkey-ceremonies'
import type { PasskeySite } from './passkey-site'

type SignInBody = v.InferOutput<NonNullable<(typeof passkeyEndpoints)['signIn']['body']>>

/** Sign-in challenges one address may ask for in a minute, as a multiple of its failed sign-ins: each is a row. */
const CHALLENGES_PER_FAILURE = 6

/** POST /login/passkey/options: counted per address, then a challenge naming no account. */
export async function memberSignInOptions(db: Database, site: PasskeySite, clientIp: string | undefined, options: SignInOptions) {
  await assertWithinRateLimit(
    db,
    {
      bucket: 'passkey-challenge-ip',
      key: rateLimitKeyOfIp(clientIp),
      limit: options.signInFailureLimit * CHALLENGES_PER_FAILURE,
      windowSeconds: 60,
    },
    options.clock ? nowOf(options) : undefined,
  )
  return authenticationOptions(db, site, 'member-sign-in', nowOf(options))
}

const isActiveMember = async (db: Pick<Database, 'select'>, memberId: string) =>
  (
    await db
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.id, memberId), eq(members.status, 'active')))
  ).length === 1

/**
 * POST /login/passkey: counted as a failed sign-in of the address before anything is checked (the sign-in limits) and
 * given back when right. A passkey of an active member signs in as a password does (the same session and device
 * token), with no code step: the passkey was verified by its owner (user verification) and is itself a second factor.
 */
export async function signInWithPasskey(
  db: Database,
  site: PasskeySite,
  body: SignInBody,
  clientIp: string | undefined,
  options: SignInOptions,
): Promise<Session> {
  const attempt = await reserveSignInAttempt(db, { clientIp }, options)
  const now = nowOf(options)
  let memberId: string
  try {
    const passkey = await verifiedAuthentication(
      db,
      site,
      body.response,
      'member-sign-in',
      (row) => row.memberId !== null && isActiveMember(db, row.memberId),
      now,
    )
    memberId = passkey.memberId ?? ''
  } catch (error) {
    // A refused passkey is a failed sign-in; anything else (the database) is no attempt of the visitor's.
    if (error instanceof ApiError && error.code === 'PASSKEY_REFUSED') siteMetrics().signInFailures.inc({ who: 'member' })
    else await attempt.release()
    throw error
  }
  await attempt.release()
  const session = await startSession(db, memberId, now, options)
  const known = await isDeviceOf(db, body.deviceToken, { member: memberId })
  return { ...session, deviceToken: known ? body.deviceToken : await issueDeviceToken(db, { member: memberId }) }
}
