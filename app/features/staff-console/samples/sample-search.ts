import { sampleListFilters } from '~/api/contract/member-area-admin-endpoints'
import type { ConsoleSearch } from '../console-search'
import { pageOf } from '../kit/table-search'

export const SAMPLE_PAGE_SIZE = 20
export type SampleListFilter = (typeof sampleListFilters)[number]

export interface SampleListQuery {
  status: SampleListFilter
  page: number
  size: number
}

/** The sample list's query from the address (`status`, `page`): the open requests (received, reviewing) by default. */
export function sampleQueryOf(search: ConsoleSearch): SampleListQuery {
  const status = sampleListFilters.find((filter) => filter === search.status) ?? 'open'
  return { status, page: pageOf(search), size: SAMPLE_PAGE_SIZE }
}
