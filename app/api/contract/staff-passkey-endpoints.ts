import * as v from 'valibot'
import { defineEndpoint } from './endpoint'
import {
  authenticationOptionsData,
  authenticationResponseSchema,
  passkeyIdParams,
  passkeySchema,
  registerPasskeyBody,
  registrationOptionsData,
  renamePasskeyBody,
  renamePasskeyBodyBytes,
} from './passkey-endpoints'
import { secondFactorCodeSchema } from './sign-in-endpoints'
import { staffRoles } from './staff-roles'

/**
 * A staff member's passkeys (decision 88): each is a second factor, given at sign-in and in a proof instead of a code.
 * Adding, renaming and removing one want a recent proof and are audited (staff.passkey-added, staff.passkey-renamed,
 * staff.passkey-removed). Refusals
 * as the members' (passkey-endpoints.ts).
 */

const KiB = 1024

/** A second factor: a code (TOTP or recovery), or a passkey's answer to a challenge of `signInOptions`; one of them. */
export const staffSecondFactorEntries = {
  code: v.optional(secondFactorCodeSchema),
  passkey: v.optional(authenticationResponseSchema),
}

/** The body check that exactly one second factor came. */
export const oneSecondFactor = <Body extends { code?: string; passkey?: unknown }>() =>
  v.check<Body, string>((body) => (body.code === undefined) !== (body.passkey === undefined), 'a code or a passkey, one of them')

/** How long a body with a passkey's answer may be. */
export const staffSecondFactorBodyBytes = 16 * KiB

export const staffPasskeyEndpoints = {
  /** The caller's passkeys, newest first. */
  myPasskeys: defineEndpoint({
    method: 'GET',
    path: '/admin/me/passkeys',
    data: v.object({ items: v.array(passkeySchema) }),
    roles: staffRoles,
  }),
  /** The options of a new passkey for the caller; wants a recent proof. */
  myPasskeyOptions: defineEndpoint({
    method: 'POST',
    path: '/admin/me/passkeys/options',
    body: v.object({}),
    maxBodyBytes: KiB,
    data: registrationOptionsData,
    roles: staffRoles,
    recentProof: true,
  }),
  /** The browser's answer and the passkey's name: the new passkey; wants a recent proof; audited. */
  registerMyPasskey: defineEndpoint({
    method: 'POST',
    path: '/admin/me/passkeys',
    body: registerPasskeyBody,
    maxBodyBytes: 24 * KiB,
    data: passkeySchema,
    roles: staffRoles,
    recentProof: true,
  }),
  /** Renames one of the caller's passkeys (another's answers 404); wants a recent proof; audited. */
  renameMyPasskey: defineEndpoint({
    method: 'PATCH',
    path: '/admin/me/passkeys/:id',
    params: passkeyIdParams,
    body: renamePasskeyBody,
    maxBodyBytes: renamePasskeyBodyBytes,
    data: passkeySchema,
    roles: staffRoles,
    recentProof: true,
  }),
  /** Removes one of the caller's passkeys (another's answers 404); wants a recent proof; audited. */
  removeMyPasskey: defineEndpoint({
    method: 'DELETE',
    path: '/admin/me/passkeys/:id',
    params: passkeyIdParams,
    data: v.object({ removed: v.literal(true) }),
    roles: staffRoles,
    recentProof: true,
  }),
  /**
   * A challenge for a passkey at sign-in or in a proof, naming no account (so it tells nobody who has one): the answer
   * goes with the email and password in POST /admin/login, or with the password in POST /admin/me/proof.
   */
  passkeyChallenge: defineEndpoint({
    method: 'POST',
    path: '/admin/login/passkey-options',
    body: v.object({}),
    maxBodyBytes: KiB,
    data: authenticationOptionsData,
  }),
}
