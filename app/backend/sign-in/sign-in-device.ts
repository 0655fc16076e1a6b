import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Database } from '../db/database.server'
import { type SiteSecretName, sharedSecret } from '../security/shared-secret'

/**
 * A device cookie (decision 22): proof that a browser once signed in to an account with its password. The account's
 * limit on failed sign-ins holds back every other device, so somebody guessing from many addresses cannot lock the
 * member out of the browser they use. Signed, not stored: `nonce.mac`, the MAC over the member's id and the nonce.
 */
const SECRET_NAME: SiteSecretName = 'sign-in-device'
const NONCE_BYTES = 16

type SecretStore = Pick<Database, 'insert' | 'select'>

const macOf = (key: string, memberId: string, nonce: string) => createHmac('sha256', key).update(`${memberId}.${nonce}`).digest()

export async function issueDeviceToken(db: SecretStore, memberId: string): Promise<string> {
  const key = await sharedSecret(db, SECRET_NAME)
  const nonce = randomBytes(NONCE_BYTES).toString('base64url')
  return `${nonce}.${macOf(key, memberId, nonce).toString('base64url')}`
}

/** Whether the token was issued to this member by this deployment. */
export async function isDeviceOf(db: SecretStore, token: string | undefined, memberId: string): Promise<boolean> {
  const [nonce, mac, ...rest] = token?.split('.') ?? []
  if (!nonce || !mac || rest.length) return false
  const presented = Buffer.from(mac, 'base64url')
  const expected = macOf(await sharedSecret(db, SECRET_NAME), memberId, nonce)
  return presented.length === expected.length && timingSafeEqual(presented, expected)
}
