import * as v from 'valibot'
import { defineEndpoint } from './endpoint'
import { secondFactorCodeSchema } from './sign-in-endpoints'

/**
 * The member's optional second factor (TOTP, RFC 6238, with recovery codes; decision 29). Each call needs the member's
 * token; all but the status want a recent authentication (REAUTHENTICATION_REQUIRED, 403, as for the phone number).
 * Error codes beyond the generic ones, localized:
 * - CODE_MISMATCH (400): the code is wrong, or was used already; wrong codes count as failed sign-ins (RATE_LIMITED, 429);
 * - SECOND_FACTOR_ENABLED (409): the second factor is already on (turn it off first);
 * - SECOND_FACTOR_NOT_ENABLED (409): there is no second factor on (or no enrolment waiting) to do this with.
 */

const KiB = 1024

const codeBody = v.object({ code: secondFactorCodeSchema })
const recoveryCodes = v.object({ recoveryCodes: v.array(v.string()) })

export const secondFactorEndpoints = {
  /** GET /me/second-factor: whether it is on, since when, and how many recovery codes are unused. */
  status: defineEndpoint({
    method: 'GET',
    path: '/me/second-factor',
    data: v.object({
      enabled: v.boolean(),
      enabledAt: v.nullable(v.pipe(v.string(), v.isoTimestamp())),
      recoveryCodesLeft: v.pipe(v.number(), v.integer(), v.minValue(0)),
    }),
  }),
  /**
   * POST /me/second-factor/setup: a new secret (160 bits), not on until confirmed: the otpauth:// URI to show as a QR
   * code (the brand as issuer) and the key in base32 to type by hand. Another call replaces it.
   */
  setup: defineEndpoint({
    method: 'POST',
    path: '/me/second-factor/setup',
    data: v.object({ secret: v.string(), uri: v.pipe(v.string(), v.startsWith('otpauth://totp/')) }),
  }),
  /** POST /me/second-factor/confirm: a current code of the new secret turns it on; answers ten recovery codes, once. */
  confirm: defineEndpoint({
    method: 'POST',
    path: '/me/second-factor/confirm',
    body: codeBody,
    maxBodyBytes: 1 * KiB,
    data: recoveryCodes,
  }),
  /** POST /me/second-factor/recovery-codes: ten new recovery codes for a current code; the old ones stop working. */
  renewRecoveryCodes: defineEndpoint({
    method: 'POST',
    path: '/me/second-factor/recovery-codes',
    body: codeBody,
    maxBodyBytes: 1 * KiB,
    data: recoveryCodes,
  }),
  /** DELETE /me/second-factor: turns it off for a current code (or an unused recovery code). */
  turnOff: defineEndpoint({
    method: 'DELETE',
    path: '/me/second-factor',
    body: codeBody,
    maxBodyBytes: 1 * KiB,
    data: v.object({ enabled: v.literal(false) }),
  }),
}
