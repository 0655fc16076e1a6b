import { randomUUID } from 'node:crypto'
import { and, asc, eq, sql } from 'drizzle-orm'
import type { StaffRole } from '~/api/contract/staff-roles'
import type { Locale } from '~/i18n/locales'
import { recordAudit } from '../audit/audit-log'
import { maskEmail } from '../audit/mask'
import type { Database } from '../db/database.server'
import { staffAccounts } from '../db/staff-schema'
import { ApiError } from '../http/api-error'
import { assertNewPasswordAcceptable } from '../sign-in/new-password-policy'
import { hashPassword } from '../sign-in/password-hash'
import {
  type NewRecoveryCodes,
  newRecoveryCodes,
  replaceRecoveryCodes,
  staffRecoveryCodeStore,
} from '../sign-in/second-factor/recovery-codes'
import type { StaffActor } from './staff-actor'
import { type StaffOptions, staffNow } from './staff-options'
import { isUniqueViolation, staffByEmail, staffById, toStaffMember } from './staff-records'
import { newSealedKey, replaceStaffSecondFactor } from './staff-second-factor'
import { noteStaffSecurityChange } from './staff-security-notice'
import { endAllStaffSessions } from './staff-sessions'

interface Audited {
  actor: StaffActor
  clientIp: string | undefined
}

export async function listStaff(db: Database) {
  const rows = await db.select().from(staffAccounts).orderBy(asc(staffAccounts.createdAt), asc(staffAccounts.email))
  return { items: rows.map(toStaffMember) }
}

/** The name of an account added without one: the email's local part. */
const defaultName = (email: string) => email.split('@')[0] || email

export interface NewStaff {
  email: string
  name: string
  role: StaffRole
}

/**
 * A new account's password hash and recovery codes, made before the transaction that stores them: eleven Argon2id
 * hashes take a tenth of a second or more, and on PGlite's one connection an open transaction holds every request.
 */
export interface StaffSecrets {
  passwordHash: string
  recoveryCodes: NewRecoveryCodes
}

export async function staffSecretsFor(password: string): Promise<StaffSecrets> {
  const [passwordHash, recoveryCodes] = await Promise.all([hashPassword(password), newRecoveryCodes()])
  return { passwordHash, recoveryCodes }
}

/**
 * Creates an active account with its password and second factor in one transaction (the caller checked the password
 * against the policy and hashed it): its TOTP key sealed for its id, ten recovery codes. 409 EMAIL_TAKEN for an
 * existing email.
 */
export async function createStaffAccount(
  tx: Database,
  account: NewStaff & StaffSecrets & { id?: string; sealedKey?: string; totpLastStep?: number; signedInAt?: Date },
  options: StaffOptions,
) {
  const id = account.id ?? randomUUID()
  const now = staffNow(options)
  const key = account.sealedKey ? undefined : await newSealedKey(tx, id, account.email, options.brandName)
  try {
    await tx.insert(staffAccounts).values({
      id,
      email: account.email,
      name: account.name,
      role: account.role,
      passwordHash: account.passwordHash,
      totpSecret: account.sealedKey ?? key?.sealed ?? '',
      totpLastStep: account.totpLastStep ?? null,
      createdAt: now,
      updatedAt: now,
      lastSignInAt: account.signedInAt ?? null,
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError('EMAIL_TAKEN')
    throw error
  }
  const recoveryCodes = await replaceRecoveryCodes(tx, staffRecoveryCodeStore, id, account.recoveryCodes, now)
  return { id, otpauthUri: key?.otpauthUri ?? '', recoveryCodes }
}

/**
 * Gives a disabled account back to the person invited again under its email: the invitation's name and role, a new
 * password and second factor (its TOTP key sealed for the account's id), ten new recovery codes, active again, its
 * version moved on. Any session it still had ends.
 */
export async function reinstateStaffAccount(
  tx: Database,
  account: StaffSecrets & {
    id: string
    name: string
    role: StaffRole
    sealedKey: string
    totpLastStep: number
    signedInAt: Date
  },
  options: StaffOptions,
) {
  const now = staffNow(options)
  await tx
    .update(staffAccounts)
    .set({
      name: account.name,
      role: account.role,
      status: 'active',
      passwordHash: account.passwordHash,
      totpSecret: account.sealedKey,
      totpLastStep: account.totpLastStep,
      lastSignInAt: account.signedInAt,
      updatedAt: now,
      version: sql`${staffAccounts.version} + 1`,
    })
    .where(and(eq(staffAccounts.id, account.id), eq(staffAccounts.status, 'disabled')))
  await endAllStaffSessions(tx, account.id, now)
  const recoveryCodes = await replaceRecoveryCodes(tx, staffRecoveryCodeStore, account.id, account.recoveryCodes, now)
  return { recoveryCodes }
}

/** POST /admin/staff: an account ready to sign in (the command line's `add`); its key and codes are answered once. */
export async function addStaff(
  db: Database,
  body: { email: string; name?: string; role: StaffRole; password: string },
  { actor, clientIp }: Audited,
  options: StaffOptions,
) {
  const name = body.name ?? defaultName(body.email)
  await assertNewPasswordAcceptable(body.password, { email: body.email, name }, 'password', options.passwordContextWords)
  if (await staffByEmail(db, body.email)) throw new ApiError('EMAIL_TAKEN')
  const secrets = await staffSecretsFor(body.password)
  return db.transaction(async (tx) => {
    const created = await createStaffAccount(tx, { email: body.email, role: body.role, name, ...secrets }, options)
    await recordAudit(tx, actor, clientIp, {
      action: 'staff.add',
      targetType: 'staff',
      targetId: created.id,
      after: { email: maskEmail(body.email), role: body.role, status: 'active' },
    })
    return created
  })
}

/** What an account looks like for the rule of the last admin. */
const isActiveAdmin = (row: { role: string; status: string }) => row.role === 'admin' && row.status === 'active'

/**
 * PATCH /admin/staff/:id: another role, disabled (its sessions end) or active again, if `version` is still the
 * record's (409 STALE_RECORD otherwise). An admin cannot disable or demote themself, and the last active admin cannot
 * be disabled or demoted (409): the other active admins are locked for the transaction, so two admins demoting each
 * other at once cannot leave none.
 */
export async function updateStaff(
  db: Database,
  id: string,
  body: { role?: StaffRole; status?: 'active' | 'disabled'; version: number },
  { actor, clientIp }: Audited,
  options: StaffOptions,
) {
  return db.transaction(async (tx) => {
    const current = await staffById(tx, id)
    const next = { role: body.role ?? current.role, status: body.status ?? current.status }
    if (current.version !== body.version) throw new ApiError('STALE_RECORD')
    if (next.role === current.role && next.status === current.status) return toStaffMember(current)
    if (isActiveAdmin(current) && !isActiveAdmin(next)) {
      if (actor.kind === 'staff' && actor.id === id) throw new ApiError('OWN_STAFF_ACCESS')
      // Every active admin, locked in one order: a parallel change of another admin waits, then sees this one's.
      const admins = await tx
        .select({ id: staffAccounts.id })
        .from(staffAccounts)
        .where(and(eq(staffAccounts.role, 'admin'), eq(staffAccounts.status, 'active')))
        .orderBy(asc(staffAccounts.id))
        .for('update')
      if (!admins.some((admin) => admin.id !== id)) throw new ApiError('LAST_ADMIN')
    }
    const now = staffNow(options)
    const [updated] = await tx
      .update(staffAccounts)
      .set({ ...next, version: sql`${staffAccounts.version} + 1`, updatedAt: now })
      .where(and(eq(staffAccounts.id, id), eq(staffAccounts.version, body.version)))
      .returning()
    if (!updated) throw new ApiError('STALE_RECORD')
    if (updated.status === 'disabled') await endAllStaffSessions(tx, id, now)
    await recordAudit(tx, actor, clientIp, {
      action: 'staff.update',
      targetType: 'staff',
      targetId: id,
      before: { role: current.role, status: current.status },
      after: { role: updated.role, status: updated.status },
    })
    return toStaffMember(updated)
  })
}

/**
 * POST /admin/staff/:id/second-factor/reset: for a staff member who lost their authenticator, a new key and ten new
 * recovery codes (the old ones stop working), answered once; their sessions end, and they are told by mail (decision
 * 95), in the language of the admin's console.
 */
export async function resetStaffSecondFactor(
  db: Database,
  id: string,
  { actor, clientIp, locale }: Audited & { locale: Locale },
  options: StaffOptions,
) {
  const fresh = await newRecoveryCodes()
  return db.transaction(async (tx) => {
    const account = await staffById(tx, id)
    const now = staffNow(options)
    const setUp = await replaceStaffSecondFactor(tx, account, fresh, options.brandName, now)
    await tx
      .update(staffAccounts)
      .set({ version: sql`${staffAccounts.version} + 1`, updatedAt: now })
      .where(eq(staffAccounts.id, id))
    await endAllStaffSessions(tx, id, now)
    await recordAudit(tx, actor, clientIp, { action: 'staff.second-factor-reset', targetType: 'staff', targetId: id })
    await noteStaffSecurityChange(tx, account, { kind: 'second-factor-reset', at: now, locale }, options)
    return setUp
  })
}
