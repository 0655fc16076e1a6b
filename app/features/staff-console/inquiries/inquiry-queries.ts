import { consoleQueryKey } from '../console-queries'
import { staffListQuery, staffQuery, staffRecordQuery } from '../staff-calls'
import type { InquiryListQuery } from './inquiry-search'

/** Every inquiry query starts with this key: a change refreshes them all (list, detail, dashboard counters). */
export const inquiriesKey = [...consoleQueryKey, 'inquiries'] as const

/** A page of the list; the previous page stays on screen while the next one loads. */
export const inquiryListQuery = (query: InquiryListQuery) =>
  staffListQuery([...inquiriesKey, 'list', query], 'inquiryList', { query })

/** One inquiry (null: none by that receipt). */
export const inquiryDetailQuery = (receiptNumber: string) =>
  staffRecordQuery([...inquiriesKey, 'detail', receiptNumber], 'inquiryDetail', { params: { receiptNumber } })

export const assigneesQuery = () => staffQuery([...consoleQueryKey, 'assignees'], 'assignees', {}, { staleTime: 60_000 })
