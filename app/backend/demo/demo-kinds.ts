import { and, eq, getTableName, inArray, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Reader } from '~/backend/content/editing/item-state'
import { demoItems } from '~/backend/db/demo-items-schema'
import * as table from '~/backend/db/schema'

/**
 * Every table the demo puts rows in, under the kind its marks name (demo_items.kind, decision 123), in the order the
 * removal deletes them: a row before the rows it refers to.
 */
export const demoKinds = {
  faq_entries: table.faqEntries,
  faq_categories: table.faqCategories,
  posts: table.posts,
  post_categories: table.postCategories,
  pharmacies: table.pharmacies,
  products: table.products,
  history_entries: table.historyEntries,
  clients: table.clients,
  people: table.people,
  openings: table.openings,
  testimonials: table.testimonials,
  figures: table.figures,
  site_pages: table.sitePages,
}

export type DemoKind = keyof typeof demoKinds

export const demoKindNames = Object.keys(demoKinds) as DemoKind[]

/** The rows a load of the demo inserted (or filled, for the long-form pages), by kind. */
export type DemoItemIds = Partial<Record<DemoKind, number[]>>

/** The demo's rows of a kind: those its marks name. */
export const markedAsDemo = (kind: DemoKind) =>
  inArray(demoKinds[kind].id, sql`(SELECT ${demoItems.itemId} FROM ${demoItems} WHERE ${demoItems.kind} = ${kind})`)

/** Which of these rows of a table the demo put there (none of a table the demo never fills). */
export async function demoRowsAmong(db: Reader, table: PgTable, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set()
  const rows = await db
    .select({ id: demoItems.itemId })
    .from(demoItems)
    .where(and(eq(demoItems.kind, getTableName(table)), inArray(demoItems.itemId, ids)))
  return new Set(rows.map((row) => row.id))
}
