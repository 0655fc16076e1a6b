import { eq } from 'drizzle-orm'
import type * as v from 'valibot'
import type { staffEndpoints } from '~/api/contract/staff-endpoints'
import { siteMetrics } from '~/server/metrics/site-metrics.server'
import { recordAudit } from '../audit/audit-log'
import { maskEmail } from '../audit/mask'
import type { Database } from '../db/database.server'
import { staffAccounts } from '../db/staff-schema'
import { ApiError } from '../http/api-error'
import { verifyAgainstDummy, verifyPassword } from '../sign-in/password-hash'
import { isDeviceOf, issueDeviceToken } from '../sign-in/sign-in-device'
import type { StaffActor } from './staff-actor'
import { type StaffOptions, staffNow } from './staff-options'
import { staffPasskeyProof } from './staff-passkeys'
import { type StaffRow, staffByEmail } from './staff-records'
import { matchStaffCode, spendStaffCode } from './staff-second-factor'
import { type StaffDevice, startStaffSession } from './staff-sessions'
import { reserveStaffAttempt } from './staff-sign-in-limit'

type Credentials = v.InferOutput<NonNullable<(typeof staffEndpoints)['login']['body']>>

/** Why a sign-in failed, for the audit log only: the answer is the same INVALID_CREDENTIALS whatever it was. */
type Failure = 'unknown-email' | 'password' | 'disabled' | 'code' | 'passkey'

/** The staff member of a row as the audit log names them, outside any session (signing in, taking up an invitation). */
export const staffActorOf = (row: Pick<StaffRow, 'id' | 'email' | 'name' | 'role'>): StaffActor => ({
  kind: 'staff',
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  sessionTokenHash: '',
  sessionId: '',
  sessionUserAgent: null,
  recentlyProved: false,
})

/**
 * POST /admin/login: email, password and a code (TOTP or recovery) or a passkey's answer (decision 88) in one call. Each
 * attempt is counted as a failure before anything is checked (reserveStaffAttempt: for the address, and for the
 * account or the device the staff member signed in on before, decision 101) and given back when it succeeds. An
 * unknown email, a wrong password, a disabled account, a wrong, reused or replayed code and a passkey not the
 * account's all cost a password check and answer the same INVALID_CREDENTIALS; the audit log keeps which it was, with
 * the email masked. A sign-in answers a device token besides the session, the one it came with when that was the
 * account's.
 */
export async function staffLogIn(db: Database, credentials: Credentials, device: StaffDevice, options: StaffOptions) {
  const account = await staffByEmail(db, credentials.email)
  const knownDevice = await knownStaffDevice(db, credentials.deviceToken, account)
  const attempt = await reserveStaffAttempt(db, { clientIp: device.clientIp, account: credentials.email, knownDevice }, options)
  const now = staffNow(options)
  let outcome:
    | { failure: Failure; account?: StaffRow }
    | { session: { accessToken: string; expiresAt: string }; account: StaffRow }
  try {
    outcome = await attemptSignIn(db, account, credentials, device, now, options)
  } catch (error) {
    await attempt.release()
    throw error
  }
  if ('failure' in outcome) {
    await recordAudit(db, { kind: 'anonymous', email: maskEmail(credentials.email) ?? undefined }, device.clientIp, {
      action: 'staff.sign-in-failed',
      targetType: outcome.account ? 'staff' : undefined,
      targetId: outcome.account?.id,
      detail: { reason: outcome.failure },
    })
    siteMetrics().signInFailures.inc({ who: 'staff' })
    throw new ApiError('INVALID_CREDENTIALS')
  }
  await attempt.release()
  const deviceToken = knownDevice ?? (await issueDeviceToken(db, { staff: outcome.account.id }))
  return { ...outcome.session, deviceToken }
}

/** The device token, when this deployment issued it to this account; anything else is an unknown device. */
export async function knownStaffDevice(db: Database, token: string | undefined, account: Pick<StaffRow, 'id'> | undefined) {
  return account && (await isDeviceOf(db, token, { staff: account.id })) ? token : undefined
}

async function attemptSignIn(
  db: Database,
  account: StaffRow | undefined,
  credentials: Credentials,
  device: StaffDevice,
  now: Date,
  options: StaffOptions,
) {
  if (!account) {
    await verifyAgainstDummy(credentials.password)
    return { failure: 'unknown-email' as const }
  }
  if (!(await verifyPassword(credentials.password, account.passwordHash))) return { failure: 'password' as const, account }
  if (account.status !== 'active') return { failure: 'disabled' as const, account }
  if (credentials.passkey) return signInWithStaffPasskey(db, account, credentials.passkey, device, options)
  const match = await matchStaffCode(db, account, credentials.code ?? '', now)
  if (!match) return { failure: 'code' as const, account }
  const session = await db.transaction(async (tx) => {
    if (!(await spendStaffCode(tx, account.id, match, now))) return undefined
    const started = await startSignedInSession(tx, account, device, now)
    await recordAudit(tx, staffActorOf(account), device.clientIp, {
      action: 'staff.sign-in',
      targetType: 'staff',
      targetId: account.id,
      detail: { secondFactor: match.kind },
    })
    return started
  })
  return session ? { session, account } : { failure: 'code' as const, account }
}

/** A passkey of the account's own as its second factor (decision 88), audited as staff.passkey-sign-in. */
async function signInWithStaffPasskey(
  db: Database,
  account: StaffRow,
  answer: NonNullable<Credentials['passkey']>,
  device: StaffDevice,
  options: StaffOptions,
) {
  const passkey = await staffPasskeyProof(db, account, answer, options)
  if (!passkey) return { failure: 'passkey' as const, account }
  const now = staffNow(options)
  const session = await db.transaction(async (tx) => {
    const started = await startSignedInSession(tx, account, device, now)
    await recordAudit(tx, staffActorOf(account), device.clientIp, {
      action: 'staff.passkey-sign-in',
      targetType: 'staff',
      targetId: account.id,
      detail: { name: passkey.name },
    })
    return started
  })
  return { session, account }
}

async function startSignedInSession(tx: Database, account: StaffRow, device: StaffDevice, now: Date) {
  const started = await startStaffSession(tx, account.id, now, device)
  await tx.update(staffAccounts).set({ lastSignInAt: now }).where(eq(staffAccounts.id, account.id))
  return started
}
