import { type adminEndpoints, type InquiryStatusFilter, inquirySorts, inquiryStatusFilters } from '~/api/contract/admin-endpoints'
import type { EndpointInput } from '~/api/contract/endpoint'
import { type InquiryType, inquiryTypes } from '~/api/contract/inquiry-form'
import { isLocale, type Locale } from '~/i18n/locales'
import type { ConsoleSearch } from '../console-search'
import { dateOf, pageOf, type TableSort, textOf } from '../kit/table-search'

export const INQUIRY_PAGE_SIZE = 20
/** The longest search text the API takes (`q`). */
export const INQUIRY_SEARCH_MAX = 100

export type InquiryListQuery = NonNullable<EndpointInput<typeof adminEndpoints.inquiryList>['query']> & {
  status: InquiryStatusFilter
  page: number
}
/** The list's filters without its paging: what the CSV export takes. */
export type InquiryFilters = Omit<InquiryListQuery, 'page' | 'size'>

const pick = <T extends string>(values: readonly T[], value: unknown): T | undefined =>
  values.find((candidate) => candidate === value)

/** The address's `sort` (`received`, `-status`…) as the table shows it; newest received first when none is given. */
export function inquirySortOf(search: ConsoleSearch): TableSort {
  const value = typeof search.sort === 'string' ? search.sort : ''
  const desc = value.startsWith('-')
  const id = pick(inquirySorts, desc ? value.slice(1) : value)
  return id ? { id, desc } : { id: 'received', desc: true }
}

/**
 * The inquiry list's query from the address (`status`, `category`, `from`, `to`, `language`, `q`, `sort`, `page`):
 * only what the API accepts, anything else left out, so that a hand-edited address shows a list rather than an error.
 * The work to do (`open`) unless a status is chosen; a date range given backwards is put the right way round.
 */
export function inquiryQueryOf(search: ConsoleSearch): InquiryListQuery {
  let from = dateOf(search.from)
  let to = dateOf(search.to)
  if (from && to && from > to) [from, to] = [to, from]
  const sort = inquirySortOf(search)
  return {
    status: pick(inquiryStatusFilters, search.status) ?? 'open',
    category: pick<InquiryType>(inquiryTypes, search.category),
    from,
    to,
    language: isLocale(search.language) ? (search.language as Locale) : undefined,
    q: textOf(search.q, INQUIRY_SEARCH_MAX),
    sort: sort.id as (typeof inquirySorts)[number],
    dir: sort.desc ? 'desc' : 'asc',
    page: pageOf(search),
    size: INQUIRY_PAGE_SIZE,
  }
}

/** The filters of a list query, for its CSV export (every row, no paging). */
export function inquiryFiltersOf({ page: _page, size: _size, ...filters }: InquiryListQuery): InquiryFilters {
  return filters
}

/** Whether any filter narrows the list beyond its default (the work to do, newest first). */
export function isFiltered(query: InquiryListQuery): boolean {
  return (
    query.status !== 'open' ||
    [query.category, query.from, query.to, query.language, query.q].some((value) => value !== undefined)
  )
}

const receiptPattern = /^[A-Za-z0-9][A-Za-z0-9-]{0,39}$/

/** The receipt number an address names (`/admin/inquiries/Q-20261121-7K3M9P`), as the API takes it; else undefined. */
export function receiptOf(rest: readonly string[]): string | undefined {
  const [receipt, ...more] = rest
  return more.length === 0 && receipt !== undefined && receiptPattern.test(receipt) ? receipt : undefined
}
