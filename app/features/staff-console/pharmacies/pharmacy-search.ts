import * as v from 'valibot'
import { pharmacyTextLimits } from '~/api/contract/pharmacy-editing-endpoints'
import { type Locale, locales } from '~/i18n/locales'
import { oneOfField, pageField, textField } from '../address/search-fields'

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

/** The list's address query: `q`, `siNm` (a province), `sggNm` (a district), `missing` (a language), `page`. */
export const pharmacySearch = v.object({
  q: textField(PHARMACY_SEARCH_MAX),
  siNm: textField(pharmacyTextLimits.place),
  sggNm: textField(pharmacyTextLimits.place),
  missing: oneOfField(locales),
  page: pageField(),
})

/** The list's query from its address: a district only with its province. */
export function pharmacyQueryOf({
  q,
  siNm,
  sggNm: district,
  missing,
  page,
}: v.InferOutput<typeof pharmacySearch>): PharmacyListQuery {
  const sggNm = siNm ? district : undefined
  return {
    ...(q ? { q } : {}),
    ...(siNm ? { siNm } : {}),
    ...(sggNm ? { sggNm } : {}),
    ...(missing ? { missing } : {}),
    page: page ?? 1,
    size: PHARMACY_PAGE_SIZE,
  }
}
