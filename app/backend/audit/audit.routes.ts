import type { Hono } from 'hono'
import { auditEndpoints as api } from '~/api/contract/audit-endpoints'
import type { Database } from '../db/database.server'
import { implement } from '../http/implement'
import { registerAccessReviewRoutes } from './access-review/access-review.routes'
import { registerAuditExportRoute } from './audit-export'
import { readAuditLog } from './audit-query'

/**
 * GET /admin/audit: the audit log for admins, filtered and paged on the server; GET /admin/audit.csv: its export;
 * /admin/access-reviews: the access records' monthly review.
 */
export function registerAuditRoutes(app: Hono, db: Database, clock: () => Date): void {
  implement(app, api.audit, ({ query }) => readAuditLog(db, query))
  registerAuditExportRoute(app, db, clock)
  registerAccessReviewRoutes(app, db, clock)
}
