import * as v from 'valibot'
import { defineEndpoint } from './endpoint'
import { wholeNumber } from './numbers'
import { handlings } from './personal-data'
import {
  deviceTokenSchema,
  emailSchema,
  givenPasswordSchema,
  nameLimits,
  newPasswordSchema,
  secondFactorCodeSchema,
} from './sign-in-endpoints'
import {
  oneSecondFactor,
  staffPasskeyEndpoints,
  staffSecondFactorBodyBytes,
  staffSecondFactorEntries,
} from './staff-passkey-endpoints'
import { adminOnlyRoles, staffRoles } from './staff-roles'
import { staffPasswordResetEndpoints } from './staff-self-service-endpoints'

/**
 * Staff accounts and their sign-in (issue 23). Staff are not members: their own table, sessions and tokens. A staff
 * token goes in `authorization: Bearer <token>` and carries its staff member's role; ADMIN_TOKEN, the machine
 * credential, makes the calls marked `machine` (the staff command line). Refusals: 401 UNAUTHORIZED without a live staff session (idle 30 minutes,
 * absolute 12 hours), 403 FORBIDDEN for a role the call does not name, 409 STALE_RECORD when the record changed since
 * it was read (its `version`), 429 RATE_LIMITED for too many sign-ins.
 */

const KiB = 1024
const timestamp = v.pipe(v.string(), v.isoTimestamp())
const staffName = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(nameLimits.maxLength))
const version = wholeNumber()
/** The token of an invitation link: 43 base64url characters (256 bits). */
const invitationToken = v.pipe(v.string(), v.regex(/^[\w-]{20,128}$/))
const staffId = v.pipe(v.string(), v.uuid())

export const staffStatuses = ['active', 'disabled'] as const
/** A staff member's role, wherever the contract names one. */
const staffRole = v.picklist(staffRoles)

export const staffSessionSchema = v.object({
  accessToken: v.pipe(v.string(), v.minLength(22), v.maxLength(256)),
  expiresAt: timestamp,
})

export const staffMemberSchema = v.object({
  id: v.string(),
  email: v.string(),
  name: v.string(),
  role: staffRole,
  status: v.picklist(staffStatuses),
  createdAt: timestamp,
  lastSignInAt: v.nullable(timestamp),
  version,
})
export type StaffMember = v.InferOutput<typeof staffMemberSchema>

/** An invitation not taken up yet (expired ones too, until replaced or revoked): one per email at most. */
export const pendingInvitationSchema = v.object({
  email: v.string(),
  name: v.string(),
  role: staffRole,
  /** The admin who sent it, by name; null once that account is gone. */
  invitedBy: v.nullable(v.string()),
  createdAt: timestamp,
  expiresAt: timestamp,
})
export type PendingInvitation = v.InferOutput<typeof pendingInvitationSchema>

/** What a new second factor gives, once: the key to scan (otpauth://) and ten single-use recovery codes. */
const secondFactorSetUp = v.object({
  otpauthUri: v.pipe(v.string(), v.startsWith('otpauth://totp/')),
  recoveryCodes: v.array(v.string()),
})

export const auditEntrySchema = v.object({
  id: v.number(),
  at: timestamp,
  actorKind: v.picklist(['staff', 'machine', 'anonymous']),
  actorId: v.nullable(v.string()),
  actorEmail: v.nullable(v.string()),
  action: v.string(),
  targetType: v.nullable(v.string()),
  targetId: v.nullable(v.string()),
  /**
   * The subject by name where the log can tell it (none once deleted), in Korean: a content item's title as the console
   * lists it, a spec sheet's product's (its id is `product/locale`), a document's name (its id is `type/locale` or `type`);
   * a member's name masked as the members section lists them (`김*수`).
   */
  subjectName: v.optional(v.string()),
  /** The subjects a list showed (`detail.subjects`) by name, by id, where the log can tell them: members' names masked. */
  shownNames: v.optional(v.record(v.string(), v.string())),
  clientIp: v.nullable(v.string()),
  /**
   * What the entry's action does to members', inquirers' or sample requesters' personal data (view, change, input,
   * delete, print, download): an access record of PIPA's art. 8 (docs/decisions/0109). Absent for other actions.
   */
  handling: v.optional(v.picklist(handlings)),
  before: v.nullable(v.unknown()),
  after: v.nullable(v.unknown()),
  detail: v.nullable(v.unknown()),
})
export type AuditEntry = v.InferOutput<typeof auditEntrySchema>

export const staffEndpoints = {
  /**
   * Email, password and the second factor's code (TOTP or a recovery code) in one call: a wrong one of the three
   * answers the same 401 INVALID_CREDENTIALS and counts as a failure for the address and the account, or for the
   * device when `deviceToken` is one the account signed in on before (decision 101). A sign-in answers the device's
   * token (optional both ways: a backend may ignore it).
   */
  login: defineEndpoint({
    method: 'POST',
    path: '/admin/login',
    body: v.pipe(
      v.object({
        email: emailSchema,
        password: givenPasswordSchema,
        ...staffSecondFactorEntries,
        deviceToken: v.optional(deviceTokenSchema),
      }),
      oneSecondFactor(),
    ),
    maxBodyBytes: staffSecondFactorBodyBytes,
    data: v.object({ ...staffSessionSchema.entries, deviceToken: v.optional(deviceTokenSchema) }),
  }),
  /** Ends the caller's own session. */
  logout: defineEndpoint({
    method: 'POST',
    path: '/admin/logout',
    body: v.object({}),
    maxBodyBytes: KiB,
    data: v.object({ signedOut: v.literal(true) }),
    roles: staffRoles,
  }),
  /** Who the token belongs to: a staff session's only (the machine credential has no account: 403). */
  me: defineEndpoint({
    method: 'GET',
    path: '/admin/me',
    data: staffMemberSchema,
    roles: staffRoles,
  }),
  staffList: defineEndpoint({
    method: 'GET',
    path: '/admin/staff',
    data: v.object({ items: v.array(staffMemberSchema) }),
    roles: adminOnlyRoles,
    machine: true,
  }),
  /** A staff account with a password and an active second factor (the command line's `add`); 409 EMAIL_TAKEN. */
  addStaff: defineEndpoint({
    method: 'POST',
    path: '/admin/staff',
    body: v.object({ email: emailSchema, name: v.optional(staffName), role: staffRole, password: newPasswordSchema }),
    maxBodyBytes: 4 * KiB,
    data: v.object({ ...secondFactorSetUp.entries, id: v.string() }),
    roles: adminOnlyRoles,
    machine: true,
    recentProof: true,
  }),
  /** Another role, or disabled (its sessions end) or active again. An admin cannot disable or demote themself. */
  updateStaff: defineEndpoint({
    method: 'PATCH',
    path: '/admin/staff/:id',
    params: v.object({ id: staffId }),
    body: v.object({ role: v.optional(staffRole), status: v.optional(v.picklist(staffStatuses)), version }),
    maxBodyBytes: KiB,
    data: staffMemberSchema,
    roles: adminOnlyRoles,
    machine: true,
    recentProof: true,
  }),
  /** A new TOTP key and recovery codes for a staff member who lost theirs; their sessions end. */
  resetSecondFactor: defineEndpoint({
    method: 'POST',
    path: '/admin/staff/:id/second-factor/reset',
    params: v.object({ id: staffId }),
    body: v.object({}),
    maxBodyBytes: KiB,
    data: secondFactorSetUp,
    roles: adminOnlyRoles,
    machine: true,
    recentProof: true,
  }),
  /**
   * Mails a one-time link, valid 72 hours, through the outbox; 409 EMAIL_TAKEN for an active staff account (a disabled
   * account's person may be invited again: taking it up gives the account back). An open invitation of the same email
   * stops working (`replaced`): sending one again is how an invitation is resent.
   */
  invite: defineEndpoint({
    method: 'POST',
    path: '/admin/staff/invitations',
    body: v.object({ email: emailSchema, name: staffName, role: staffRole }),
    maxBodyBytes: 4 * KiB,
    data: v.object({ email: v.string(), expiresAt: timestamp, replaced: v.boolean() }),
    roles: adminOnlyRoles,
    recentProof: true,
  }),
  /** The invitations not taken up yet, newest first. */
  pendingInvitations: defineEndpoint({
    method: 'GET',
    path: '/admin/staff/invitations',
    data: v.object({ items: v.array(pendingInvitationSchema) }),
    roles: adminOnlyRoles,
  }),
  /** Its link stops working at once; 404 when no invitation of the email is waiting. The email is in the body, out of logs. */
  revokeInvitation: defineEndpoint({
    method: 'POST',
    path: '/admin/staff/invitations/revoke',
    body: v.object({ email: emailSchema }),
    maxBodyBytes: 2 * KiB,
    data: v.object({ revoked: v.literal(true) }),
    roles: adminOnlyRoles,
  }),
  /** An invitation still open, with the TOTP key to scan; 404 when unknown, used or expired. */
  invitation: defineEndpoint({
    method: 'GET',
    path: '/admin/invitations/:token',
    params: v.object({ token: invitationToken }),
    data: v.object({
      email: v.string(),
      name: v.string(),
      role: staffRole,
      otpauthUri: v.string(),
      expiresAt: timestamp,
    }),
  }),
  /**
   * Creates the account (password, and the first code of the key shown), signs it in, answers the recovery codes once
   * and the browser's device token, as a sign-in does (decision 101).
   */
  acceptInvitation: defineEndpoint({
    method: 'POST',
    path: '/admin/invitations/:token',
    params: v.object({ token: invitationToken }),
    body: v.object({ password: newPasswordSchema, code: secondFactorCodeSchema }),
    maxBodyBytes: 4 * KiB,
    data: v.object({
      ...staffSessionSchema.entries,
      recoveryCodes: v.array(v.string()),
      deviceToken: v.optional(deviceTokenSchema),
    }),
  }),
}

/** The only calls under /admin that need no staff session: signing in, taking up an invitation, a forgotten password. */
export const adminCallsWithoutSession = [
  staffEndpoints.login,
  staffEndpoints.invitation,
  staffEndpoints.acceptInvitation,
  staffPasskeyEndpoints.passkeyChallenge,
  ...Object.values(staffPasswordResetEndpoints),
]
