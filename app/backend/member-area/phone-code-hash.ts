import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import type { Database } from '../db/database.server'
import { sharedSecret } from '../security/shared-secret'

/** A verification code lasts 3 minutes, and is void after this many checks. */
export const PHONE_CODE_TTL_MINUTES = 3
export const PHONE_CODE_MAX_TRIES = 5

/** Six random digits, leading zeros kept. */
export const newPhoneCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0')

/**
 * Keyed (HMAC-SHA256, key in app_secrets) and bound to the member and number: a million codes are quick to try
 * against a plain hash, not against one whose key is not in the row.
 */
async function digest(db: Pick<Database, 'insert' | 'select'>, memberId: string, mobile: string, code: string) {
  const key = await sharedSecret(db, 'phone_code_hmac_key')
  return createHmac('sha256', key).update(`${memberId}:${mobile}:${code}`, 'utf8').digest()
}

export async function hashPhoneCode(db: Pick<Database, 'insert' | 'select'>, memberId: string, mobile: string, code: string) {
  return (await digest(db, memberId, mobile, code)).toString('hex')
}

export async function phoneCodeMatches(
  db: Pick<Database, 'insert' | 'select'>,
  stored: { memberId: string; mobile: string; codeHash: string },
  code: string,
): Promise<boolean> {
  const expected = Buffer.from(stored.codeHash, 'hex')
  const actual = await digest(db, stored.memberId, stored.mobile, code)
  return expected.length === actual.length && timingSafeEqual(expected, actual)
}
