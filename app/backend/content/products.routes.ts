import { and, asc, count, eq, exists, type SQL, sql } from 'drizzle-orm'
import type { Hono } from 'hono'
import { contentEndpoints as api } from '~/api/contract/content-endpoints'
import type { ProductType } from '~/api/contract/products'
import type { Database } from '~/backend/db/database.server'
import { preparedReadsByShape } from '~/backend/db/prepared-read'
import { pharmacyProducts, products } from '~/backend/db/schema'
import { implement } from '~/backend/http/implement'
import { pick } from '~/backend/http/localize'
import type { Locale } from '~/i18n/locales'
import { qualified } from '../db/qualified-column'
import { offsetOf, pageResult } from './paging'
import { publicRichTextOf } from './public-rich-text'
import { visibleNow } from './publication'
import { publicSheetFor, sheetsOf } from './spec-sheets/spec-sheet-files'

type ProductRow = typeof products.$inferSelect
type SheetRows = Awaited<ReturnType<typeof sheetsOf>>

const stockedByAPharmacy = exists(
  sql`(SELECT 1 FROM ${pharmacyProducts} WHERE ${qualified(pharmacyProducts.productId)} = ${qualified(products.id)})`,
)
const pharmacyCount = sql<number>`(SELECT count(*)::int FROM ${pharmacyProducts} WHERE ${qualified(pharmacyProducts.productId)} = ${qualified(products.id)})`

async function toProduct(db: Database, row: ProductRow & { pharmacyCount: number }, sheets: SheetRows, locale: Locale) {
  return {
    id: row.id,
    type: row.productType,
    name: pick(row.name, locale),
    summary: pick(row.summary, locale),
    description: await publicRichTextOf(db, row.description, locale),
    specs: row.specs.map((spec) => ({ label: pick(spec.label, locale), value: pick(spec.value, locale) })),
    active: row.active,
    specSheet: row.productType === 'material' ? publicSheetFor(row, sheets, locale) : null,
    pharmacyCount: Number(row.pharmacyCount),
  }
}

async function productPage(db: Database, type: ProductType, page: number, size: number, locale: Locale) {
  const where = and(eq(products.productType, type), visibleNow(products))
  const [rows, [totals]] = await Promise.all([
    db
      .select({ row: products, pharmacyCount })
      .from(products)
      .where(where)
      .orderBy(asc(products.sortOrder), asc(products.id))
      .limit(size)
      .offset(offsetOf(page, size)),
    db.select({ total: count() }).from(products).where(where),
  ])
  const ids = rows.map(({ row }) => row.id)
  const sheets = type === 'material' ? await sheetsOf(db, ids) : []
  const items = await Promise.all(
    rows.map(({ row, pharmacyCount: stockists }) => {
      const ownSheets = sheets.filter((sheet) => sheet.productId === row.id)
      return toProduct(db, { ...row, pharmacyCount: stockists }, ownSheets, locale)
    }),
  )
  return pageResult(items, page, size, totals?.total ?? 0)
}

/** The short product list for filters, one prepared read per set of filters (`type`, `active`, `stocked`). */
const listReads = preparedReadsByShape('product_list', (db, name, shape) => {
  const named = new Set(shape.split(','))
  const filters: SQL[] = [visibleNow(products)]
  if (named.has('type')) filters.push(eq(products.productType, sql.placeholder('type')))
  if (named.has('active')) filters.push(eq(products.active, sql.placeholder('active')))
  if (named.has('stocked')) filters.push(stockedByAPharmacy)
  // Only what the list names: the descriptions and specifications are most of a product's bytes.
  return db
    .select({ id: products.id, productType: products.productType, name: products.name, active: products.active })
    .from(products)
    .where(and(...filters))
    .orderBy(asc(products.productType), asc(products.sortOrder), asc(products.id))
    .prepare(name)
})

/** Raw materials, own products, partner products, and the short product list for filters: what is published now. */
export function registerProductRoutes(app: Hono, db: Database): void {
  implement(app, api.materialPage, ({ query, locale }) => productPage(db, 'material', query.page, query.size, locale))
  implement(app, api.relatedPage, ({ query, locale }) => productPage(db, 'related', query.page, query.size, locale))
  implement(app, api.pbPage, ({ query, locale }) => productPage(db, 'pb', query.page, query.size, locale))

  implement(app, api.productList, async ({ query, locale }) => {
    const shape = [query.type && 'type', query.active !== undefined && 'active', query.relativePharmacy && 'stocked']
    const rows = await listReads(db, shape.filter(Boolean).join(',')).execute({ type: query.type, active: query.active })
    return rows.map((row) => ({ id: row.id, type: row.productType, name: pick(row.name, locale), active: row.active }))
  })
}
