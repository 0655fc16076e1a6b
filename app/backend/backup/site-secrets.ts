import { sql } from 'drizzle-orm'
import * as v from 'valibot'
import type { Database } from '../db/database.server'
import { sharedSecret, siteSecretNames } from '../security/shared-secret'

/**
 * The keys the site generated for itself (app_secrets): never in a backup, so that a copied archive cannot unseal the
 * staff's authenticator keys nor sign a session. An operator exports them once (`npm run backup -- secrets FILE`)
 * and keeps the file apart; a restore given it checks the archive's signature with them and puts them back
 * (docs/decisions/0068, 0108).
 */
export const siteSecretsFile = v.object({
  format: v.literal('site-secrets'),
  secrets: v.record(v.picklist(siteSecretNames), v.pipe(v.string(), v.minLength(16), v.maxLength(200))),
})
export type SiteSecretsFile = v.InferOutput<typeof siteSecretsFile>
export type SiteSecrets = SiteSecretsFile['secrets']

/** Every site key, each generated now if no request has needed it yet, so that the export is whole. */
export async function exportSiteSecrets(db: Database): Promise<SiteSecretsFile> {
  for (const name of siteSecretNames) await sharedSecret(db, name)
  const result = (await db.execute(sql`SELECT name, value FROM app_secrets ORDER BY name`)) as {
    rows: Array<{ name: string; value: string }>
  }
  const known = new Set<string>(siteSecretNames)
  return {
    format: 'site-secrets',
    secrets: Object.fromEntries(result.rows.filter((row) => known.has(row.name)).map((row) => [row.name, row.value])),
  }
}
