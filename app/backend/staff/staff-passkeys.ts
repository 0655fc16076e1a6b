import type * as v from 'valibot'
import type { authenticationResponseSchema, registerPasskeyBody, renamePasskeyBody } from '~/api/contract/passkey-endpoints'
import type { Locale } from '~/i18n/locales'
import { rateLimitKeyOfIp } from '~/server/http/client-address'
import { recordAudit } from '../audit/audit-log'
import type { Database } from '../db/database.server'
import { ApiError } from '../http/api-error'
import { assertWithinRateLimit } from '../security/rate-limit'
import {
  authenticationOptions,
  registrationOptions,
  verifiedAuthentication,
  verifiedRegistration,
} from '../sign-in/passkeys/passkey-ceremonies'
import {
  deletePasskey,
  insertPasskey,
  type PasskeyRow,
  passkeysOf,
  renamePasskey,
  toPasskey,
} from '../sign-in/passkeys/passkey-records'
import { passkeySiteOf } from '../sign-in/passkeys/passkey-site'
import type { StaffMemberActor } from './staff-actor'
import { type StaffOptions, staffCountAt, staffNow } from './staff-options'
import type { StaffRow } from './staff-records'
import { noteStaffSecurityChange } from './staff-security-notice'

type PasskeyAnswer = v.InferOutput<typeof authenticationResponseSchema>

/** Challenges one address may ask for in a minute, as a multiple of its failed sign-ins (each is a row). */
const CHALLENGES_PER_FAILURE = 6

const siteOf = (options: StaffOptions) => passkeySiteOf(options.siteUrl, options.brandName)
const ownerOf = (actor: Pick<StaffMemberActor, 'id'>) => ({ staffId: actor.id })

export async function listOwnPasskeys(db: Database, actor: StaffMemberActor) {
  return { items: (await passkeysOf(db, ownerOf(actor))).map(toPasskey) }
}

/** POST /admin/me/passkeys/options: counted per staff member as members are (registrationOptions' limit). */
export function ownPasskeyOptions(db: Database, actor: StaffMemberActor, options: StaffOptions) {
  const user = { name: actor.email, displayName: actor.name }
  const moment = { now: staffNow(options), countAt: staffCountAt(options) }
  return registrationOptions(db, siteOf(options), ownerOf(actor), user, 'staff-registration', moment)
}

/** A new passkey of the caller's, kept, audited (staff.passkey-added) and noticed by mail in one transaction. */
export async function registerOwnPasskey(
  db: Database,
  actor: StaffMemberActor,
  body: v.InferOutput<typeof registerPasskeyBody>,
  { clientIp, locale }: { clientIp: string | undefined; locale: Locale },
  options: StaffOptions,
) {
  const now = staffNow(options)
  const credential = await verifiedRegistration(db, siteOf(options), ownerOf(actor), body.response, 'staff-registration', now)
  const row = await db.transaction(async (tx) => {
    const kept = await insertPasskey(tx, ownerOf(actor), credential, body.name, now)
    await recordAudit(tx, actor, clientIp, {
      action: 'staff.passkey-added',
      targetType: 'staff',
      targetId: actor.id,
      detail: { name: body.name },
    })
    const change = { kind: 'passkey-added', subject: body.name, at: now, locale, userAgent: actor.sessionUserAgent } as const
    await noteStaffSecurityChange(tx, actor, change, options)
    return kept
  })
  return toPasskey(row)
}

/**
 * Renames one of the caller's passkeys (another's: NOT_FOUND), audited (staff.passkey-renamed, its name before and
 * after).
 */
export async function renameOwnPasskey(
  db: Database,
  actor: StaffMemberActor,
  id: string,
  body: v.InferOutput<typeof renamePasskeyBody>,
  clientIp: string | undefined,
) {
  const row = await db.transaction(async (tx) => {
    const { previousName, row } = await renamePasskey(tx, ownerOf(actor), id, body.name)
    await recordAudit(tx, actor, clientIp, {
      action: 'staff.passkey-renamed',
      targetType: 'staff',
      targetId: actor.id,
      before: { name: previousName },
      after: { name: body.name },
    })
    return row
  })
  return toPasskey(row)
}

/** Removes one of the caller's passkeys (another's: NOT_FOUND), audited (staff.passkey-removed) and noticed by mail. */
export async function removeOwnPasskey(
  db: Database,
  actor: StaffMemberActor,
  id: string,
  { clientIp, locale }: { clientIp: string | undefined; locale: Locale },
  options: StaffOptions,
) {
  await db.transaction(async (tx) => {
    const removed = await deletePasskey(tx, ownerOf(actor), id)
    await recordAudit(tx, actor, clientIp, {
      action: 'staff.passkey-removed',
      targetType: 'staff',
      targetId: actor.id,
      detail: { name: removed.name },
    })
    const change = {
      kind: 'passkey-removed',
      subject: removed.name,
      at: staffNow(options),
      locale,
      userAgent: actor.sessionUserAgent,
    } as const
    await noteStaffSecurityChange(tx, actor, change, options)
  })
  return { removed: true as const }
}

/** POST /admin/login/passkey-options: counted per address, then a challenge naming no account. */
export async function staffPasskeyChallenge(db: Database, clientIp: string | undefined, options: StaffOptions) {
  const rule = {
    bucket: 'staff-passkey-challenge-ip',
    key: rateLimitKeyOfIp(clientIp),
    limit: options.signInFailureLimit * CHALLENGES_PER_FAILURE,
    windowSeconds: 60,
  }
  await assertWithinRateLimit(db, rule, staffCountAt(options))
  return authenticationOptions(db, siteOf(options), 'staff-sign-in', staffNow(options))
}

/**
 * Whether a passkey's answer proves the second factor of `account`: a challenge of staffPasskeyChallenge, one of the
 * account's own passkeys, verified by its owner. Answers the passkey, or undefined (the caller says what failed).
 */
export async function staffPasskeyProof(
  db: Database,
  account: Pick<StaffRow, 'id'>,
  answer: PasskeyAnswer,
  options: StaffOptions,
): Promise<PasskeyRow | undefined> {
  try {
    return await verifiedAuthentication(
      db,
      siteOf(options),
      answer,
      'staff-sign-in',
      (passkey) => passkey.staffId === account.id,
      staffNow(options),
    )
  } catch (error) {
    if (error instanceof ApiError && error.code === 'PASSKEY_REFUSED') return undefined
    throw error
  }
}
