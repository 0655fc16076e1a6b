import { randomUUID } from 'node:crypto'
import { and, desc, eq, gt, isNull } from 'drizzle-orm'
import type { StaffRole } from '~/api/contract/staff-roles'
import type { Locale } from '~/i18n/locales'
import { recordAudit } from '../audit/audit-log'
import { maskEmail } from '../audit/mask'
import type { Database } from '../db/database.server'
import { staffAccounts, staffInvitations } from '../db/staff-schema'
import { ApiError } from '../http/api-error'
import { queueMails } from '../mail/queue-mails'
import { assertNewPasswordAcceptable } from '../sign-in/new-password-policy'
import { newOpaqueToken, sha256Hex } from '../sign-in/opaque-token'
import { openTotpKey, sealTotpKey } from '../sign-in/second-factor/sealed-secret'
import { matchingTimeStep, totpKeyUri } from '../sign-in/second-factor/totp'
import { issueDeviceToken } from '../sign-in/sign-in-device'
import { createStaffAccount, reinstateStaffAccount, staffSecretsFor } from './staff-accounts'
import type { StaffMemberActor } from './staff-actor'
import { composeInvitationMail, invitationLink, staffMailLocale } from './staff-invitation-mail'
import { type StaffOptions, staffNow } from './staff-options'
import { staffByEmail } from './staff-records'
import { newSealedKey, staffIssuer } from './staff-second-factor'
import { type StaffDevice, startStaffSession } from './staff-sessions'
import { staffActorOf } from './staff-sign-in'
import { reserveStaffAttempt } from './staff-sign-in-limit'

/** How long an invitation link works (issue 23). */
export const INVITATION_HOURS = 72
const HOUR_MS = 60 * 60_000

/**
 * POST /admin/staff/invitations: a one-time link (256 bits; only its SHA-256 kept) valid 72 hours, mailed through the
 * outbox in the same transaction, in Korean or English; the mail's text is cleared once sent and it is never sent
 * after the link expired. An earlier open invitation of the same email stops working (`replaced`). 409 EMAIL_TAKEN for
 * an active staff account; a disabled one's person may be invited again.
 */
export async function inviteStaff(
  db: Database,
  body: { email: string; name: string; role: StaffRole },
  request: { actor: StaffMemberActor; clientIp: string | undefined; locale: Locale },
  options: StaffOptions,
) {
  // A disabled account's person may be invited again: taking the invitation up gives the account back.
  if ((await staffByEmail(db, body.email))?.status === 'active') throw new ApiError('EMAIL_TAKEN')
  const token = newOpaqueToken()
  const now = staffNow(options)
  const expiresAt = new Date(now.getTime() + INVITATION_HOURS * HOUR_MS)
  const locale = staffMailLocale(request.locale)
  const mail = composeInvitationMail(
    {
      to: body.email,
      name: body.name,
      role: body.role,
      inviter: request.actor.name,
      locale,
      brandName: options.brandName,
    },
    invitationLink(options.siteUrl, token, locale),
    INVITATION_HOURS,
  )
  const replaced = await db.transaction(async (tx) => {
    const earlier = await tx
      .delete(staffInvitations)
      .where(and(eq(staffInvitations.email, body.email), isNull(staffInvitations.acceptedAt)))
      .returning({ tokenHash: staffInvitations.tokenHash })
    await tx.insert(staffInvitations).values({
      tokenHash: sha256Hex(token),
      email: body.email,
      name: body.name,
      role: body.role,
      invitedBy: request.actor.id,
      createdAt: now,
      expiresAt,
    })
    await queueMails(tx, [{ ...mail, voidAfter: expiresAt }])
    await recordAudit(tx, request.actor, request.clientIp, {
      action: 'staff.invite',
      targetType: 'staff-invitation',
      after: { email: maskEmail(body.email), role: body.role },
      ...(earlier.length > 0 && { detail: { replacedEarlier: true } }),
    })
    return earlier.length > 0
  })
  return { email: body.email, expiresAt: expiresAt.toISOString(), replaced }
}

/** GET /admin/staff/invitations: the invitations not taken up yet, expired ones too, newest first (200 at most). */
export async function pendingInvitations(db: Database) {
  const rows = await db
    .select({
      email: staffInvitations.email,
      name: staffInvitations.name,
      role: staffInvitations.role,
      invitedBy: staffAccounts.name,
      createdAt: staffInvitations.createdAt,
      expiresAt: staffInvitations.expiresAt,
    })
    .from(staffInvitations)
    .leftJoin(staffAccounts, eq(staffAccounts.id, staffInvitations.invitedBy))
    .where(isNull(staffInvitations.acceptedAt))
    .orderBy(desc(staffInvitations.createdAt), staffInvitations.email)
    .limit(200)
  return {
    items: rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
    })),
  }
}

/** POST /admin/staff/invitations/revoke: the email's waiting invitation is deleted, its link dead at once; 404 if none. */
export async function revokeInvitation(
  db: Database,
  email: string,
  request: { actor: StaffMemberActor; clientIp: string | undefined },
) {
  await db.transaction(async (tx) => {
    const [revoked] = await tx
      .delete(staffInvitations)
      .where(and(eq(staffInvitations.email, email), isNull(staffInvitations.acceptedAt)))
      .returning({ role: staffInvitations.role })
    if (!revoked) throw new ApiError('NOT_FOUND')
    await recordAudit(tx, request.actor, request.clientIp, {
      action: 'staff.invitation-revoked',
      targetType: 'staff-invitation',
      before: { email: maskEmail(email), role: revoked.role },
    })
  })
  return { revoked: true as const }
}

const liveInvitation = (tokenHash: string, now: Date) =>
  and(eq(staffInvitations.tokenHash, tokenHash), isNull(staffInvitations.acceptedAt), gt(staffInvitations.expiresAt, now))

/**
 * The open invitation of a token, or 404 (unknown, used, expired, replaced, or its email became an active staff
 * account meanwhile).
 */
async function openInvitation(db: Database, token: string, now: Date) {
  const tokenHash = sha256Hex(token)
  const [invitation] = await db.select().from(staffInvitations).where(liveInvitation(tokenHash, now))
  if (!invitation || (await staffByEmail(db, invitation.email))?.status === 'active') throw new ApiError('NOT_FOUND')
  return invitation
}

/**
 * GET /admin/invitations/:token: the invitation, with the TOTP key to scan. The key is made when the link is first
 * opened and kept sealed (bound to the token's hash) until the account is created, so opening it again shows the same.
 */
export async function viewInvitation(db: Database, token: string, options: StaffOptions) {
  const invitation = await openInvitation(db, token, staffNow(options))
  let sealed = invitation.pendingTotpSecret
  if (!sealed) {
    const fresh = await newSealedKey(db, invitation.tokenHash, invitation.email, options.brandName)
    const [stored] = await db
      .update(staffInvitations)
      .set({ pendingTotpSecret: fresh.sealed })
      .where(and(eq(staffInvitations.tokenHash, invitation.tokenHash), isNull(staffInvitations.pendingTotpSecret)))
      .returning({ sealed: staffInvitations.pendingTotpSecret })
    // Opened twice at once: the first key stored is the one both show.
    sealed = stored?.sealed ?? (await openInvitation(db, token, staffNow(options))).pendingTotpSecret
  }
  if (!sealed) throw new ApiError('NOT_FOUND')
  const key = await openTotpKey(db, invitation.tokenHash, sealed)
  return {
    email: invitation.email,
    name: invitation.name,
    role: invitation.role,
    otpauthUri: totpKeyUri(staffIssuer(options.brandName), invitation.email, key),
    expiresAt: invitation.expiresAt.toISOString(),
  }
}

/**
 * POST /admin/invitations/:token: the invitee's password (the members' rules) and a current code of the key shown,
 * which proves it was scanned. Each try counts as a failed sign-in for the address and the invitation; a wrong code
 * answers CODE_MISMATCH. A right one spends the invitation, creates the account (the key sealed anew for its id),
 * signs it in and answers its ten recovery codes, once, and a device token for the browser, as a sign-in does.
 */
export async function acceptInvitation(
  db: Database,
  token: string,
  body: { password: string; code: string },
  device: StaffDevice,
  options: StaffOptions,
) {
  const invitation = await openInvitation(db, token, staffNow(options))
  await assertNewPasswordAcceptable(body.password, invitation, 'password', options.passwordContextWords)
  const attempt = await reserveStaffAttempt(db, { clientIp: device.clientIp, account: invitation.email }, options)
  let answer: Awaited<ReturnType<typeof accept>>
  try {
    answer = await accept(db, invitation, body, device, options)
  } catch (error) {
    await attempt.release()
    throw error
  }
  if (!answer) throw new ApiError('CODE_MISMATCH')
  await attempt.release()
  const { staffId, ...accepted } = answer
  return { ...accepted, deviceToken: await issueDeviceToken(db, { staff: staffId }) }
}

async function accept(
  db: Database,
  invitation: typeof staffInvitations.$inferSelect,
  body: { password: string; code: string },
  device: StaffDevice,
  options: StaffOptions,
) {
  const now = staffNow(options)
  if (!invitation.pendingTotpSecret) return undefined
  const key = await openTotpKey(db, invitation.tokenHash, invitation.pendingTotpSecret)
  const step = matchingTimeStep(key, body.code.replace(/\s/g, ''), now, null)
  if (step === undefined) return undefined
  const secrets = await staffSecretsFor(body.password)
  return db.transaction(async (tx) => {
    const [spent] = await tx
      .update(staffInvitations)
      .set({ acceptedAt: now })
      .where(liveInvitation(invitation.tokenHash, now))
      .returning({ tokenHash: staffInvitations.tokenHash })
    if (!spent) throw new ApiError('NOT_FOUND')
    const disabled = await staffByEmail(tx, invitation.email)
    if (disabled?.status === 'active') throw new ApiError('NOT_FOUND')
    const id = disabled?.id ?? randomUUID()
    const account = { id, email: invitation.email, name: invitation.name, role: invitation.role }
    const credentials = {
      ...secrets,
      sealedKey: await sealTotpKey(tx, id, key),
      totpLastStep: step,
      signedInAt: now,
    }
    const { recoveryCodes } = disabled
      ? await reinstateStaffAccount(tx, { ...account, ...credentials }, options)
      : await createStaffAccount(tx, { ...account, ...credentials }, options)
    const session = await startStaffSession(tx, id, now, device)
    await recordAudit(tx, staffActorOf(account), device.clientIp, {
      action: 'staff.invitation-accepted',
      targetType: 'staff',
      targetId: id,
      ...(disabled && { before: { role: disabled.role, status: 'disabled' } }),
      after: { email: maskEmail(invitation.email), role: invitation.role, status: 'active' },
      detail: { invitedBy: invitation.invitedBy },
    })
    return { ...session, recoveryCodes, staffId: id }
  })
}
