import { and, eq, isNull, sql } from 'drizzle-orm'
import type { SitePageName } from '~/api/contract/site-page-endpoints'
import type { Tx } from '~/backend/admin/db-transaction'
import type { Database } from '~/backend/db/database.server'
import { sitePages } from '~/backend/db/schema'
import { type ShippedPage, shippedPages } from './content/pages/shipped-pages'

/** The legal pages every site starts with, as templates the company reviews (decision 123); the other pages are the demo's. */
const legalPageNames: ReadonlySet<SitePageName> = new Set(['terms', 'privacy'])

const isLegalPage = (page: ShippedPage) => legalPageNames.has(page.name)

/** The long-form pages the demo fills: every shipped page but the legal ones. */
export const demoPageNames = (): SitePageName[] =>
  shippedPages()
    .filter((page) => !isLegalPage(page))
    .map((page) => page.name)

/** A page no one has written yet: no text, not published, so that its public page is not found until staff publish it. */
export const unwrittenPage = { lead: {}, body: {}, effectiveDate: null, publishAt: null }

/**
 * Adds every long-form page the table lacks (decision 52): the legal pages as shipped and published, the others
 * unwritten, for staff to write or the demo to fill (a page staff can only edit, never create). A page that exists,
 * edited or not, is never touched: a database seeded before decision 123 keeps its pages.
 */
export async function seedSitePages(db: Database): Promise<void> {
  await db
    .insert(sitePages)
    .values(
      shippedPages().map((page) =>
        isLegalPage(page) ? { ...page, publishAt: sql`now()` } : { name: page.name, ...unwrittenPage },
      ),
    )
    .onConflictDoNothing({ target: sitePages.name })
}

/** Fills the demo's pages (vision, research introduction, showroom) that are still unwritten and untouched; their ids. */
export async function loadDemoSitePages(tx: Tx): Promise<number[]> {
  const filled: number[] = []
  for (const page of shippedPages().filter((page) => !isLegalPage(page))) {
    const rows = await tx
      .update(sitePages)
      .set({ lead: page.lead, body: page.body, effectiveDate: page.effectiveDate, publishAt: sql`now()` })
      .where(and(eq(sitePages.name, page.name), isNull(sitePages.publishAt), eq(sitePages.version, 1)))
      .returning({ id: sitePages.id })
    filled.push(...rows.map((row) => row.id))
  }
  return filled
}
