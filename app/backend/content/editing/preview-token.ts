import { createHmac, timingSafeEqual } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { PREVIEW_LINK_MINUTES } from '~/api/contract/content-editing'
import { previewRevocations } from '~/backend/db/content-editing-schema'
import type { Database } from '~/backend/db/database.server'
import { type SiteSecretName, sharedSecret } from '~/backend/security/shared-secret'

/** The key every process signs and checks preview links with (app_secrets): a link made on one works on all. */
const SECRET_NAME: SiteSecretName = 'content-preview-links'

const MINUTE_MS = 60_000

/** The item a link shows: its kind, its id, and its version when the link was made. */
export interface PreviewedItem {
  type: string
  id: number
  version: number
}

function signature(secret: string, item: PreviewedItem, issued: number, expires: number): Buffer {
  return createHmac('sha256', secret).update(`preview:${item.type}:${item.id}:${item.version}:${issued}:${expires}`).digest()
}

/**
 * A token that shows the draft of one item, as it stands, until it expires: `<expiry s>-<issued ms>-<HMAC>` (base 36).
 * It is bound to the item and its version, so a link opens no other item and ends when this one changes (a save of the
 * draft, a publication: each moves the version on); an editor may also revoke every link issued so far
 * (revokePreviewLinks), and it ends by itself after PREVIEW_LINK_MINUTES.
 */
export async function issuePreviewToken(db: Database, item: PreviewedItem, now: Date) {
  const expires = Math.floor((now.getTime() + PREVIEW_LINK_MINUTES * MINUTE_MS) / 1000)
  const issued = now.getTime()
  const secret = await sharedSecret(db, SECRET_NAME)
  const sealed = signature(secret, item, issued, expires).toString('base64url')
  return { token: `${expires.toString(36)}-${issued.toString(36)}-${sealed}`, expiresAt: new Date(expires * 1000) }
}

/** Every link to this item issued until now opens nothing from now on. */
export async function revokePreviewLinks(db: Pick<Database, 'insert'>, type: string, id: number, now: Date) {
  await db
    .insert(previewRevocations)
    .values({ contentType: type, itemId: id, revokedAt: now })
    .onConflictDoUpdate({ target: [previewRevocations.contentType, previewRevocations.itemId], set: { revokedAt: now } })
}

async function revokedAfter(db: Database, item: PreviewedItem, issued: number): Promise<boolean> {
  const [revoked] = await db
    .select({ at: previewRevocations.revokedAt })
    .from(previewRevocations)
    .where(and(eq(previewRevocations.contentType, item.type), eq(previewRevocations.itemId, item.id)))
  return revoked !== undefined && revoked.at.getTime() >= issued
}

/** Whether the token opens the draft of this item, at its current version, at `now`. */
export async function previewTokenOpens(db: Database, token: string, item: PreviewedItem, now: Date): Promise<boolean> {
  const match = /^([0-9a-z]{1,10})-([0-9a-z]{1,12})-([A-Za-z0-9_-]+)$/.exec(token)
  if (!match?.[1] || !match[2] || !match[3]) return false
  const expires = Number.parseInt(match[1], 36)
  const issued = Number.parseInt(match[2], 36)
  if (expires * 1000 <= now.getTime() || issued > now.getTime()) return false
  const given = Buffer.from(match[3], 'base64url')
  const expected = signature(await sharedSecret(db, SECRET_NAME), item, issued, expires)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false
  return !(await revokedAfter(db, item, issued))
}
