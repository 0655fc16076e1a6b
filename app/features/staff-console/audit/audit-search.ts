import type { ConsoleSearch } from '../console-search'
import { dateOf, pageOf, textOf } from '../kit/table-search'
import type { AuditQuery } from './audit-queries'

export const AUDIT_PAGE_SIZE = 50
const uuid = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/i

/**
 * The audit log's filters in the address (`staff`, `action`, `from`, `to`, `page`): what the API accepts, anything else
 * left out, so that a hand-edited address shows the unfiltered log rather than an error. A range given backwards is
 * put the right way round.
 */
export function auditQueryOf(search: ConsoleSearch): AuditQuery {
  let from = dateOf(search.from)
  let to = dateOf(search.to)
  if (from && to && from > to) [from, to] = [to, from]
  const staff = typeof search.staff === 'string' && uuid.test(search.staff) ? search.staff.toLowerCase() : undefined
  return { page: pageOf(search), size: AUDIT_PAGE_SIZE, staff, action: textOf(search.action, 64), from, to }
}
