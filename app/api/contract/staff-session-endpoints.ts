import * as v from 'valibot'
import { defineEndpoint } from './endpoint'
import { memberSessionSchema } from './member-session-endpoints'
import { deviceTokenSchema, givenPasswordSchema, newPasswordSchema } from './sign-in-endpoints'
import { staffSessionSchema } from './staff-endpoints'
import { oneSecondFactor, staffSecondFactorBodyBytes, staffSecondFactorEntries } from './staff-passkey-endpoints'
import { adminOnlyRoles, staffRoles } from './staff-roles'

/**
 * A staff member's own sessions, their re-authentication, and an admin ending another's sessions (issue 37).
 * Sensitive calls (the contract marks them `recentProof`) want the password and a code given in the same session within
 * STAFF_PROOF_MINUTES (5); older, they answer 403 REAUTHENTICATION_REQUIRED, and `POST /admin/me/proof` with both gives
 * a new session (ASVS 7.2.4) proved now. Refusals beyond the generic ones: WRONG_PASSWORD (403) for a wrong password or
 * code, RATE_LIMITED (429) past the sign-in limits, which the proof shares.
 */

const KiB = 1024
const sessionId = v.pipe(v.string(), v.uuid())
const staffId = v.pipe(v.string(), v.uuid())

/** A staff session as its owner sees it: as a member's (the browser, the address, when), never its token. */
export const staffOwnSessionSchema = memberSessionSchema

export const staffSessionEndpoints = {
  /** The caller's live sessions, this one first, then the most recently used. */
  mySessions: defineEndpoint({
    method: 'GET',
    path: '/admin/me/sessions',
    data: v.object({ items: v.array(staffOwnSessionSchema) }),
    roles: staffRoles,
  }),
  /**
   * Ends one of the caller's own sessions (this one too: that is a sign-out); another's session id answers 404. Wants a
   * recent proof, as a member's does (ASVS 7.5.2): whoever holds a stolen session cannot sign its owner out.
   */
  endMySession: defineEndpoint({
    method: 'DELETE',
    path: '/admin/me/sessions/:id',
    params: v.object({ id: sessionId }),
    data: v.object({ ended: v.literal(true) }),
    roles: staffRoles,
    recentProof: true,
  }),
  /** Signs the caller out everywhere else: answers how many sessions ended; wants a recent proof. */
  endMyOtherSessions: defineEndpoint({
    method: 'POST',
    path: '/admin/me/sessions/end-others',
    body: v.object({}),
    maxBodyBytes: KiB,
    data: v.object({ ended: v.pipe(v.number(), v.integer(), v.minValue(0)) }),
    roles: staffRoles,
    recentProof: true,
  }),
  /**
   * The password and a code (TOTP or recovery) or a passkey again: this session ends and a new one starts for the same browser,
   * proved now, which the caller holds instead. Audited (staff.reauthenticated, or staff.reauthentication-failed).
   * Counted as a sign-in, for the device when `deviceToken` is the account's (decision 101).
   */
  proveAgain: defineEndpoint({
    method: 'POST',
    path: '/admin/me/proof',
    body: v.pipe(
      v.object({
        password: givenPasswordSchema,
        ...staffSecondFactorEntries,
        deviceToken: v.optional(deviceTokenSchema),
      }),
      oneSecondFactor(),
    ),
    maxBodyBytes: staffSecondFactorBodyBytes,
    data: staffSessionSchema,
    roles: staffRoles,
  }),
  /**
   * The caller's own new password (the members' rules: not common, not their email's name, the site's words or their
   * name); every other session of theirs ends, this one goes on. Wants a recent proof, so the password and a code were
   * just given; audited (staff.password-changed). Answers how many other sessions ended.
   */
  changeMyPassword: defineEndpoint({
    method: 'PUT',
    path: '/admin/me/password',
    body: v.object({
      newPassword: newPasswordSchema,
    }),
    maxBodyBytes: 4 * KiB,
    data: v.object({ endedSessions: v.pipe(v.number(), v.integer(), v.minValue(0)) }),
    roles: staffRoles,
    recentProof: true,
  }),
  /** An admin ends every session of another staff member (audited: staff.sessions-ended); answers how many ended. */
  endStaffSessions: defineEndpoint({
    method: 'DELETE',
    path: '/admin/staff/:id/sessions',
    params: v.object({ id: staffId }),
    data: v.object({ ended: v.pipe(v.number(), v.integer(), v.minValue(0)) }),
    roles: adminOnlyRoles,
  }),
}
