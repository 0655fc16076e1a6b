import type { PharmacyRegion, PharmacySubwayArea } from '~/api/contract/pharmacies'
import type { PharmacySearch } from './pharmacy-search'

export const PHARMACY_PAGE_SIZE = 10

/** The products a pharmacy can be filtered by: active own products that some pharmacy stocks. */
export const stockedProductsQuery = { relativePharmacy: true, active: true } as const

export interface FinderOptions {
  regions: PharmacyRegion[]
  subways: PharmacySubwayArea[]
  productIds: number[]
}

/**
 * Keeps only a consistent chain of choices: a district of the chosen province, a line of the chosen area,
 * a station of the chosen line, a product that some pharmacy stocks. A stale or hand-edited address falls back
 * to the part of it that still makes sense.
 */
export function consistentSearch(search: PharmacySearch, options: FinderOptions): PharmacySearch {
  const region = options.regions.find((item) => item.siNm === search.siNm)
  const area = options.subways.find((item) => item.area === search.subwayArea)
  const line = area?.lines.find((item) => item.line === search.subwayLine)
  return {
    ...search,
    siNm: region?.siNm,
    sggNm: region?.districts.find((item) => item.sggNm === search.sggNm)?.sggNm,
    subwayArea: area?.area,
    subwayLine: line?.line,
    subwayName: line?.stations.find((item) => item.station === search.subwayName)?.station,
    product: search.product !== undefined && options.productIds.includes(search.product) ? search.product : undefined,
  }
}

/** The API query for the finder's current choices. */
export function pharmacyQuery(search: PharmacySearch) {
  return {
    page: search.page ?? 1,
    size: PHARMACY_PAGE_SIZE,
    idProduct: search.product,
    siNm: search.siNm,
    sggNm: search.sggNm,
    subwayArea: search.subwayArea,
    subwayLine: search.subwayLine,
    subwayName: search.subwayName,
    query: search.query,
  }
}
