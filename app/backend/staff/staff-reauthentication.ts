import type * as v from 'valibot'
import type { staffSessionEndpoints } from '~/api/contract/staff-session-endpoints'
import { recordAudit } from '../audit/audit-log'
import type { Database } from '../db/database.server'
import { ApiError } from '../http/api-error'
import { verifyPassword } from '../sign-in/password-hash'
import type { StaffMemberActor } from './staff-actor'
import { type StaffOptions, staffNow } from './staff-options'
import { staffPasskeyProof } from './staff-passkeys'
import { type StaffRow, staffById } from './staff-records'
import { matchStaffCode, spendStaffCode } from './staff-second-factor'
import { endStaffSession, type StaffDevice, startStaffSession } from './staff-sessions'
import { knownStaffDevice } from './staff-sign-in'
import { reserveStaffAttempt } from './staff-sign-in-limit'

type Proof = v.InferOutput<NonNullable<(typeof staffSessionEndpoints)['proveAgain']['body']>>

/**
 * POST /admin/me/proof: the password and a code (or a passkey, decision 88) again, before a sensitive action. Counted
 * as a sign-in attempt (reserveStaffAttempt: the same limits per address, and per account or per known device, decision
 * 101) and given back when right. A wrong password, or a wrong, used or replayed code, answers WRONG_PASSWORD (403, not
 * 401: the session itself is still good) and is audited. Right, this session ends and a new one starts for the same
 * browser, proved now (ASVS 7.2.4).
 */
export async function proveStaffAgain(
  db: Database,
  actor: StaffMemberActor,
  proof: Proof,
  device: StaffDevice,
  options: StaffOptions,
) {
  const knownDevice = await knownStaffDevice(db, proof.deviceToken, actor)
  const attempt = await reserveStaffAttempt(db, { clientIp: device.clientIp, account: actor.email, knownDevice }, options)
  const now = staffNow(options)
  const account = await staffById(db, actor.id)
  const passwordRight = await verifyPassword(proof.password, account.passwordHash)
  const factor = passwordRight ? await secondFactorOf(db, account, proof, now, options) : undefined
  const session =
    factor &&
    (await db.transaction(async (tx) => {
      if (factor.kind !== 'passkey' && !(await spendStaffCode(tx, account.id, factor, now))) return undefined
      await endStaffSession(tx, actor.sessionTokenHash, now)
      const started = await startStaffSession(tx, account.id, now, device)
      await recordAudit(tx, actor, device.clientIp, {
        action: 'staff.reauthenticated',
        targetType: 'staff',
        targetId: actor.id,
        detail: { secondFactor: factor.kind },
      })
      return started
    }))
  if (!session) {
    await recordAudit(db, actor, device.clientIp, {
      action: 'staff.reauthentication-failed',
      targetType: 'staff',
      targetId: actor.id,
      detail: { reason: passwordRight ? (proof.passkey ? 'passkey' : 'code') : 'password' },
    })
    throw new ApiError('WRONG_PASSWORD')
  }
  await attempt.release()
  return session
}

/** The second factor of a proof: a code of the account's (to spend with the session), or one of its passkeys (spent already). */
async function secondFactorOf(db: Database, account: StaffRow, proof: Proof, now: Date, options: StaffOptions) {
  if (!proof.passkey) return matchStaffCode(db, account, proof.code ?? '', now)
  const passkey = await staffPasskeyProof(db, account, proof.passkey, options)
  return passkey ? { kind: 'passkey' as const } : undefined
}
