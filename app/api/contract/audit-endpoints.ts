import * as v from 'valibot'
import { defineEndpoint, type FileEndpoint } from './endpoint'
import { pageOf } from './envelope'
import { MAX_PAGE } from './query-limits'
import { dayParam, intParam, textParam } from './query-params'
import { auditEntrySchema } from './staff-endpoints'
import { adminOnlyRoles } from './staff-roles'

/** The most entries one CSV export holds: a longer period is exported in parts. */
export const AUDIT_EXPORT_MAX_ROWS = 50_000

/**
 * The audit log's filters (admins only; dates are days of Asia/Seoul): a staff member; an action exactly, or an area's
 * actions (`staff.*`); a subject (its type, and its id within the type); words, matched against the actions' names in
 * the console's languages and, literally, the acting email, the subject's id and the kept values.
 */
const auditFilters = {
  staff: v.optional(v.pipe(v.string(), v.uuid())),
  action: v.optional(textParam(64)),
  subjectType: v.optional(textParam(40)),
  subject: v.optional(textParam(64)),
  words: v.optional(textParam(100)),
  from: v.optional(dayParam),
  to: v.optional(dayParam),
}

export const auditEndpoints = {
  /** The audit log, newest first, a page at a time. */
  audit: defineEndpoint({
    method: 'GET',
    path: '/admin/audit',
    query: v.object({
      page: v.optional(intParam(1, MAX_PAGE), 1),
      size: v.optional(intParam(1, 100), 50),
      ...auditFilters,
    }),
    data: pageOf(auditEntrySchema),
    roles: adminOnlyRoles,
  }),
}

/**
 * GET /admin/audit.csv: the entries the filters match, newest first, as a spreadsheet (the actions in words in the
 * request's console language); at most AUDIT_EXPORT_MAX_ROWS (400 beyond). Wants a recent proof; audited (`audit.export`).
 */
export const auditExport = {
  method: 'GET',
  path: '/admin/audit.csv',
  query: v.object(auditFilters),
  roles: adminOnlyRoles,
  recentProof: true,
  personalData: { action: 'audit.export' },
} as const satisfies FileEndpoint
