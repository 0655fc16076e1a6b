import type { APIRequestContext } from '@playwright/test'
import { expect, type Locale } from './fixtures'

/**
 * The pharmacy finder's data as the site's own API gives it in a language, for the finder's specs (finder.spec.ts,
 * finder-address.spec.ts, finder-fallbacks.spec.ts, finder-languages.spec.ts): pharmacies for the finder's choices,
 * provinces, subway lines, stocked products, and choices that narrow the results.
 */
export const PAGE_SIZE = 10

export interface Pharmacy {
  id: number
  name: string
  address: string
  phone: string
  siNm: string
  sggNm: string
  subwayArea: string | null
  subwayLine: string | null
  subwayName: string | null
  hangulName: string | null
  hangulAddress: string | null
  subwayLineName: string | null
  subwayStationName: string | null
  products: Array<{ id: number; name: string }>
}

export interface Paged<T> {
  items: T[]
  page: number
  size: number
  total: number
}

export interface Region {
  siNm: string
  name: string
  districts: Array<{ sggNm: string; name: string }>
}

export interface SubwayArea {
  area: string
  name: string
  lines: Array<{ line: string; name: string; stations: Array<{ station: string; name: string }> }>
}

export interface ProductItem {
  id: number
  type: string
  name: string
  active: boolean
}

/** The finder's choices, named as in the page's address. */
export interface Filters {
  siNm?: string
  sggNm?: string
  product?: number
  subwayArea?: string
  subwayLine?: string
  subwayName?: string
  query?: string
}

export async function apiData<T>(request: APIRequestContext, url: string, locale: Locale): Promise<T> {
  // A fresh connection each time: a kept-alive one can be closed by the server just as it is reused (ECONNRESET).
  const response = await request.get(url, { headers: { 'accept-language': locale, connection: 'close' } })
  expect(response.status(), `status of ${url}`).toBe(200)
  return ((await response.json()) as { data: T }).data
}

/** One page of the API's answer for the given choices (the finder's `product` is the API's `idProduct`). */
export function apiPharmacies(request: APIRequestContext, locale: Locale, filters: Filters, page = 1): Promise<Paged<Pharmacy>> {
  const params = new URLSearchParams({ page: String(page), size: String(PAGE_SIZE) })
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined) continue
    params.set(key === 'product' ? 'idProduct' : key, String(value))
  }
  return apiData<Paged<Pharmacy>>(request, `/api/v1/pharmacy/page?${params}`, locale)
}

const apiRegions = (request: APIRequestContext, locale: Locale) => apiData<Region[]>(request, '/api/v1/pharmacy/regions', locale)
const apiSubways = (request: APIRequestContext, locale: Locale) =>
  apiData<SubwayArea[]>(request, '/api/v1/pharmacy/subways', locale)
export const apiStockedProducts = (request: APIRequestContext, locale: Locale) =>
  apiData<ProductItem[]>(request, '/api/v1/product/list?relativePharmacy=true&active=true', locale)

/** A province with more than one page of pharmacies, and a district of it that narrows the results. */
export async function provinceAndDistrict(request: APIRequestContext, locale: Locale) {
  const regions = await apiRegions(request, locale)
  for (const region of regions) {
    if (region.districts.length < 2) continue
    const total = (await apiPharmacies(request, locale, { siNm: region.siNm })).total
    if (total <= PAGE_SIZE) continue
    for (const { sggNm: district } of region.districts) {
      const narrowed = (await apiPharmacies(request, locale, { siNm: region.siNm, sggNm: district })).total
      if (narrowed > 0 && narrowed < total) {
        const other = regions.find(
          (item) => item.siNm !== region.siNm && !item.districts.some((entry) => entry.sggNm === district),
        )
        if (!other) throw new Error('the API has only one province')
        return { regions, province: region.siNm, district, other }
      }
    }
  }
  throw new Error('the API has no province with more than one page of pharmacies and a narrower district')
}

/** An area with more than one line; a line of it with several stations; a station of it with pharmacies. */
export async function subwayChain(request: APIRequestContext, locale: Locale) {
  const areas = await apiSubways(request, locale)
  for (const area of areas) {
    if (area.lines.length < 2) continue
    for (const line of area.lines) {
      if (line.stations.length < 2) continue
      const lineTotal = (await apiPharmacies(request, locale, { subwayArea: area.area, subwayLine: line.line })).total
      for (const { station } of line.stations) {
        const total = (
          await apiPharmacies(request, locale, { subwayArea: area.area, subwayLine: line.line, subwayName: station })
        ).total
        if (total > 0 && total < lineTotal) {
          const other = areas.find((item) => item.area !== area.area && item.lines.length > 0)
          const otherLine = area.lines.find(
            (item) =>
              item.line !== line.line &&
              item.stations.some((entry) => !line.stations.some((own) => own.station === entry.station)),
          )
          if (!other || !otherLine) throw new Error('the API has too few subway areas or lines')
          return { areas, area, line, station, other, otherLine }
        }
      }
    }
  }
  throw new Error('the API has no subway area with several lines and a station with pharmacies')
}
