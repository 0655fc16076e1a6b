import { and, count, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Database } from '~/backend/db/database.server'
import { demoItems } from '~/backend/db/demo-items-schema'
import * as table from '~/backend/db/schema'
import { categories } from '~/backend/seed/content/categories'
import { clients } from '~/backend/seed/content/clients'
import { faq } from '~/backend/seed/content/faq'
import { faqCategoryNames } from '~/backend/seed/content/faq-categories'
import { figures } from '~/backend/seed/content/figures'
import { history } from '~/backend/seed/content/history'
import { news } from '~/backend/seed/content/news'
import { openings } from '~/backend/seed/content/openings'
import { patents } from '~/backend/seed/content/patents'
import { people } from '~/backend/seed/content/people'
import { pharmacies } from '~/backend/seed/content/pharmacies'
import { press } from '~/backend/seed/content/press'
import { products } from '~/backend/seed/content/products'
import { testimonials } from '~/backend/seed/content/testimonials'
import { theses } from '~/backend/seed/content/theses'
import { demoPageNames } from '~/backend/seed/seed-site-pages'
import { type DemoKind, demoKindNames, demoKinds } from './demo-kinds'
import { DEMO_LOCK_ID } from './demo-load'

const korean = (column: AnyPgColumn) => sql`(${column}->>'ko-KR')`
const joined = (...parts: SQL[]) => sql`(${sql.join(parts, sql` || '|' || `)})`
const text = (column: AnyPgColumn) => sql`(${column}::text)`

/**
 * How a row of each kind is known as one the shipped demo put there: an expression over the row, and the values it
 * takes on the shipped items (their keys, or their Korean names and titles where a kind has no key).
 */
const shippedIdentities: Record<DemoKind, { of: SQL; shipped: () => string[] }> = {
  faq_entries: { of: korean(table.faqEntries.question), shipped: () => faq.map((entry) => entry.question['ko-KR']) },
  faq_categories: { of: text(table.faqCategories.key), shipped: () => faqCategoryNames.map((item) => item.key) },
  posts: {
    of: joined(text(table.posts.postType), korean(table.posts.title)),
    shipped: () => [
      ...news.map((item) => `news|${item.title['ko-KR']}`),
      ...press.map((item) => `press|${item.title['ko-KR']}`),
      ...patents.map((item) => `patent|${item.title['ko-KR']}`),
      ...theses.map((item) => `thesis|${item.title['ko-KR']}`),
    ],
  },
  post_categories: { of: text(table.postCategories.key), shipped: () => categories.map((item) => item.key) },
  pharmacies: {
    of: joined(korean(table.pharmacies.name), korean(table.pharmacies.address)),
    shipped: () => pharmacies.map((item) => `${item.name['ko-KR']}|${item.address['ko-KR']}`),
  },
  products: { of: text(table.products.key), shipped: () => products.map((item) => item.key) },
  history_entries: {
    of: joined(text(table.historyEntries.year), text(table.historyEntries.month), korean(table.historyEntries.title)),
    shipped: () => history.map((item) => `${item.year}|${item.month}|${item.title['ko-KR']}`),
  },
  clients: { of: korean(table.clients.name), shipped: () => clients.map((item) => item.name['ko-KR']) },
  people: { of: korean(table.people.name), shipped: () => people.map((item) => item.name['ko-KR']) },
  openings: { of: korean(table.openings.title), shipped: () => openings.map((item) => item.title['ko-KR']) },
  testimonials: {
    of: joined(korean(table.testimonials.author), korean(table.testimonials.quote)),
    shipped: () => testimonials.map((item) => `${item.author['ko-KR']}|${item.quote['ko-KR']}`),
  },
  figures: { of: text(table.figures.key), shipped: () => figures.map((item) => item.key) },
  site_pages: { of: text(table.sitePages.name), shipped: demoPageNames },
}

/**
 * A row still as the demo shipped it: no staff member changed it (its version is the first; categories have none), and
 * a long-form page is one the demo filled (published), not the skeleton's unwritten one.
 */
function asShipped(kind: DemoKind): SQL | undefined {
  const rows = demoKinds[kind]
  if (kind === 'site_pages') return and(eq(table.sitePages.version, 1), isNotNull(table.sitePages.publishAt))
  return 'version' in rows ? eq(rows.version, 1) : undefined
}

/**
 * A database seeded before decision 123 holds the shipped demo content with no mark: the first start after the upgrade
 * marks every row still as shipped (version 1: no staff member changed it) that is one of the shipped items, so that
 * the console shows it as demo and the dashboard offers its removal. Runs only while no mark exists on a site with post
 * categories (every such database has them); answers how many rows it marked.
 */
export function markShippedDemo(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${DEMO_LOCK_ID})`)
    const [marks] = await tx.select({ total: count() }).from(demoItems)
    const [categoryRows] = await tx.select({ total: count() }).from(table.postCategories)
    if ((marks?.total ?? 0) > 0 || (categoryRows?.total ?? 0) === 0) return 0
    let marked = 0
    for (const kind of demoKindNames) {
      const rows = demoKinds[kind]
      const { of, shipped } = shippedIdentities[kind]
      const found = await tx
        .select({ id: rows.id })
        .from(rows)
        .where(and(inArray(of, shipped()), asShipped(kind)))
      if (found.length === 0) continue
      await tx
        .insert(demoItems)
        .values(found.map((row) => ({ kind, itemId: row.id })))
        .onConflictDoNothing()
      marked += found.length
    }
    return marked
  })
}
