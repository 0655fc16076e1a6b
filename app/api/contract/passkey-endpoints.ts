import * as v from 'valibot'
import { defineEndpoint } from './endpoint'
import { reauthenticatedData } from './member-session-endpoints'
import { wholeNumber } from './numbers'
import { nameLimits, sessionSchema } from './sign-in-endpoints'

/**
 * Passkeys (WebAuthn, decision 88): members register them in their security page and sign in with one from /login;
 * staff use one as their second factor (staff-passkey-endpoints.ts). Options go to the browser as SimpleWebAuthn's
 * JSON; the browser's answer comes back as the same library's JSON, every field bounded. Registering, renaming and
 * removing want a recent authentication (REAUTHENTICATION_REQUIRED, 403). Error codes beyond the generic ones, localized:
 * - PASSKEY_REFUSED (400): the answer does not prove the passkey: an unknown, spent or expired challenge, another
 *   origin or site, no user verification, a bad signature, or an unknown passkey (or one of a closed account);
 *   each counts as a failed sign-in (RATE_LIMITED, 429);
 * - PASSKEY_TAKEN (409): this passkey is registered already.
 */

const KiB = 1024

/** Base64url text (RFC 4648 §5, unpadded), as WebAuthn's JSON carries bytes. */
const base64url = (maxLength: number) => v.pipe(v.string(), v.maxLength(maxLength), v.regex(/^[\w-]*$/))

/** A credential id is at most 1023 bytes: 1364 base64url characters. */
const credentialId = v.pipe(base64url(1364), v.minLength(1))
export const passkeyFieldLimits = {
  credentialId: 1364,
  clientDataJSON: 4 * KiB,
  attestationObject: 8 * KiB,
  authenticatorData: 2 * KiB,
  publicKey: 2 * KiB,
  signature: 1 * KiB,
  userHandle: 128,
  transports: 8,
  transportName: 16,
} as const

/** The ways a browser reaches an authenticator, as WebAuthn names them. */
export const passkeyTransports = ['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'] as const
export type PasskeyTransport = (typeof passkeyTransports)[number]
const isPasskeyTransport = (name: string): name is PasskeyTransport => (passkeyTransports as readonly string[]).includes(name)
/** The transports a browser names: any it names is taken (browsers learn new ones), those WebAuthn knows are kept. */
const transports = v.pipe(
  v.array(v.pipe(v.string(), v.maxLength(passkeyFieldLimits.transportName))),
  v.maxLength(passkeyFieldLimits.transports),
  v.transform((names) => names.filter(isPasskeyTransport)),
)
const attachment = v.optional(v.picklist(['platform', 'cross-platform']))
/** What the browser's extensions said: only credProps is known (whether the passkey is discoverable); not read. */
const clientExtensionResults = v.optional(v.object({ credProps: v.optional(v.object({ rk: v.optional(v.boolean()) })) }), {})

/** navigator.credentials.create()'s answer, as @simplewebauthn/browser's startRegistration gives it. */
export const registrationResponseSchema = v.object({
  id: credentialId,
  rawId: credentialId,
  type: v.literal('public-key'),
  response: v.object({
    clientDataJSON: base64url(passkeyFieldLimits.clientDataJSON),
    attestationObject: base64url(passkeyFieldLimits.attestationObject),
    authenticatorData: v.optional(base64url(passkeyFieldLimits.authenticatorData)),
    transports: v.optional(transports),
    // A COSE algorithm's number (-7, -257): the registry's range.
    publicKeyAlgorithm: v.optional(wholeNumber(-65_536, 65_535)),
    publicKey: v.optional(base64url(passkeyFieldLimits.publicKey)),
  }),
  authenticatorAttachment: attachment,
  clientExtensionResults,
})

/** navigator.credentials.get()'s answer, as @simplewebauthn/browser's startAuthentication gives it. */
export const authenticationResponseSchema = v.object({
  id: credentialId,
  rawId: credentialId,
  type: v.literal('public-key'),
  response: v.object({
    clientDataJSON: base64url(passkeyFieldLimits.clientDataJSON),
    authenticatorData: base64url(passkeyFieldLimits.authenticatorData),
    signature: base64url(passkeyFieldLimits.signature),
    userHandle: v.optional(base64url(passkeyFieldLimits.userHandle)),
  }),
  authenticatorAttachment: attachment,
  clientExtensionResults,
})

/**
 * How long the site keeps a challenge for its answer: the browser's own timeout (60 s) and some. A sign-in offered in
 * the email field's autofill stands longer, and asks for a new challenge before this passes.
 */
export const PASSKEY_CHALLENGE_TTL_MS = 5 * 60_000

const requirement = v.picklist(['discouraged', 'preferred', 'required'])
const hints = v.optional(v.array(v.picklist(['hybrid', 'security-key', 'client-device'])))
const timeout = v.optional(v.number())
const extensions = v.optional(v.object({ credProps: v.optional(v.boolean()) }))
/** A passkey named to the browser: to leave out (a registration) or to offer (a sign-in). */
const credentialDescriptor = v.object({
  id: credentialId,
  type: v.string(),
  transports: v.optional(v.array(v.string())),
})

export type AuthenticationResponse = v.InferOutput<typeof authenticationResponseSchema>

/** The options of navigator.credentials.create(), for @simplewebauthn/browser's startRegistration. */
export const registrationOptionsSchema = v.object({
  challenge: base64url(128),
  rp: v.object({ name: v.string(), id: v.optional(v.string()) }),
  user: v.object({ id: v.string(), name: v.string(), displayName: v.string() }),
  pubKeyCredParams: v.array(v.object({ alg: v.number(), type: v.literal('public-key') })),
  timeout,
  excludeCredentials: v.optional(v.array(credentialDescriptor)),
  authenticatorSelection: v.optional(
    v.object({
      authenticatorAttachment: v.optional(v.picklist(['platform', 'cross-platform'])),
      requireResidentKey: v.optional(v.boolean()),
      residentKey: v.optional(requirement),
      userVerification: v.optional(requirement),
    }),
  ),
  hints,
  attestation: v.optional(v.picklist(['direct', 'enterprise', 'indirect', 'none'])),
  extensions,
})

/** The options of navigator.credentials.get(), for @simplewebauthn/browser's startAuthentication. */
export const authenticationOptionsSchema = v.object({
  challenge: base64url(128),
  timeout,
  rpId: v.optional(v.string()),
  allowCredentials: v.optional(v.array(credentialDescriptor)),
  userVerification: v.optional(requirement),
  hints,
  extensions,
})

/** What a person calls a passkey ("iPhone", "office key"), one line. */
export const passkeyName = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(nameLimits.maxLength))

const isoTimestamp = v.pipe(v.string(), v.isoTimestamp())

/** A passkey as its owner sees it: never its key. */
export const passkeySchema = v.object({
  id: v.pipe(v.string(), v.uuid()),
  name: v.string(),
  createdAt: isoTimestamp,
  /** Its last sign-in (or re-authentication); null when never used. */
  lastUsedAt: v.nullable(isoTimestamp),
})
export type Passkey = v.InferOutput<typeof passkeySchema>

/** The ceremonies a challenge is given for; a challenge serves only its own. */
export const passkeyCeremonies = [
  'member-registration',
  'member-sign-in',
  'member-reauthentication',
  'staff-registration',
  'staff-sign-in',
] as const
export type PasskeyCeremony = (typeof passkeyCeremonies)[number]

/**
 * What the member's security page lists as its history: each change to a way into the account (decision 95), and a
 * passkey's new name.
 */
export const securityEventKinds = [
  'passkey-added',
  'passkey-renamed',
  'passkey-removed',
  'password-changed',
  'password-set',
  'password-reset',
  'second-factor-on',
  'second-factor-off',
  /** Turned off by the company's support, for a member who lost their authenticator and codes (decision 104). */
  'second-factor-reset',
  'recovery-codes-renewed',
  'recovery-code-sign-in',
  'social-linked',
  'social-unlinked',
] as const
export type SecurityEventKind = (typeof securityEventKinds)[number]
/** Whether a change is about a provider (its subject the provider's id, named in the member's language where shown). */
export const isProviderChange = (kind: SecurityEventKind) => kind === 'social-linked' || kind === 'social-unlinked'
/** The changes the member is also mailed about: all but a passkey's new name, which opens no way in. */
export type MemberNoticeKind = Exclude<SecurityEventKind, 'passkey-renamed'>

export const securityEventSchema = v.object({
  kind: v.picklist(securityEventKinds),
  /** What it was about: the passkey's name (a renamed one's new name), the provider linked or unlinked; empty for the others. */
  subject: v.string(),
  at: isoTimestamp,
  /**
   * The browser and system the change was made from ('Chrome 131', 'Windows'), as the member's sessions list names
   * them; null when unknown, absent from a backend that does not record them.
   */
  browser: v.optional(v.nullable(v.string())),
  device: v.optional(v.nullable(v.string())),
})
export type SecurityEvent = v.InferOutput<typeof securityEventSchema>

export const registerPasskeyBody = v.object({ name: passkeyName, response: registrationResponseSchema })
export const passkeyIdParams = v.object({ id: v.pipe(v.string(), v.uuid()) })
/** A passkey's new name, under the same rule as the name given when it was added. */
export const renamePasskeyBody = v.object({ name: passkeyName })
/** How long a rename's body may be: its one name, with room for JSON's escapes. */
export const renamePasskeyBodyBytes = KiB
export const registrationOptionsData = v.object({ options: registrationOptionsSchema })
export const authenticationOptionsData = v.object({ options: authenticationOptionsSchema })

export const passkeyEndpoints = {
  /** GET /me/passkeys: the member's passkeys, newest first, and the history of their security (newest first, 20). */
  passkeys: defineEndpoint({
    method: 'GET',
    path: '/me/passkeys',
    data: v.object({ items: v.array(passkeySchema), history: v.array(securityEventSchema) }),
  }),
  /** POST /me/passkeys/options: the options of a new passkey (a discoverable credential, user verification required). */
  registrationOptions: defineEndpoint({
    method: 'POST',
    path: '/me/passkeys/options',
    data: registrationOptionsData,
  }),
  /** POST /me/passkeys: the browser's answer to those options, and the passkey's name: the new passkey. */
  registerPasskey: defineEndpoint({
    method: 'POST',
    path: '/me/passkeys',
    body: registerPasskeyBody,
    maxBodyBytes: 24 * KiB,
    data: passkeySchema,
  }),
  /** DELETE /me/passkeys/{id}: removes one of the member's passkeys; another's answers 404. */
  removePasskey: defineEndpoint({
    method: 'DELETE',
    path: '/me/passkeys/:id',
    params: passkeyIdParams,
    data: v.object({ removed: v.literal(true) }),
  }),
  /** PATCH /me/passkeys/{id}: renames one of the member's passkeys; another's answers 404. */
  renamePasskey: defineEndpoint({
    method: 'PATCH',
    path: '/me/passkeys/:id',
    params: passkeyIdParams,
    body: renamePasskeyBody,
    maxBodyBytes: renamePasskeyBodyBytes,
    data: passkeySchema,
  }),
  /** POST /me/reauthenticate/passkey/options: a re-authentication's options, for a signed-in member whose session is stale. */
  reauthenticationOptions: defineEndpoint({
    method: 'POST',
    path: '/me/reauthenticate/passkey/options',
    data: authenticationOptionsData,
  }),
  /**
   * POST /me/reauthenticate/passkey: the browser's answer, with one of the member's own passkeys: as the password typed
   * again (POST /me/reauthenticate), a new session authenticated now.
   */
  reauthenticate: defineEndpoint({
    method: 'POST',
    path: '/me/reauthenticate/passkey',
    body: v.object({ response: authenticationResponseSchema }),
    maxBodyBytes: 16 * KiB,
    data: reauthenticatedData,
  }),
  /** POST /login/passkey/options: a sign-in's options, naming no account (the passkey says whose it is). */
  signInOptions: defineEndpoint({
    method: 'POST',
    path: '/login/passkey/options',
    data: authenticationOptionsData,
  }),
  /** POST /login/passkey: the browser's answer: the session a password sign-in gives, without a code step. */
  signIn: defineEndpoint({
    method: 'POST',
    path: '/login/passkey',
    body: v.object({
      response: authenticationResponseSchema,
      deviceToken: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(256))),
    }),
    maxBodyBytes: 16 * KiB,
    data: sessionSchema,
  }),
}
