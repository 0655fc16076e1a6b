import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Database } from '../db/database.server'
import { type SiteSecretName, sharedSecret } from '../security/shared-secret'

/**
 * A device cookie (decision 22): proof that a browser once signed in to an account with its password. The account's
 * limit on failed sign-ins holds back every other device, so somebody guessing from many addresses cannot lock the
 * member (or, since decision 101, the staff member) out of the browser they use. Signed, not stored: `nonce.mac`, the
 * MAC over the account's id and the nonce; a staff account's id is marked so, so that no member's token passes for it.
 */
const SECRET_NAME: SiteSecretName = 'sign-in-device'
const NONCE_BYTES = 16

type SecretStore = Pick<Database, 'insert' | 'select'>

/** Whose device a token marks: a member's or a staff member's, by the account's id. */
export type DeviceOwner = { member: string } | { staff: string }

const subjectOf = (owner: DeviceOwner) => ('member' in owner ? owner.member : `staff:${owner.staff}`)

const macOf = (key: string, owner: DeviceOwner, nonce: string) =>
  createHmac('sha256', key)
    .update(`${subjectOf(owner)}.${nonce}`)
    .digest()

export async function issueDeviceToken(db: SecretStore, owner: DeviceOwner): Promise<string> {
  const key = await sharedSecret(db, SECRET_NAME)
  const nonce = randomBytes(NONCE_BYTES).toString('base64url')
  return `${nonce}.${macOf(key, owner, nonce).toString('base64url')}`
}

/** Whether the token was issued to this account by this deployment. */
export async function isDeviceOf(db: SecretStore, token: string | undefined, owner: DeviceOwner): Promise<boolean> {
  const [nonce, mac, ...rest] = token?.split('.') ?? []
  if (!nonce || !mac || rest.length) return false
  const presented = Buffer.from(mac, 'base64url')
  const expected = macOf(await sharedSecret(db, SECRET_NAME), owner, nonce)
  return presented.length === expected.length && timingSafeEqual(presented, expected)
}
