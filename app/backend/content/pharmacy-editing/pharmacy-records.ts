import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm'
import type * as v from 'valibot'
import { missingLocales } from '~/api/contract/localized-text'
import type { PharmacyFields, pharmacyListQuery } from '~/api/contract/pharmacy-editing-endpoints'
import { demoRowsAmong } from '~/backend/demo/demo-kinds'
import { type Locale, locales } from '~/i18n/locales'
import type { Tx } from '../../admin/db-transaction'
import type { Database } from '../../db/database.server'
import { qualified } from '../../db/qualified-column'
import { type LocalizedText, pharmacies, pharmacyProducts, products } from '../../db/schema'
import { staffAccounts } from '../../db/staff-schema'
import { everyLanguageOf, everyWordIn } from '../../search/text-match'
import { offsetOf, pageResult } from '../paging'

type Reader = Database | Tx
type PharmacyRow = typeof pharmacies.$inferSelect
type ListQuery = v.InferOutput<typeof pharmacyListQuery>

/** Lacking the name or the address in a language (absent or blank). */
function missingIn(locale: Locale): SQL {
  const blank = (column: typeof pharmacies.name) => sql`coalesce(btrim(${column}->>${locale}), '') = ''`
  return sql`(${blank(pharmacies.name)} OR ${blank(pharmacies.address)})`
}

function listWhere(query: ListQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = []
  if (query.siNm) conditions.push(eq(pharmacies.siNm, query.siNm))
  if (query.sggNm) conditions.push(eq(pharmacies.sggNm, query.sggNm))
  if (query.missing) conditions.push(missingIn(query.missing))
  if (query.q) {
    conditions.push(
      everyWordIn([everyLanguageOf(pharmacies.name), everyLanguageOf(pharmacies.address)], query.q, [pharmacies.phone]),
    )
  }
  return and(...conditions)
}

const productCount = sql<number>`(SELECT count(*) FROM ${pharmacyProducts} WHERE ${qualified(pharmacyProducts.pharmacyId)} = ${qualified(pharmacies.id)})::int`

/** Missing languages of a pharmacy: of its name or its address. */
export function pharmacyMissingLocales(row: { name: LocalizedText; address: LocalizedText }): Locale[] {
  const missing = new Set([...missingLocales(row.name), ...missingLocales(row.address)])
  return locales.filter((locale) => missing.has(locale))
}

export async function listPharmacies(db: Reader, query: ListQuery) {
  const where = listWhere(query)
  const [rows, [totals]] = await Promise.all([
    db
      .select({ row: pharmacies, productCount })
      .from(pharmacies)
      .where(where)
      .orderBy(asc(pharmacies.siNm), asc(pharmacies.sggNm), asc(pharmacies.id))
      .limit(query.size)
      .offset(offsetOf(query.page, query.size)),
    db.select({ total: count() }).from(pharmacies).where(where),
  ])
  const demo = await demoRowsAmong(
    db,
    pharmacies,
    rows.map(({ row }) => row.id),
  )
  const items = rows.map(({ row, productCount }) => ({
    id: row.id,
    name: row.name['ko-KR'] ?? '',
    address: row.address['ko-KR'] ?? '',
    phone: row.phone,
    siNm: row.siNm,
    sggNm: row.sggNm,
    subway: row.subwayLine && row.subwayName ? `${row.subwayLine} ${row.subwayName}` : null,
    productCount,
    missingLocales: pharmacyMissingLocales(row),
    ...(demo.has(row.id) ? { demo: true as const } : {}),
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  }))
  return pageResult(items, query.page, query.size, totals?.total ?? 0)
}

/** The products of each pharmacy, in catalogue order. */
export async function productIdsOf(db: Reader, pharmacyIds: number[]): Promise<Map<number, number[]>> {
  const found = new Map<number, number[]>()
  if (pharmacyIds.length === 0) return found
  const links = await db
    .select({ pharmacyId: pharmacyProducts.pharmacyId, productId: pharmacyProducts.productId })
    .from(pharmacyProducts)
    .innerJoin(products, eq(products.id, pharmacyProducts.productId))
    .where(inArray(pharmacyProducts.pharmacyId, pharmacyIds))
    .orderBy(asc(products.sortOrder), asc(products.id))
  for (const link of links) found.set(link.pharmacyId, [...(found.get(link.pharmacyId) ?? []), link.productId])
  return found
}

type PlainKey = 'phone' | 'siNm' | 'sggNm' | 'subwayArea' | 'subwayLine' | 'subwayName'

/** A pharmacy's fields that read the same in every language (its name and address are written per language). */
export function sameInEveryLanguage<T extends Pick<PharmacyFields, PlainKey>>(source: T): Pick<T, PlainKey> {
  const { phone, siNm, sggNm, subwayArea, subwayLine, subwayName } = source
  return { phone, siNm, sggNm, subwayArea, subwayLine, subwayName }
}

/** A row as the editing contract's fields. */
export function fieldsOf(row: PharmacyRow, productIds: number[]): PharmacyFields {
  return {
    name: row.name as PharmacyFields['name'],
    address: row.address as PharmacyFields['address'],
    ...sameInEveryLanguage(row),
    latitude: row.latitude,
    longitude: row.longitude,
    productIds,
  }
}

export async function findPharmacy(db: Reader, id: number) {
  const [found] = await db
    .select({ row: pharmacies, updatedBy: staffAccounts.name })
    .from(pharmacies)
    .leftJoin(staffAccounts, eq(staffAccounts.id, pharmacies.updatedBy))
    .where(eq(pharmacies.id, id))
  if (!found) return undefined
  const productIds = (await productIdsOf(db, [id])).get(id) ?? []
  return { row: found.row, updatedBy: found.updatedBy, fields: fieldsOf(found.row, productIds) }
}

/** The columns of a pharmacy's row from its fields (products are links, written by `linkProducts`). */
export function columnsOf(fields: PharmacyFields) {
  return {
    name: fields.name,
    address: fields.address,
    ...sameInEveryLanguage(fields),
    latitude: fields.latitude,
    longitude: fields.longitude,
  }
}

/** Links each pharmacy to its products (the pharmacies' old links removed first). */
export async function linkProducts(tx: Tx, links: { pharmacyId: number; productIds: number[] }[]): Promise<void> {
  const ids = links.map((link) => link.pharmacyId)
  if (ids.length === 0) return
  await tx.delete(pharmacyProducts).where(inArray(pharmacyProducts.pharmacyId, ids))
  const rows = links.flatMap(({ pharmacyId, productIds }) => productIds.map((productId) => ({ pharmacyId, productId })))
  // In slices: PostgreSQL takes at most 65,535 parameters in one statement.
  for (let at = 0; at < rows.length; at += 10_000) await tx.insert(pharmacyProducts).values(rows.slice(at, at + 10_000))
}

/** The products of the catalogue, in its order: what a pharmacy can be listed with. */
export function productCatalogue(db: Reader) {
  return db
    .select({ id: products.id, key: products.key, name: products.name })
    .from(products)
    .orderBy(asc(products.sortOrder), asc(products.id))
}

/** The ids among `ids` that name no product. */
export async function unknownProductIds(db: Reader, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return []
  const found = await db.select({ id: products.id }).from(products).where(inArray(products.id, ids))
  const known = new Set(found.map((row) => row.id))
  return ids.filter((id) => !known.has(id))
}
