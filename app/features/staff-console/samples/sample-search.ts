import * as v from 'valibot'
import { sampleListFilters } from '~/api/contract/member-area-admin-endpoints'
import { oneOfField, pageField } from '../address/search-fields'

export const SAMPLE_PAGE_SIZE = 20
export type SampleListFilter = (typeof sampleListFilters)[number]

export interface SampleListQuery {
  status: SampleListFilter
  page: number
  size: number
}

/** The sample list's address query: `status`, `page`. */
export const sampleSearch = v.object({ status: oneOfField(sampleListFilters), page: pageField() })

/** The sample list's query from its address: the open requests (received, reviewing) by default. */
export function sampleQueryOf(search: v.InferOutput<typeof sampleSearch>): SampleListQuery {
  return { status: search.status ?? 'open', page: search.page ?? 1, size: SAMPLE_PAGE_SIZE }
}
