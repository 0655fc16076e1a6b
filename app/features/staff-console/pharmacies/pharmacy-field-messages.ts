import type { Locale } from '~/i18n/locales'
import { m } from '~/paraglide/messages'
import { problemMessage } from '../kit/problem-messages'
import type { PharmacyProblem, PharmacyProblems } from './pharmacy-form'

/** The message of a field said once (phone, province, district, subway), for its problem. */
export function plainMessage(problem: PharmacyProblem | undefined, max: number): string | undefined {
  if (problem === 'phone_format') return m.admin_pharmacy_phone_format()
  if (problem === 'subway_incomplete') return m.admin_pharmacy_subway_incomplete()
  if (problem === 'unknown_province') return m.admin_pharmacy_unknown_province()
  if (problem === 'unknown_district') return m.admin_pharmacy_unknown_district()
  if (problem === 'coordinate_invalid') return m.admin_pharmacy_coordinate_invalid()
  if (problem === 'coordinates_incomplete') return m.admin_pharmacy_coordinates_incomplete()
  return problemMessage(problem, { max })
}

/** The messages of a field in five languages (name, address), by language. */
export const localizedMessages = (problems: PharmacyProblems['name'], max: number) =>
  Object.fromEntries(Object.entries(problems).map(([locale, problem]) => [locale, problemMessage(problem, { max })])) as Partial<
    Record<Locale, string>
  >

export const noProblems: PharmacyProblems = { name: {}, address: {}, plain: {} }

/** The fields' names, as a stale save's comparison shows them. */
export const pharmacyFieldLabels = {
  name: () => m.admin_pharmacy_name(),
  address: () => m.admin_pharmacy_address(),
  phone: () => m.admin_pharmacy_phone(),
  siNm: () => m.admin_pharmacy_province(),
  sggNm: () => m.admin_pharmacy_district(),
  subwayArea: () => m.admin_pharmacy_subway_area(),
  subwayLine: () => m.admin_pharmacy_subway_line(),
  subwayName: () => m.admin_pharmacy_subway_station(),
  latitude: () => m.admin_pharmacy_latitude(),
  longitude: () => m.admin_pharmacy_longitude(),
  productIds: () => m.admin_pharmacy_products(),
}
