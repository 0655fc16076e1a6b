import { inArray, sql } from 'drizzle-orm'
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
