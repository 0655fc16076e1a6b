import type { Context } from 'hono'
import { log } from '~/server/logging/log.server'
import { ApiError } from '../http/api-error'
import { actorMay, type StaffAccess, type StaffActor } from './staff-actor'

/**
 * The caller of an admin call, if it may make it (`access`): 401 without a live staff session or the machine
 * credential; 403, logged, for a staff member of another role or the machine credential on a call not marked for it.
 */
export function requireActor(context: Context, access: StaffAccess): StaffActor {
  const actor = context.get('staffActor')
  if (!actor) {
    throw new ApiError('UNAUTHORIZED', undefined, { 'www-authenticate': 'Bearer realm="admin"' })
  }
  if (!actorMay(actor, access)) {
    const where = { method: context.req.method, path: context.req.routePath }
    if (actor.kind === 'machine') {
      log.warn('admin', 'the machine credential (ADMIN_TOKEN) was refused: the call is for staff accounts', where)
    } else {
      log.warn('admin', 'a staff call was refused for its role', { staffId: actor.id, role: actor.role, ...where })
    }
    throw new ApiError('FORBIDDEN')
  }
  return actor
}
