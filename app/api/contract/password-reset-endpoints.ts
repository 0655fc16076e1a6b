import * as v from 'valibot'
import { defineEndpoint } from './endpoint'
import { emailSchema, newPasswordSchema } from './sign-in-endpoints'

/**
 * The reset of a forgotten password (ASVS 6.4.3, decision 28), for members who signed up with email and password. No
 * call needs a session. Error codes beyond the generic ones, localized:
 * - RATE_LIMITED (429, Retry-After): more than 5 requests an hour from one client address, or for one email address,
 *   whether it is a member's or not;
 * - PASSWORD_RESET_INVALID (400): the token is unknown, spent, expired (30 minutes) or replaced by a newer one;
 * - PASSWORD_TOO_COMMON, PASSWORD_CONTAINS_EMAIL, PASSWORD_CONTAINS_CONTEXT (400) on the `newPassword` field, as for
 *   PUT /me/password; the token stays good.
 */

const KiB = 1024

/** The mailed token: 256 random bits, base64url (an external API's may be longer). */
export const passwordResetTokenSchema = v.pipe(v.string(), v.regex(/^[\w-]{22,256}$/))

export const passwordResetRequestBody = v.object({ email: emailSchema })

export const passwordResetConfirmBody = v.object({
  token: passwordResetTokenSchema,
  newPassword: newPasswordSchema,
})

export const passwordResetEndpoints = {
  /**
   * POST /password-reset: mails a single-use link to reset the password, valid 30 minutes, in the request's language,
   * when the email is an active member's with a password (a member without one is told which provider they sign in
   * with). The answer is the same, in about the same time, whether or not the email belongs to anybody.
   */
  requestPasswordReset: defineEndpoint({
    method: 'POST',
    path: '/password-reset',
    body: passwordResetRequestBody,
    maxBodyBytes: 1 * KiB,
    data: v.object({ accepted: v.literal(true) }),
  }),
  /** POST /password-reset/check: whether a token still works, and whose account it resets (for the password manager). */
  checkPasswordReset: defineEndpoint({
    method: 'POST',
    path: '/password-reset/check',
    body: v.object({ token: passwordResetTokenSchema }),
    maxBodyBytes: 1 * KiB,
    data: v.object({ email: v.string(), expiresAt: v.pipe(v.string(), v.isoTimestamp()) }),
  }),
  /**
   * POST /password-reset/confirm: sets the new password, spends the token and ends every session of the member. Nobody
   * is signed in: the member signs in with the new password (and any second factor).
   */
  confirmPasswordReset: defineEndpoint({
    method: 'POST',
    path: '/password-reset/confirm',
    body: passwordResetConfirmBody,
    maxBodyBytes: 2 * KiB,
    data: v.object({ reset: v.literal(true) }),
  }),
}
