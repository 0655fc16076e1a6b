import * as v from 'valibot'
import { type adminEndpoints, type InquiryStatusFilter, inquirySorts, inquiryStatusFilters } from '~/api/contract/admin-endpoints'
import type { EndpointInput } from '~/api/contract/endpoint'
import { type InquiryType, inquiryTypes } from '~/api/contract/inquiry-form'
import { locales } from '~/i18n/locales'
import { segment } from '../address/address-segments'
import { dayField, oneOfField, pageField, sortField, textField } from '../address/search-fields'
import { narrowsList } from '../kit/narrows-list'
import { type TableSort, tableSortOf } from '../kit/table-search'

export const INQUIRY_PAGE_SIZE = 20
/** The longest search text the API takes (`q`). */
export const INQUIRY_SEARCH_MAX = 100

export type InquiryListQuery = NonNullable<EndpointInput<typeof adminEndpoints.inquiryList>['query']> & {
  status: InquiryStatusFilter
  page: number
}
/** The list's filters without its paging: what the CSV export takes. */
export type InquiryFilters = Omit<InquiryListQuery, 'page' | 'size'>

/**
 * The inquiry list's address query (`status`, `category`, `from`, `to`, `language`, `q`, `sort`, `page`): only what the
 * API accepts, anything else left out, so that a hand-edited address shows a list rather than an error.
 */
export const inquirySearch = v.object({
  status: oneOfField(inquiryStatusFilters),
  category: oneOfField<InquiryType>(inquiryTypes),
  from: dayField(),
  to: dayField(),
  language: oneOfField(locales),
  q: textField(INQUIRY_SEARCH_MAX),
  sort: sortField(inquirySorts),
  page: pageField(),
})
export type InquirySearch = v.InferOutput<typeof inquirySearch>

/** The address's `sort` (`received`, `-status`…) as the table shows it; newest received first when none is given. */
export function inquirySortOf(search: InquirySearch): TableSort {
  return tableSortOf(search.sort) ?? { id: 'received', desc: true }
}

/**
 * The inquiry list's query from its address: the work to do (`open`) unless a status is chosen; a date range given
 * backwards is put the right way round.
 */
export function inquiryQueryOf(search: InquirySearch): InquiryListQuery {
  let { from, to } = search
  if (from && to && from > to) [from, to] = [to, from]
  const sort = inquirySortOf(search)
  return {
    status: search.status ?? 'open',
    category: search.category,
    from,
    to,
    language: search.language,
    q: search.q,
    sort: sort.id as (typeof inquirySorts)[number],
    dir: sort.desc ? 'desc' : 'asc',
    page: search.page ?? 1,
    size: INQUIRY_PAGE_SIZE,
  }
}

/** The filters of a list query, for its CSV export (every row, no paging). */
export function inquiryFiltersOf({ page: _page, size: _size, ...filters }: InquiryListQuery): InquiryFilters {
  return filters
}

/** Whether any filter narrows the list beyond its default (the work to do, newest first). */
export function isFiltered(query: InquiryListQuery): boolean {
  return narrowsList(query, { status: 'open' })
}

/** The receipt number an address names (`/admin/inquiries/Q-20261121-7K3M9P`), as the API takes it. */
export const receiptSegment = segment('receipt', v.pipe(v.string(), v.regex(/^[A-Za-z0-9][A-Za-z0-9-]{0,39}$/)))
