import * as v from 'valibot'
import { dayField, pageField, textField, uuidField } from '../address/search-fields'
import type { AuditQuery } from './audit-queries'

export const AUDIT_PAGE_SIZE = 50
/**
 * The audit log's filters in the address (`staff`, `action`, `subjectType`, `subject`, `words`, `from`, `to`, `page`):
 * what the API accepts, anything else left out, so that a hand-edited address shows the unfiltered log rather than an
 * error.
 */
export const auditSearch = v.object({
  staff: uuidField(),
  action: textField(64),
  subjectType: textField(40),
  subject: textField(64),
  words: textField(100),
  from: dayField(),
  to: dayField(),
  page: pageField(),
})

/** The log's filters without its paging: what the list and its export share. */
export type AuditFilters = Omit<AuditQuery, 'page' | 'size'>

/** The audit log's query from its address: a range given backwards is put the right way round. */
export function auditQueryOf({ page, ...filters }: v.InferOutput<typeof auditSearch>): AuditQuery {
  let { from, to } = filters
  if (from && to && from > to) [from, to] = [to, from]
  return { ...filters, from, to, page: page ?? 1, size: AUDIT_PAGE_SIZE }
}

/** The filters of a query, for its export. */
export const auditFiltersOf = ({ page: _page, size: _size, ...filters }: AuditQuery): AuditFilters => filters
