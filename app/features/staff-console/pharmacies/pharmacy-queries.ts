import { publicQuery } from '~/features/contract-calls/public-calls'
import { consoleQueryKey } from '../console-queries'
import { staffListQuery, staffQuery, staffRecordQuery } from '../staff-calls'
import type { PharmacyListQuery } from './pharmacy-search'

export const pharmaciesKey = [...consoleQueryKey, 'pharmacies'] as const

export const pharmacyListQuery = (query: PharmacyListQuery) =>
  staffListQuery([...pharmaciesKey, 'list', query], 'pharmacyList', { query })

export const pharmacyDetailQuery = (id: number) =>
  staffRecordQuery([...pharmaciesKey, 'detail', id], 'pharmacyDetail', { params: { id } })

export const pharmacyProductChoicesQuery = () =>
  staffQuery([...pharmaciesKey, 'products'], 'pharmacyProductChoices', {}, { staleTime: 60_000 })

/** The provinces and districts the finder lists (the list's region filter): the finder's own read, never stale here. */
export const pharmacyRegionsQuery = () => publicQuery([...pharmaciesKey, 'regions'], 'pharmacyRegions', {}, { staleTime: 0 })

/** The lists kept before the whole list was replaced (decision 76). */
export const pharmacyRestorePointsQuery = () =>
  staffQuery([...pharmaciesKey, 'restore-points'], 'pharmacyRestorePoints', {}, { staleTime: 0 })
