import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Database } from '../db/database.server'
import { appSecrets } from '../db/inquiry-schema'

/**
 * Every key the site generates for itself, by its name in app_secrets: one list, so that a secrets export
 * (backups/secrets-export.ts) holds them all, including the ones no request has needed yet.
 */
export const siteSecretNames = [
  'captcha_hmac_key',
  'member_search_hmac_key',
  'phone_code_hmac_key',
  'identity_hmac_key',
  'content-preview-links',
  'totp-secret-key',
  'sign-in-device',
] as const
export type SiteSecretName = (typeof siteSecretNames)[number]

const cache = new WeakMap<object, Map<string, Promise<string>>>()

async function loadOrCreate(db: Pick<Database, 'insert' | 'select'>, name: SiteSecretName): Promise<string> {
  // Several processes may start at once: the first insert wins and everyone reads the winner.
  await db
    .insert(appSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing()
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name))
  if (!row) throw new Error(`secret ${name} could not be stored`)
  return row.value
}

/**
 * A random key generated once and kept in the database (app_secrets), so that every process of the site
 * signs and verifies with the same key. Cached per database; a failed load is retried by the next call.
 */
export function sharedSecret(db: Pick<Database, 'insert' | 'select'>, name: SiteSecretName): Promise<string> {
  let secrets = cache.get(db)
  if (!secrets) {
    secrets = new Map()
    cache.set(db, secrets)
  }
  let secret = secrets.get(name)
  if (!secret) {
    secret = loadOrCreate(db, name).catch((error: unknown) => {
      secrets.delete(name)
      throw error
    })
    secrets.set(name, secret)
  }
  return secret
}
