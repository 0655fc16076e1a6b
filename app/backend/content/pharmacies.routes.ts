import { and, asc, count, eq, getTableColumns, ilike, inArray, or, type SQL, sql } from 'drizzle-orm'
import type { Hono } from 'hono'
import { contentEndpoints as api } from '~/api/contract/content-endpoints'
import type { Database } from '~/backend/db/database.server'
import { preparedRead, preparedReadsByShape } from '~/backend/db/prepared-read'
import { pharmacies, pharmacyProducts, products } from '~/backend/db/schema'
import { ApiError } from '~/backend/http/api-error'
import { implement } from '~/backend/http/implement'
import { pick } from '~/backend/http/localize'
import type { Locale } from '~/i18n/locales'
import { qualified } from '../db/qualified-column'
import { nearestPharmacies } from './nearest-pharmacies'
import { containsPattern, offsetOf, pageResult } from './paging'
import { sameInEveryLanguage } from './pharmacy-editing/pharmacy-records'
import { pharmacyInReaderLanguage } from './pharmacy-reader-language'
import { placeName } from './place-names/place-names'
import { visibleNow } from './publication'

interface PharmacyFilters {
  idProduct?: number
  siNm?: string
  sggNm?: string
  subwayArea?: string
  subwayLine?: string
  subwayName?: string
  query?: string
}

/** The exact filters, in the order of a shape's key. */
const exactFilters = [
  ['siNm', pharmacies.siNm],
  ['sggNm', pharmacies.sggNm],
  ['subwayArea', pharmacies.subwayArea],
  ['subwayLine', pharmacies.subwayLine],
  ['subwayName', pharmacies.subwayName],
] as const

/** Which filters a search sets, as the key of its prepared read: one of the 128 combinations, never the values. */
function shapeOf(filters: PharmacyFilters): string {
  const set: string[] = exactFilters.map(([name]) => (filters[name] ? name : ''))
  if (filters.idProduct !== undefined) set.push('idProduct')
  if (filters.query) set.push('query')
  return set.filter(Boolean).join(',')
}

/** The filters of a shape, with a placeholder for each value (placeholderValues gives them). */
function filtersOf(shape: string): SQL | undefined {
  const named = new Set(shape.split(','))
  const conditions: SQL[] = []
  for (const [name, column] of exactFilters) if (named.has(name)) conditions.push(eq(column, sql.placeholder(name)))
  if (named.has('idProduct')) {
    conditions.push(
      sql`EXISTS (SELECT 1 FROM ${pharmacyProducts} WHERE ${qualified(pharmacyProducts.pharmacyId)} = ${qualified(pharmacies.id)} AND ${qualified(pharmacyProducts.productId)} = ${sql.placeholder('idProduct')})`,
    )
  }
  if (named.has('query')) {
    const pattern = sql.placeholder('pattern')
    const searchable = or(
      ilike(sql`${pharmacies.name}->>'ko-KR'`, pattern),
      ilike(sql`${pharmacies.name}->>'en-US'`, pattern),
      ilike(sql`${pharmacies.address}->>'ko-KR'`, pattern),
      ilike(sql`${pharmacies.address}->>'en-US'`, pattern),
    )
    if (searchable) conditions.push(searchable)
  }
  return conditions.length ? and(...conditions) : undefined
}

/** The values of a search's placeholders. */
const placeholderValues = (filters: PharmacyFilters) => ({
  ...filters,
  pattern: filters.query ? containsPattern(filters.query) : undefined,
})

const pageReads = preparedReadsByShape('pharmacy_page', (db, name, shape) =>
  db
    .select({ ...getTableColumns(pharmacies), total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(pharmacies)
    .where(filtersOf(shape))
    .orderBy(asc(pharmacies.siNm), asc(pharmacies.sggNm), asc(pharmacies.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name),
)

const countReads = preparedReadsByShape('pharmacy_count', (db, name, shape) =>
  db.select({ total: count() }).from(pharmacies).where(filtersOf(shape)).prepare(name),
)

const productRead = preparedRead('product_visible', (db, name) =>
  db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, sql.placeholder('id')), visibleNow(products)))
    .prepare(name),
)

const regionsRead = preparedRead('pharmacy_regions', (db, name) =>
  db
    .selectDistinct({ siNm: pharmacies.siNm, sggNm: pharmacies.sggNm })
    .from(pharmacies)
    .orderBy(asc(pharmacies.siNm), asc(pharmacies.sggNm))
    .prepare(name),
)

const subwaysRead = preparedRead('pharmacy_subways', (db, name) =>
  db
    .selectDistinct({ area: pharmacies.subwayArea, line: pharmacies.subwayLine, station: pharmacies.subwayName })
    .from(pharmacies)
    .where(
      sql`${pharmacies.subwayArea} IS NOT NULL AND ${pharmacies.subwayLine} IS NOT NULL AND ${pharmacies.subwayName} IS NOT NULL`,
    )
    .orderBy(asc(pharmacies.subwayArea), asc(pharmacies.subwayLine), asc(pharmacies.subwayName))
    .prepare(name),
)

async function productExists(db: Database, id: number) {
  return (await productRead(db).execute({ id })).length > 0
}

type PharmacyRow = typeof pharmacies.$inferSelect

/** Pharmacies as the finder shows them, in the reader's language, each with the products visitors may see. */
async function asVisitorsReadThem(db: Database, rows: PharmacyRow[], locale: Locale) {
  const stocked = rows.length
    ? await db
        .select({ pharmacyId: pharmacyProducts.pharmacyId, id: products.id, name: products.name })
        .from(pharmacyProducts)
        .innerJoin(products, eq(pharmacyProducts.productId, products.id))
        .where(
          and(
            inArray(
              pharmacyProducts.pharmacyId,
              rows.map((row) => row.id),
            ),
            // A product taken off the site keeps its links (staff see them) but is not named to visitors.
            visibleNow(products),
          ),
        )
        .orderBy(asc(products.sortOrder), asc(products.id))
    : []
  return rows.map((row) => {
    const name = pharmacyInReaderLanguage(row.name, locale)
    const address = pharmacyInReaderLanguage(row.address, locale)
    return {
      id: row.id,
      name: name.text,
      address: address.text,
      hangulName: name.hangul,
      hangulAddress: address.hangul,
      ...sameInEveryLanguage(row),
      subwayLineName: row.subwayLine && placeName('line', row.subwayLine, locale),
      subwayStationName: row.subwayName && placeName('station', row.subwayName, locale),
      products: stocked
        .filter((item) => item.pharmacyId === row.id)
        .map((item) => ({ id: item.id, name: pick(item.name, locale) })),
    }
  })
}

/** The pharmacy finder: filtered pages, and the province and subway cascades. */
export function registerPharmacyRoutes(app: Hono, db: Database): void {
  implement(app, api.pharmacyPage, async ({ query, locale }) => {
    if (query.idProduct !== undefined && !(await productExists(db, query.idProduct))) throw new ApiError('NOT_FOUND')
    const shape = shapeOf(query)
    const values = placeholderValues(query)
    // The total comes with the page's rows (a window count); only a page past the end counts apart.
    const rows = await pageReads(db, shape).execute({ ...values, limit: query.size, offset: offsetOf(query.page, query.size) })
    const total = rows[0]?.total ?? (query.page > 1 ? ((await countReads(db, shape).execute(values))[0]?.total ?? 0) : 0)
    const items = await asVisitorsReadThem(db, rows, locale)
    return pageResult(items, query.page, query.size, total)
  })

  implement(app, api.pharmacyNearby, async ({ body, locale }) => {
    if (body.idProduct !== undefined && !(await productExists(db, body.idProduct))) throw new ApiError('NOT_FOUND')
    const { rows, total } = await nearestPharmacies(db, body)
    const items = await asVisitorsReadThem(db, rows, locale)
    const nearby = items.map((item, index) => ({ ...item, distanceMeters: Math.round(rows[index]?.distance ?? 0) }))
    return pageResult(nearby, body.page, body.size, total)
  })

  implement(app, api.pharmacyRegions, async ({ locale }) => {
    const rows = await regionsRead(db).execute()
    const regions = new Map<string, string[]>()
    for (const { siNm, sggNm } of rows) regions.set(siNm, [...(regions.get(siNm) ?? []), sggNm])
    return [...regions].map(([siNm, districts]) => ({
      siNm,
      name: placeName('province', siNm, locale),
      districts: districts.map((sggNm) => ({ sggNm, name: placeName('district', sggNm, locale) })),
    }))
  })

  implement(app, api.pharmacySubways, async ({ locale }) => {
    const rows = await subwaysRead(db).execute()
    const areas = new Map<string, Map<string, string[]>>()
    for (const { area, line, station } of rows) {
      if (!area || !line || !station) continue
      const lines = areas.get(area) ?? new Map<string, string[]>()
      lines.set(line, [...(lines.get(line) ?? []), station])
      areas.set(area, lines)
    }
    return [...areas].map(([area, lines]) => ({
      area,
      name: placeName('subwayArea', area, locale),
      lines: [...lines].map(([line, stations]) => ({
        line,
        name: placeName('line', line, locale),
        stations: stations.map((station) => ({ station, name: placeName('station', station, locale) })),
      })),
    }))
  })
}
