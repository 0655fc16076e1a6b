import type { PharmacyPageQuery } from '~/api/contract/pharmacies'
import { publicQuery } from '~/features/contract-calls/public-calls'
import type { Locale } from '~/i18n/locales'

const longLived = { staleTime: 10 * 60_000 }

export const pharmacyQueries = {
  page: (locale: Locale, query: PharmacyPageQuery) =>
    publicQuery([locale, 'pharmacies', 'page', query], 'pharmacyPage', { query }),
  regions: (locale: Locale) => publicQuery([locale, 'pharmacies', 'regions'], 'pharmacyRegions', {}, longLived),
  subways: (locale: Locale) => publicQuery([locale, 'pharmacies', 'subways'], 'pharmacySubways', {}, longLived),
}
