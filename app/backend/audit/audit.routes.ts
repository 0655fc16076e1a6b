import type { Hono } from 'hono'
import { staffEndpoints as api } from '~/api/contract/staff-endpoints'
import type { Database } from '../db/database.server'
import { implement } from '../http/implement'
import { readAuditLog } from './audit-query'

/** GET /admin/audit: the audit log for admins, filtered and paged on the server. */
export function registerAuditRoutes(app: Hono, db: Database): void {
  implement(app, api.audit, ({ query }) => readAuditLog(db, query))
}
