import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server'
import type * as v from 'valibot'
import type { authenticationResponseSchema, PasskeyCeremony, registrationResponseSchema } from '~/api/contract/passkey-endpoints'
import type { Database } from '../../db/database.server'
import { ApiError } from '../../http/api-error'
import { assertWithinRateLimit } from '../../security/rate-limit'
import { keepChallenge, type PasskeyOwner, spendChallenge } from './passkey-challenges'
import { type NewCredential, type PasskeyRow, passkeyByCredential, passkeysOf, recordPasskeyUse } from './passkey-records'
import type { PasskeySite } from './passkey-site'

type RegistrationResponse = v.InferOutput<typeof registrationResponseSchema>
type AuthenticationResponse = v.InferOutput<typeof authenticationResponseSchema>

/**
 * The keys a passkey may have: EdDSA, ES256 and RS256 (COSE -8, -7, -257), what every platform authenticator makes.
 * Named here rather than the library's default, which asks the runtime about a post-quantum algorithm and makes Node
 * print an experimental-feature warning in the server's log.
 */
const SUPPORTED_ALGORITHMS = [-8, -7, -257]

/** What any refused answer says: which check failed stays on the server. */
const refused = () => new ApiError('PASSKEY_REFUSED')

/** A user handle of the owner's id: 16 bytes, no personal data, the same for each of their passkeys. */
const userHandleOf = (owner: PasskeyOwner) =>
  new Uint8Array(Buffer.from((owner.memberId ?? owner.staffId).replaceAll('-', ''), 'hex'))

/** Registrations one owner, member or staff, may start in an hour: each costs a challenge row, and a person needs a few. */
const REGISTRATIONS_PER_HOUR = 20

/**
 * The options of a new passkey for `owner`, counted first (REGISTRATIONS_PER_HOUR, 429 past it, counted at `countAt`:
 * the database's clock unless given): a discoverable credential (it signs in without an email typed) with user
 * verification required, no attestation, the owner's other passkeys excluded; its challenge kept for `ceremony`.
 */
export async function registrationOptions(
  db: Database,
  site: PasskeySite,
  owner: PasskeyOwner,
  user: { name: string; displayName: string },
  ceremony: PasskeyCeremony,
  { now, countAt }: { now: Date; countAt: Date | undefined },
) {
  const limit = { bucket: 'passkey-registration', key: owner.memberId ?? owner.staffId, limit: REGISTRATIONS_PER_HOUR }
  await assertWithinRateLimit(db, { ...limit, windowSeconds: 3600 }, countAt)
  const existing = await passkeysOf(db, owner)
  const options = await generateRegistrationOptions({
    rpName: site.rpName,
    rpID: site.rpID,
    userName: user.name,
    userDisplayName: user.displayName,
    userID: userHandleOf(owner),
    attestationType: 'none',
    authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'required' },
    excludeCredentials: existing.map((row) => ({ id: row.credentialId, transports: row.transports })),
    supportedAlgorithmIDs: SUPPORTED_ALGORITHMS,
  })
  await keepChallenge(db, options.challenge, ceremony, owner, now)
  return { options }
}

/**
 * Checks a browser's answer to registrationOptions: its challenge (spent here, whatever follows), the site's origin
 * and id, user presence and verification, and the key. Answers the credential to keep, or PASSKEY_REFUSED.
 */
export async function verifiedRegistration(
  db: Database,
  site: PasskeySite,
  owner: PasskeyOwner,
  response: RegistrationResponse,
  ceremony: PasskeyCeremony,
  now: Date,
): Promise<NewCredential> {
  const challenge = await spendChallenge(db, response.response.clientDataJSON, ceremony, owner, now)
  if (!challenge) throw refused()
  const verification = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: site.origin,
    expectedRPID: site.rpID,
    requireUserVerification: true,
    supportedAlgorithmIDs: SUPPORTED_ALGORITHMS,
  }).catch(() => undefined)
  if (!verification?.verified) throw refused()
  const { credential } = verification.registrationInfo
  return { ...credential, transports: response.response.transports }
}

/** The options of a sign-in with a passkey: no account named (a discoverable credential answers), user verification required. */
export async function authenticationOptions(db: Database, site: PasskeySite, ceremony: PasskeyCeremony, now: Date) {
  const options = await generateAuthenticationOptions({ rpID: site.rpID, userVerification: 'required' })
  await keepChallenge(db, options.challenge, ceremony, undefined, now)
  return { options }
}

/**
 * Checks a browser's answer to authenticationOptions: its challenge (spent here), a passkey the site knows whose owner
 * `accepts` (a member's at the members' sign-in, the staff member's own at theirs), the origin, the site's id, user
 * verification, the signature and the counter, checked again as the use is recorded (recordPasskeyUse), so that a
 * counter serves one sign-in however many arrive at once. Answers the passkey, or PASSKEY_REFUSED.
 */
export async function verifiedAuthentication(
  db: Database,
  site: PasskeySite,
  response: AuthenticationResponse,
  ceremony: PasskeyCeremony,
  accepts: (passkey: PasskeyRow) => boolean | Promise<boolean>,
  now: Date,
): Promise<PasskeyRow> {
  const challenge = await spendChallenge(db, response.response.clientDataJSON, ceremony, undefined, now)
  if (!challenge) throw refused()
  const passkey = await passkeyByCredential(db, response.id)
  if (!passkey || !(await accepts(passkey))) throw refused()
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: site.origin,
    expectedRPID: site.rpID,
    requireUserVerification: true,
    credential: {
      id: passkey.credentialId,
      publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
      counter: passkey.counter,
      transports: passkey.transports,
    },
  }).catch(() => undefined)
  if (!verification?.verified) throw refused()
  if (!(await recordPasskeyUse(db, passkey.id, verification.authenticationInfo.newCounter, now))) throw refused()
  return passkey
}
