import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { publicQuery } from '~/features/contract-calls/public-calls'
import { consoleQueryKey } from '../console-queries'
import type { PharmacyListQuery } from './pharmacy-search'

const functions = () => import('./pharmacies.functions')

export const pharmaciesKey = [...consoleQueryKey, 'pharmacies'] as const

export const pharmacyListQuery = (query: PharmacyListQuery) =>
  queryOptions({
    queryKey: [...pharmaciesKey, 'list', query],
    queryFn: async () => (await functions()).listPharmacies({ data: query }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  })

export const pharmacyDetailQuery = (id: number) =>
  queryOptions({
    queryKey: [...pharmaciesKey, 'detail', id],
    queryFn: async () => (await functions()).getPharmacy({ data: { id } }),
    staleTime: 0,
  })

export const pharmacyProductChoicesQuery = () =>
  queryOptions({
    queryKey: [...pharmaciesKey, 'products'],
    queryFn: async () => (await functions()).getPharmacyProductChoices(),
    staleTime: 60_000,
  })

/** The provinces and districts the finder lists (the list's region filter): the finder's own read, never stale here. */
export const pharmacyRegionsQuery = () => publicQuery([...pharmaciesKey, 'regions'], 'pharmacyRegions', {}, { staleTime: 0 })

/** The lists kept before the whole list was replaced (decision 76). */
export const pharmacyRestorePointsQuery = () =>
  queryOptions({
    queryKey: [...pharmaciesKey, 'restore-points'],
    queryFn: async () => (await functions()).listPharmacyRestorePoints(),
    staleTime: 0,
  })
