import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/database.server'
import { appSecrets } from '../../db/inquiry-schema'

const SECRET_NAME = 'captcha_hmac_key'
const cache = new WeakMap<object, Promise<string>>()

async function loadOrCreate(db: Pick<Database, 'insert' | 'select'>): Promise<string> {
  // Several processes may start at once: the first insert wins and everyone reads the winner.
  await db
    .insert(appSecrets)
    .values({ name: SECRET_NAME, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing()
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, SECRET_NAME))
  if (!row) throw new Error('captcha key could not be stored')
  return row.value
}

/**
 * The key that signs proof-of-work challenges: CAPTCHA_HMAC_KEY when configured, else one generated once and
 * kept in the database, so that every process of the site signs and verifies with the same key.
 */
export function captchaHmacKey(db: Pick<Database, 'insert' | 'select'>, configured?: string): Promise<string> {
  if (configured) return Promise.resolve(configured)
  let key = cache.get(db)
  if (!key) {
    key = loadOrCreate(db).catch((error: unknown) => {
      cache.delete(db)
      throw error
    })
    cache.set(db, key)
  }
  return key
}
