import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { consoleQueryKey } from '../console-queries'
import type { InquiryListQuery } from './inquiry-search'

// Imported on the first fetch: the console's first load holds no server-function stubs it does not call.
const functions = () => import('./inquiries.functions')

/** Every inquiry query starts with this key: a change refreshes them all (list, detail, dashboard counters). */
export const inquiriesKey = [...consoleQueryKey, 'inquiries'] as const

/** A page of the list; the previous page stays on screen while the next one loads. */
export const inquiryListQuery = (query: InquiryListQuery) =>
  queryOptions({
    queryKey: [...inquiriesKey, 'list', query],
    queryFn: async () => (await functions()).listInquiries({ data: query }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  })

/** One inquiry (null: none by that receipt). */
export const inquiryDetailQuery = (receiptNumber: string) =>
  queryOptions({
    queryKey: [...inquiriesKey, 'detail', receiptNumber],
    queryFn: async () => (await functions()).getInquiry({ data: { receiptNumber } }),
    staleTime: 0,
  })

export const assigneesQuery = () =>
  queryOptions({
    queryKey: [...consoleQueryKey, 'assignees'],
    queryFn: async () => (await functions()).listAssignees(),
    staleTime: 60_000,
  })
