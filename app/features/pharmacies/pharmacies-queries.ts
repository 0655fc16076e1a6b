import { queryOptions } from '@tanstack/react-query'
import type { PharmacyPageQuery } from '~/api/contract/pharmacies'
import type { Locale } from '~/i18n/locales'
import { getPharmacyPage, getPharmacyRegions, getPharmacySubways } from './pharmacies.functions'

export const pharmacyQueries = {
  page: (locale: Locale, query: PharmacyPageQuery) =>
    queryOptions({ queryKey: [locale, 'pharmacies', 'page', query], queryFn: () => getPharmacyPage({ data: query }) }),
  regions: (locale: Locale) =>
    queryOptions({ queryKey: [locale, 'pharmacies', 'regions'], queryFn: () => getPharmacyRegions(), staleTime: 10 * 60_000 }),
  subways: (locale: Locale) =>
    queryOptions({ queryKey: [locale, 'pharmacies', 'subways'], queryFn: () => getPharmacySubways(), staleTime: 10 * 60_000 }),
}
