import type { Database } from '~/backend/db/database.server'
import * as table from '~/backend/db/schema'
import { seedCountries, seedDocuments, seedLanguages } from './reference-data'
import { seedSitePages } from './seed-site-pages'

/**
 * What every site has from its first start, demo or not (decision 123): the languages and countries, the company's
 * documents' slots with their shipped files, and the long-form pages (the legal pages' templates published). Each row
 * is added only where it is missing, so this runs at every start. The company's details need no row: their public read
 * falls back to the shipped ones (company-details.routes.ts).
 */
export async function seedSiteSkeleton(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(table.languages)
      .values(seedLanguages.map((item, index) => ({ ...item, sortOrder: index })))
      .onConflictDoNothing()
    await tx
      .insert(table.countries)
      .values(seedCountries.map((item, index) => ({ ...item, sortOrder: index })))
      .onConflictDoNothing()
    await tx
      .insert(table.documents)
      .values(
        seedDocuments.map((item) => ({
          documentType: item.type,
          name: item.name,
          fileName: item.fileName,
          mimeType: 'application/pdf',
        })),
      )
      .onConflictDoNothing()
  })
  await seedSitePages(db)
}
