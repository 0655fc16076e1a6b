import { and, count, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { postTypes } from '~/api/contract/posts'
import type { ContentArchive } from '~/backend/content-archive/archive-format'
import type { Database } from '~/backend/db/database.server'
import { demoItems } from '~/backend/db/demo-items-schema'
import * as table from '~/backend/db/schema'
import { type DemoItem, demoPart, readDemoContent } from '~/backend/seed/demo-content'
import { type DemoKind, demoKindNames, demoKinds } from './demo-kinds'
import { DEMO_LOCK_ID } from './demo-load'

const korean = (column: AnyPgColumn) => sql`(${column}->>'ko-KR')`
const joined = (...parts: SQL[]) => sql`(${sql.join(parts, sql` || '|' || `)})`
const text = (column: AnyPgColumn) => sql`(${column}::text)`

type Localized = Record<string, string>

/** The Korean of a field of each of a demo part's items. */
const koreanOf = (demo: ContentArchive, part: string, field: string) =>
  demoPart<DemoItem<Record<string, Localized>>>(demo, part).map((item) => item.fields[field]?.['ko-KR'] ?? '')

/** Each of a demo part's items as its fields joined (a year, a month, a Korean title…). */
const joinedOf = (demo: ContentArchive, part: string, parts: (fields: Record<string, unknown>) => unknown[]) =>
  demoPart<DemoItem<Record<string, unknown>>>(demo, part).map((item) => parts(item.fields).join('|'))

/** The keys of a demo part's items. */
const keysOf = (demo: ContentArchive, part: string) => demoPart<{ key?: string }>(demo, part).map((item) => item.key ?? '')

const koreanIn = (value: unknown) => (value as Localized | undefined)?.['ko-KR']

/** The parts of the three product kinds (decision 120), which share the products table. */
const productParts = ['products-material', 'products-pb', 'products-related']

/**
 * How a row of each kind is known as one the shipped demo put there: an expression over the row, and the values it
 * takes on the demo's items (their keys, or their Korean names and titles where a kind has no key).
 */
const shippedIdentities: Record<DemoKind, { of: SQL; shipped: (demo: ContentArchive) => string[] }> = {
  faq_entries: { of: korean(table.faqEntries.question), shipped: (demo) => koreanOf(demo, 'faq-entries', 'question') },
  faq_categories: { of: text(table.faqCategories.key), shipped: (demo) => keysOf(demo, 'faq-categories') },
  posts: {
    of: joined(text(table.posts.postType), korean(table.posts.title)),
    shipped: (demo) => postTypes.flatMap((type) => koreanOf(demo, type, 'title').map((title) => `${type}|${title}`)),
  },
  post_categories: { of: text(table.postCategories.key), shipped: (demo) => keysOf(demo, 'post-categories') },
  pharmacies: {
    of: joined(korean(table.pharmacies.name), korean(table.pharmacies.address)),
    shipped: (demo) =>
      demoPart<{ name: Localized; address: Localized }>(demo, 'pharmacies').map(
        (item) => `${item.name['ko-KR']}|${item.address['ko-KR']}`,
      ),
  },
  products: {
    of: text(table.products.key),
    shipped: (demo) => productParts.flatMap((part) => keysOf(demo, part)),
  },
  history_entries: {
    of: joined(text(table.historyEntries.year), text(table.historyEntries.month), korean(table.historyEntries.title)),
    shipped: (demo) => joinedOf(demo, 'history', (fields) => [fields.year, fields.month, koreanIn(fields.title)]),
  },
  clients: { of: korean(table.clients.name), shipped: (demo) => koreanOf(demo, 'clients', 'name') },
  people: { of: korean(table.people.name), shipped: (demo) => koreanOf(demo, 'people', 'name') },
  openings: { of: korean(table.openings.title), shipped: (demo) => koreanOf(demo, 'openings', 'title') },
  testimonials: {
    of: joined(korean(table.testimonials.author), korean(table.testimonials.quote)),
    shipped: (demo) => joinedOf(demo, 'testimonials', (fields) => [koreanIn(fields.author), koreanIn(fields.quote)]),
  },
  figures: { of: text(table.figures.key), shipped: (demo) => keysOf(demo, 'figures') },
  site_pages: { of: text(table.sitePages.name), shipped: (demo) => keysOf(demo, 'pages') },
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
    const demo = await readDemoContent()
    let marked = 0
    for (const kind of demoKindNames) {
      const rows = demoKinds[kind]
      const { of, shipped } = shippedIdentities[kind]
      const found = await tx
        .select({ id: rows.id })
        .from(rows)
        .where(and(inArray(of, shipped(demo)), asShipped(kind)))
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
