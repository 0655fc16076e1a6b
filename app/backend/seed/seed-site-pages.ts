import { sql } from 'drizzle-orm'
import type { Database } from '~/backend/db/database.server'
import { sitePages } from '~/backend/db/schema'
import { shippedPages } from './content/pages/shipped-pages'

/**
 * Adds every long-form page the table lacks, as shipped and published: on a new database, and on one seeded before the
 * pages became editable (decision 52). A page staff have edited is never touched.
 */
export async function seedSitePages(db: Database): Promise<void> {
  await db
    .insert(sitePages)
    .values(shippedPages().map((page) => ({ ...page, publishAt: sql`now()` })))
    .onConflictDoNothing({ target: sitePages.name })
}
