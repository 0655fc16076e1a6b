import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'
import { log } from '~/server/logging/log.server'
import type { Database } from '../../db/database.server'
import { ApiError } from '../../http/api-error'
import { type SiteSecretName, sharedSecret } from '../../security/shared-secret'

const KEY_NAME: SiteSecretName = 'totp-secret-key'
const VERSION = 'v1'
const IV_BYTES = 12
const TAG_BYTES = 16

/** The key that seals TOTP secrets at rest: 256 random bits generated once per deployment, kept in app_secrets. */
async function sealingKey(db: Pick<Database, 'insert' | 'select'>): Promise<Buffer> {
  return Buffer.from(await sharedSecret(db, KEY_NAME), 'base64url')
}

/**
 * A TOTP key sealed with AES-256-GCM, bound to its member (the member's id is the additional data, so a sealed key
 * copied to another member's row does not open): `v1.<iv|ciphertext|tag in base64url>`.
 */
export async function sealTotpKey(db: Pick<Database, 'insert' | 'select'>, memberId: string, key: Uint8Array): Promise<string> {
  const iv = randomBytes(IV_BYTES)
  const cipher = createCipheriv('aes-256-gcm', await sealingKey(db), iv)
  cipher.setAAD(Buffer.from(memberId, 'utf8'))
  const sealed = Buffer.concat([iv, cipher.update(key), cipher.final(), cipher.getAuthTag()])
  return `${VERSION}.${sealed.toString('base64url')}`
}

/**
 * The key of a sealed value. One that does not open (altered, sealed for another holder, or under other keys: the site
 * restored without its keys file) is refused with AUTHENTICATOR_UNREADABLE, which tells the holder to use a recovery
 * code or have it reset, and logged for the operator; never a 500.
 */
export async function openTotpKey(
  db: Pick<Database, 'insert' | 'select'>,
  memberId: string,
  sealed: string,
): Promise<Uint8Array> {
  const [version, payload] = sealed.split('.')
  if (version !== VERSION || !payload) throw new Error('unknown sealed TOTP key format')
  const bytes = Buffer.from(payload, 'base64url')
  const decipher = createDecipheriv('aes-256-gcm', await sealingKey(db), bytes.subarray(0, IV_BYTES))
  decipher.setAAD(Buffer.from(memberId, 'utf8'))
  decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES))
  try {
    return new Uint8Array(Buffer.concat([decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)), decipher.final()]))
  } catch {
    log.error(
      'auth',
      "an authenticator's sealed key does not open with this site's keys: restored without the keys file " +
        '(npm run restore -- ARCHIVE --secrets FILE)? Reset the holder’s second factor (npm run staff -- reset-2fa, or support for a member)',
    )
    throw new ApiError('AUTHENTICATOR_UNREADABLE')
  }
}
