import { asc } from 'drizzle-orm'
import type { Hono } from 'hono'
import { contentEndpoints as api } from '~/api/contract/content-endpoints'
import type { Database } from '~/backend/db/database.server'
import { countries, languages } from '~/backend/db/schema'
import { implement } from '~/backend/http/implement'
import { pick } from '~/backend/http/localize'

/** The offered languages and the country list (with dialling codes, for phone fields). */
export function registerSettingRoutes(app: Hono, db: Database): void {
  implement(app, api.languages, async () => {
    const rows = await db.select().from(languages).orderBy(asc(languages.sortOrder))
    return rows.map((row) => ({ code: row.code, name: row.name, isDefault: row.isDefault }))
  })
  implement(app, api.countries, async ({ locale }) => {
    const rows = await db.select().from(countries).orderBy(asc(countries.sortOrder), asc(countries.code))
    return rows.map((row) => ({ code: row.code, name: pick(row.name, locale), dialCode: row.dialCode }))
  })
}
