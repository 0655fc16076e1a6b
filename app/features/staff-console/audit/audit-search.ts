import * as v from 'valibot'
import { dayField, pageField, textField, uuidField } from '../address/search-fields'
import type { AuditQuery } from './audit-queries'

export const AUDIT_PAGE_SIZE = 50
/**
 * The audit log's filters in the address (`staff`, `action`, `from`, `to`, `page`): what the API accepts, anything else
 * left out, so that a hand-edited address shows the unfiltered log rather than an error.
 */
export const auditSearch = v.object({
  staff: uuidField(),
  action: textField(64),
  from: dayField(),
  to: dayField(),
  page: pageField(),
})

/** The audit log's query from its address: a range given backwards is put the right way round. */
export function auditQueryOf({ staff, action, from, to, page }: v.InferOutput<typeof auditSearch>): AuditQuery {
  if (from && to && from > to) [from, to] = [to, from]
  return { page: page ?? 1, size: AUDIT_PAGE_SIZE, staff, action, from, to }
}
