import type { Hono } from 'hono'
import { auditEndpoints as api } from '~/api/contract/audit-endpoints'
import type { Database } from '../db/database.server'
import { implement } from '../http/implement'
import { registerAuditExportRoute } from './audit-export'
import { readAuditLog } from './audit-query'

/** GET /admin/audit: the audit log for admins, filtered and paged on the server; GET /admin/audit.csv: its export. */
export function registerAuditRoutes(app: Hono, db: Database, clock: () => Date): void {
  implement(app, api.audit, ({ query }) => readAuditLog(db, query))
  registerAuditExportRoute(app, db, clock)
}
