import { pharmacyTextLimits } from '~/api/contract/pharmacy-editing-endpoints'
import { type Locale, locales } from '~/i18n/locales'
import type { ConsoleSearch } from '../console-search'
import { pageOf, textOf } from '../kit/table-search'

export const PHARMACY_PAGE_SIZE = 20
export const PHARMACY_SEARCH_MAX = 100

export interface PharmacyListQuery {
  q?: string
  siNm?: string
  sggNm?: string
  missing?: Locale
  page: number
  size: number
}

/** The list's query from the address: `q`, `siNm`, `sggNm` (with its province only), `missing` (a language), `page`. */
export function pharmacyQueryOf(search: ConsoleSearch): PharmacyListQuery {
  const q = textOf(search.q, PHARMACY_SEARCH_MAX)
  const siNm = textOf(search.siNm, pharmacyTextLimits.place)
  const sggNm = siNm ? textOf(search.sggNm, pharmacyTextLimits.place) : undefined
  const missing = locales.find((locale) => locale === search.missing)
  return {
    ...(q ? { q } : {}),
    ...(siNm ? { siNm } : {}),
    ...(sggNm ? { sggNm } : {}),
    ...(missing ? { missing } : {}),
    page: pageOf(search),
    size: PHARMACY_PAGE_SIZE,
  }
}
