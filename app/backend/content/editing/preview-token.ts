import { createHmac, timingSafeEqual } from 'node:crypto'
import { PREVIEW_LINK_MINUTES } from '~/api/contract/content-editing'
import type { Database } from '~/backend/db/database.server'
import { sharedSecret } from '~/backend/security/shared-secret'

/** The key every process signs and checks preview links with (app_secrets): a link made on one works on all. */
const SECRET_NAME = 'content-preview-links'

const MINUTE_MS = 60_000

function signature(secret: string, type: string, id: number, expires: number): Buffer {
  return createHmac('sha256', secret).update(`preview:${type}:${id}:${expires}`).digest()
}

/**
 * A token that shows the draft of one item (kind and id) until it expires: `<expiry, base 36 seconds>-<HMAC>`. It is
 * bound to the item, so a link to one draft opens no other; nothing is stored, so it cannot be revoked before its
 * PREVIEW_LINK_MINUTES are up (a draft is not secret from the staff, only from the public and search engines).
 */
export async function issuePreviewToken(db: Database, type: string, id: number, now: Date) {
  const expiresAt = new Date(now.getTime() + PREVIEW_LINK_MINUTES * MINUTE_MS)
  const expires = Math.floor(expiresAt.getTime() / 1000)
  const secret = await sharedSecret(db, SECRET_NAME)
  const token = `${expires.toString(36)}-${signature(secret, type, id, expires).toString('base64url')}`
  return { token, expiresAt: new Date(expires * 1000) }
}

/** Whether the token opens the draft of this item at `now`. */
export async function previewTokenOpens(db: Database, token: string, type: string, id: number, now: Date): Promise<boolean> {
  const separator = token.indexOf('-')
  const expiresPart = token.slice(0, separator)
  if (separator < 1 || !/^[0-9a-z]{1,10}$/.test(expiresPart)) return false
  const expires = Number.parseInt(expiresPart, 36)
  if (expires * 1000 <= now.getTime()) return false
  const given = Buffer.from(token.slice(separator + 1), 'base64url')
  const expected = signature(await sharedSecret(db, SECRET_NAME), type, id, expires)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
