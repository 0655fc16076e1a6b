import { queryOptions } from '@tanstack/react-query'
import type { PharmacyPageQuery } from '~/api/contract/pharmacies'
import type { Locale } from '~/i18n/locales'

// Imported on the first fetch (see docs/decisions/0011-first-load-javascript.md).
const functions = () => import('./pharmacies.functions')

export const pharmacyQueries = {
  page: (locale: Locale, query: PharmacyPageQuery) =>
    queryOptions({
      queryKey: [locale, 'pharmacies', 'page', query],
      queryFn: async () => (await functions()).getPharmacyPage({ data: query }),
    }),
  regions: (locale: Locale) =>
    queryOptions({
      queryKey: [locale, 'pharmacies', 'regions'],
      queryFn: async () => (await functions()).getPharmacyRegions(),
      staleTime: 10 * 60_000,
    }),
  subways: (locale: Locale) =>
    queryOptions({
      queryKey: [locale, 'pharmacies', 'subways'],
      queryFn: async () => (await functions()).getPharmacySubways(),
      staleTime: 10 * 60_000,
    }),
}
