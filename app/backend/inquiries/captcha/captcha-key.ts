import type { Database } from '../../db/database.server'
import { sharedSecret } from '../../security/shared-secret'

/**
 * The key that signs proof-of-work challenges: CAPTCHA_HMAC_KEY when configured, else one generated once and
 * kept in the database, so that every process of the site signs and verifies with the same key.
 */
export function captchaHmacKey(db: Pick<Database, 'insert' | 'select'>, configured?: string): Promise<string> {
  if (configured) return Promise.resolve(configured)
  return sharedSecret(db, 'captcha_hmac_key')
}
