import type { MiddlewareHandler } from 'hono'
import type { Database } from '../db/database.server'
import { recordAudit } from './audit-log'

/** The longest path kept: an admin path is short; anything longer is cut. */
const MAX_PATH = 200

/**
 * Every call made with the machine credential, read or change, in the audit log under its own name (`machine.call`,
 * with the method, the path without its query, and the status answered), once it was answered (issue 37 §4). The
 * changes it makes are also in the log as staff's are, each under its own action.
 */
export function machineCallAudit(db: Database): MiddlewareHandler {
  return async (context, next) => {
    await next()
    const actor = context.get('staffActor')
    if (actor?.kind !== 'machine') return
    await recordAudit(db, actor, context.get('clientIp'), {
      action: 'machine.call',
      detail: {
        method: context.req.method,
        path: new URL(context.req.url).pathname.slice(0, MAX_PATH),
        status: context.res.status,
      },
    })
  }
}
