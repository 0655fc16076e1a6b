import { sql } from 'drizzle-orm'
import { sitePageNames } from '~/api/contract/site-page-endpoints'
import type { Database } from '~/backend/db/database.server'
import { sitePages } from '~/backend/db/schema'
import { legalPages } from './legal-pages/legal-pages'

/** A page no one has written yet: no text, not published, so that its public page is not found until staff publish it. */
export const unwrittenPage = { lead: {}, body: {}, effectiveDate: null, publishAt: null }

/**
 * Adds every long-form page the table lacks (decision 52): the legal pages as shipped and published, the others
 * unwritten, for staff to write or the demo to fill (a page staff can only edit, never create). A page that exists,
 * edited or not, is never touched: a database seeded before decision 123 keeps its pages.
 */
export async function seedSitePages(db: Database): Promise<void> {
  const legal = new Map(legalPages().map((page) => [page.name, page]))
  await db
    .insert(sitePages)
    .values(
      sitePageNames.map((name) => {
        const page = legal.get(name)
        return page ? { ...page, publishAt: sql`now()` } : { name, ...unwrittenPage }
      }),
    )
    .onConflictDoNothing({ target: sitePages.name })
}
