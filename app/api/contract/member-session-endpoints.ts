import * as v from 'valibot'
import { defineEndpoint } from './endpoint'
import { givenPasswordSchema, sessionSchema } from './sign-in-endpoints'

/**
 * A member's sessions (ASVS 7.5.2) and re-authentication before a sensitive change (ASVS 7.5.1). Each call needs the
 * member's token and touches only that member's sessions: another member's session id answers 404. Error codes beyond
 * the generic ones, localized:
 * - REAUTHENTICATION_REQUIRED (403): the session's last authentication is older than SESSION_REAUTH_MINUTES (15) and
 *   the call changes the phone number (code and confirmation), ends sessions, or closes a social-only account:
 *   `POST /me/reauthenticate` with the password, or a new social sign-in, and the call again;
 * - WRONG_PASSWORD (403) and RATE_LIMITED (429), as for the current password of PUT /me/password.
 */

const KiB = 1024
const isoTimestamp = v.pipe(v.string(), v.isoTimestamp())

/** One signed-in browser, as its member sees it: never the token or its hash. */
export const memberSessionSchema = v.object({
  /** A public id of the session, for ending it. */
  id: v.pipe(v.string(), v.uuid()),
  /** The browser and its major version ('Chrome 131'), from the sign-in's User-Agent; null when it names none known. */
  browser: v.nullable(v.string()),
  /** The device or system ('iPhone', 'Windows'); null when unknown. */
  device: v.nullable(v.string()),
  /** The address the sign-in came from, when known. */
  ipAddress: v.nullable(v.string()),
  /** The sign-in. */
  createdAt: isoTimestamp,
  /** The last request, to the minute. */
  lastUsedAt: isoTimestamp,
  /** The session of the request itself. */
  current: v.boolean(),
})
export type MemberSession = v.InferOutput<typeof memberSessionSchema>

/** A re-authentication's answer: when, and the new session that replaces the one it was asked on (ASVS 7.2.4). */
export const reauthenticatedData = v.object({ authenticatedAt: isoTimestamp, session: sessionSchema })

export const reauthenticateBody = v.object({
  password: givenPasswordSchema,
})

export const memberSessionEndpoints = {
  /** GET /me/sessions: the member's live sessions, this one first, then the most recently used. */
  sessions: defineEndpoint({
    method: 'GET',
    path: '/me/sessions',
    data: v.object({ items: v.array(memberSessionSchema) }),
  }),
  /** DELETE /me/sessions/{id}: ends one of the member's sessions (this one too: that is a sign-out); wants a recent authentication. */
  endSession: defineEndpoint({
    method: 'DELETE',
    path: '/me/sessions/:id',
    params: v.object({ id: v.pipe(v.string(), v.uuid()) }),
    data: v.object({ ended: v.literal(true) }),
  }),
  /** POST /me/sessions/end-others: signs out everywhere else; answers how many sessions ended; wants a recent authentication. */
  endOtherSessions: defineEndpoint({
    method: 'POST',
    path: '/me/sessions/end-others',
    data: v.object({ ended: v.pipe(v.number(), v.integer(), v.minValue(0)) }),
  }),
  /**
   * POST /me/reauthenticate: the member's password again. As any authentication it ends this session and answers a new
   * one (ASVS 7.2.4), freshly authenticated, for the same device: the caller replaces the token it holds.
   */
  reauthenticate: defineEndpoint({
    method: 'POST',
    path: '/me/reauthenticate',
    body: reauthenticateBody,
    maxBodyBytes: 1 * KiB,
    data: reauthenticatedData,
  }),
}
