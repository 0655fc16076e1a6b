import * as v from 'valibot'
import { defineEndpoint } from './endpoint'
import { passwordResetTokenSchema } from './password-reset-endpoints'

/**
 * The verification of a member's email (ASVS 6.4 and 2.1 of v5's account creation, decision 48). Sign-up mails a
 * single-use link, valid 24 hours, in the sign-up's language; signing in does not wait for it. Error codes beyond the
 * generic ones, localized:
 * - RATE_LIMITED (429, Retry-After): more than 3 links an hour for one member or from one client address;
 * - NOT_FOUND (404): the token is unknown, spent, expired or replaced by a newer link.
 */

const KiB = 1024

export const emailVerificationEndpoints = {
  /**
   * POST /me/email-verification: mails the member a new link (the one before stops working), in the request's
   * language. `sent` is false, and nothing is mailed, when the address is verified already or the member has none.
   */
  sendEmailVerification: defineEndpoint({
    method: 'POST',
    path: '/me/email-verification',
    data: v.object({ sent: v.boolean() }),
  }),
  /**
   * POST /email-verification/confirm: the mailed token marks the address it was sent to verified and is spent. Needs no
   * session: the mail may be opened on another device.
   */
  confirmEmailVerification: defineEndpoint({
    method: 'POST',
    path: '/email-verification/confirm',
    body: v.object({ token: passwordResetTokenSchema }),
    maxBodyBytes: 1 * KiB,
    data: v.object({ verified: v.literal(true) }),
  }),
}
