import { and, asc, getTableColumns, isNotNull, type SQL, sql } from 'drizzle-orm'
import type { Database } from '~/backend/db/database.server'
import { pharmacies, pharmacyProducts } from '~/backend/db/schema'
import { qualified } from '../db/qualified-column'
import { offsetOf } from './paging'

/** The Earth's mean radius, in metres: the straight-line distance is what the finder shows ("350 m", "2.4 km"). */
const EARTH_RADIUS_M = 6_371_000

/** The great-circle distance (haversine) from the place to a pharmacy, in metres. */
function distanceFrom(latitude: number, longitude: number): SQL<number> {
  const lat = sql`radians(${latitude}::float8)`
  const pharmacyLat = sql`radians(${pharmacies.latitude})`
  const halfLat = sql`sin((${pharmacyLat} - ${lat}) / 2)`
  const halfLng = sql`sin((radians(${pharmacies.longitude}) - radians(${longitude}::float8)) / 2)`
  return sql<number>`(${EARTH_RADIUS_M} * 2 * asin(least(1, sqrt(${halfLat} * ${halfLat} + cos(${lat}) * cos(${pharmacyLat}) * ${halfLng} * ${halfLng}))))`
}

interface NearbyQuery {
  latitude: number
  longitude: number
  idProduct?: number
  page: number
  size: number
}

/**
 * The pharmacies nearest to a place, nearest first, among those whose place is known (a list imported without
 * coordinates has none to measure), with the product filter; a page of them and the total. 300 pharmacies are
 * measured in well under a millisecond; a list of tens of thousands would want a spatial index (PostGIS, or a
 * bounding box on indexed columns first).
 */
export async function nearestPharmacies(db: Database, query: NearbyQuery) {
  const distance = distanceFrom(query.latitude, query.longitude)
  const stocks =
    query.idProduct === undefined
      ? undefined
      : sql`EXISTS (SELECT 1 FROM ${pharmacyProducts} WHERE ${qualified(pharmacyProducts.pharmacyId)} = ${qualified(pharmacies.id)} AND ${qualified(pharmacyProducts.productId)} = ${query.idProduct})`
  const rows = await db
    .select({
      ...getTableColumns(pharmacies),
      distance: distance.mapWith(Number),
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(pharmacies)
    .where(and(isNotNull(pharmacies.latitude), isNotNull(pharmacies.longitude), stocks))
    .orderBy(distance, asc(pharmacies.id))
    .limit(query.size)
    .offset(offsetOf(query.page, query.size))
  return { rows, total: rows[0]?.total ?? 0 }
}
