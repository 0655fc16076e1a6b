import * as v from 'valibot'
import { degrees, wholeNumber } from './numbers'
import { DEFAULT_PAGE_SIZE } from './query-limits'
import { intParam, MAX_PAGE, MAX_PAGE_SIZE, MAX_QUERY_LENGTH, pagingQuery, textParam } from './query-params'

const id = v.pipe(v.number(), v.integer(), v.minValue(1))
const place = textParam(40)

export const pharmacyPageQuery = v.object({
  ...pagingQuery,
  idProduct: v.optional(intParam(1, 999_999_999)),
  siNm: v.optional(place),
  sggNm: v.optional(place),
  subwayArea: v.optional(place),
  subwayLine: v.optional(place),
  subwayName: v.optional(place),
  query: v.optional(textParam(MAX_QUERY_LENGTH)),
})
export type PharmacyPageQuery = v.InferInput<typeof pharmacyPageQuery>

/**
 * Where a visitor is, for the pharmacies nearest to them (issue 40 §1): WGS 84 degrees, sent in a POST body so that no
 * address, cache or log keeps it. With the finder's product filter and paging.
 */
export const pharmacyNearbyBody = v.object({
  latitude: degrees(-90, 90),
  longitude: degrees(-180, 180),
  // Bounded as the finder's (pharmacyPageQuery): an id past PostgreSQL's integer answered 500.
  idProduct: v.optional(wholeNumber()),
  page: v.optional(wholeNumber(1, MAX_PAGE), 1),
  size: v.optional(wholeNumber(1, MAX_PAGE_SIZE), DEFAULT_PAGE_SIZE),
})
export type PharmacyNearbyBody = v.InferInput<typeof pharmacyNearbyBody>

export const pharmacy = v.object({
  id,
  /** In the reader's language: staff's translation, else (outside Korean) the name in the Latin alphabet. */
  name: v.string(),
  address: v.string(),
  /** The name and address in Hangul, as on the sign and for a taxi; null on Korean pages, where they are `name`. */
  hangulName: v.nullable(v.string()),
  hangulAddress: v.nullable(v.string()),
  phone: v.string(),
  /** The places in Korean: the values the filters and addresses use in every language. */
  siNm: v.string(),
  sggNm: v.string(),
  subwayArea: v.nullable(v.string()),
  subwayLine: v.nullable(v.string()),
  subwayName: v.nullable(v.string()),
  /** The nearest line and station in the reader's language. */
  subwayLineName: v.nullable(v.string()),
  subwayStationName: v.nullable(v.string()),
  products: v.array(v.object({ id, name: v.string() })),
})

export type Pharmacy = v.InferOutput<typeof pharmacy>

/** A pharmacy with its distance from the visitor, in metres (straight line), nearest first. */
export const nearbyPharmacy = v.object({ ...pharmacy.entries, distanceMeters: v.pipe(v.number(), v.integer(), v.minValue(0)) })
export type NearbyPharmacy = v.InferOutput<typeof nearbyPharmacy>

/** Each place: its value (Korean, the same in every language: filters and addresses use it) and its name in the reader's language. */
const name = v.string()

/** The province → district cascade of the finder. */
export const pharmacyRegion = v.object({
  siNm: v.string(),
  name,
  districts: v.array(v.object({ sggNm: v.string(), name })),
})
/** The subway area → line → station cascade of the finder. */
export const pharmacySubwayArea = v.object({
  area: v.string(),
  name,
  lines: v.array(v.object({ line: v.string(), name, stations: v.array(v.object({ station: v.string(), name })) })),
})
export type PharmacyRegion = v.InferOutput<typeof pharmacyRegion>
export type PharmacySubwayArea = v.InferOutput<typeof pharmacySubwayArea>
