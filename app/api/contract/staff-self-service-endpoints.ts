import * as v from 'valibot'
import { defineEndpoint } from './endpoint'
import { passwordResetTokenSchema } from './password-reset-endpoints'
import { emailSchema, newPasswordSchema, secondFactorCodeSchema } from './sign-in-endpoints'
import { staffRoles } from './staff-roles'

/**
 * What staff do for themselves (issue 39 §4, decision 74): reset a forgotten password by mail, and move their own second
 * factor to a new authenticator. Refusals beyond the generic ones, in the console's languages:
 * - RATE_LIMITED (429, Retry-After): more than 5 reset requests an hour from one client address or for one email,
 *   whoever's it is; a confirmation's code shares the sign-in limits;
 * - PASSWORD_RESET_INVALID (400): the reset token is unknown, spent, expired (30 minutes) or replaced by a newer one;
 * - CODE_MISMATCH (400): the second factor's code is wrong, used or replayed;
 * - PASSWORD_TOO_COMMON, PASSWORD_CONTAINS_EMAIL, PASSWORD_CONTAINS_CONTEXT (400) on `newPassword`.
 */

const KiB = 1024

/** How long a mailed reset link works. */
export const STAFF_RESET_LINK_MINUTES = 30

export const staffPasswordResetEndpoints = {
  /**
   * Mails a single-use link (STAFF_RESET_LINK_MINUTES) to an active staff account's address, in the console's language; the answer
   * is the same, in about the same time, whether or not the email is a staff member's.
   */
  requestStaffPasswordReset: defineEndpoint({
    method: 'POST',
    path: '/admin/password-reset',
    body: v.object({ email: emailSchema }),
    maxBodyBytes: 1 * KiB,
    data: v.object({ accepted: v.literal(true) }),
  }),
  /** Whether a reset token still works, and whose account it resets (for the password manager). */
  checkStaffPasswordReset: defineEndpoint({
    method: 'POST',
    path: '/admin/password-reset/check',
    body: v.object({ token: passwordResetTokenSchema }),
    maxBodyBytes: 1 * KiB,
    data: v.object({ email: v.string(), expiresAt: v.pipe(v.string(), v.isoTimestamp()) }),
  }),
  /**
   * The new password and a code of the account's second factor (TOTP or recovery): the token is spent, the password
   * replaced, every session of the account ended. Nobody is signed in.
   */
  confirmStaffPasswordReset: defineEndpoint({
    method: 'POST',
    path: '/admin/password-reset/confirm',
    body: v.object({ token: passwordResetTokenSchema, newPassword: newPasswordSchema, code: secondFactorCodeSchema }),
    maxBodyBytes: 4 * KiB,
    data: v.object({ reset: v.literal(true) }),
  }),
}

export const staffOwnSecondFactorEndpoints = {
  /** A new key to scan for the caller's own account; the one in use works until the new one is confirmed. */
  startMySecondFactorChange: defineEndpoint({
    method: 'POST',
    path: '/admin/me/second-factor',
    body: v.object({}),
    maxBodyBytes: KiB,
    data: v.object({ otpauthUri: v.pipe(v.string(), v.startsWith('otpauth://totp/')) }),
    roles: staffRoles,
    recentProof: true,
  }),
  /**
   * A code of the new key: it replaces the old one, ten new recovery codes replace the old ones (answered once), and
   * every other session of the caller ends. 404 when no new key was asked for.
   */
  confirmMySecondFactorChange: defineEndpoint({
    method: 'POST',
    path: '/admin/me/second-factor/confirm',
    body: v.object({ code: v.pipe(v.string(), v.trim(), v.regex(/^\d{6}$/)) }),
    maxBodyBytes: KiB,
    data: v.object({ recoveryCodes: v.array(v.string()), endedSessions: v.pipe(v.number(), v.integer(), v.minValue(0)) }),
    roles: staffRoles,
    recentProof: true,
  }),
}
