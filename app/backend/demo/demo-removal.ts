import { and, eq, inArray, notExists, sql } from 'drizzle-orm'
import type { Tx } from '~/backend/admin/db-transaction'
import { demoItems } from '~/backend/db/demo-items-schema'
import { faqEntries, posts, sitePages } from '~/backend/db/schema'
import { unwrittenPage } from '~/backend/seed/seed-site-pages'
import { type DemoKind, demoKindNames, demoKinds, markedAsDemo } from './demo-kinds'

/**
 * Which of a kind's demo rows staff have not made their own (decision 123): a row staff changed (its version grew: a
 * draft, a publication, an edit) is theirs now; a category that holds a row of staff's (a post, a question) stays.
 */
function untouched(kind: DemoKind) {
  if (kind === 'post_categories') {
    return notExists(sql`(SELECT 1 FROM ${posts} WHERE ${posts.categoryId} = ${demoKinds.post_categories.id})`)
  }
  if (kind === 'faq_categories') {
    return and(
      eq(demoKinds.faq_categories.version, 1),
      notExists(sql`(SELECT 1 FROM ${faqEntries} WHERE ${faqEntries.categoryId} = ${demoKinds.faq_categories.id})`),
    )
  }
  return eq(demoKinds[kind].version, 1)
}

/** Counts the demo's marks left, the rows kept because staff made them theirs. */
async function marksLeft(tx: Tx): Promise<number> {
  const [row] = await tx.select({ total: sql<number>`count(*)::int` }).from(demoItems)
  return row?.total ?? 0
}

/**
 * Removes the demo's rows staff have not made their own, their marks with them, children before parents (demoKinds'
 * order): the long-form pages go back to unwritten and unpublished (a page is never deleted), the others are deleted
 * (a pharmacy's product links with it). The rows kept keep their mark, so the console still shows them as demo.
 */
export async function removeDemoContent(tx: Tx): Promise<{ removed: number; kept: number }> {
  let removed = 0
  for (const kind of demoKindNames) {
    const table = demoKinds[kind]
    const which = and(markedAsDemo(kind), untouched(kind))
    const rows =
      kind === 'site_pages'
        ? await tx.update(sitePages).set(unwrittenPage).where(which).returning({ id: sitePages.id })
        : await tx.delete(table).where(which).returning({ id: table.id })
    if (rows.length === 0) continue
    removed += rows.length
    await tx.delete(demoItems).where(
      and(
        eq(demoItems.kind, kind),
        inArray(
          demoItems.itemId,
          rows.map((row) => row.id),
        ),
      ),
    )
  }
  // A mark whose row went another way (a pharmacy list replaced by an import, an item staff deleted) marks nothing.
  for (const kind of demoKindNames) {
    const table = demoKinds[kind]
    await tx
      .delete(demoItems)
      .where(and(eq(demoItems.kind, kind), notExists(sql`(SELECT 1 FROM ${table} WHERE ${table.id} = ${demoItems.itemId})`)))
  }
  return { removed, kept: await marksLeft(tx) }
}
