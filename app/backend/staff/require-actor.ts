import type { Context } from 'hono'
import type { StaffRole } from '~/api/contract/staff-roles'
import { log } from '~/server/logging/log.server'
import { ApiError } from '../http/api-error'
import { actorMay, type StaffActor } from './staff-actor'

/**
 * The caller of an admin call, if their role is among `roles`: 401 without a live staff session or the machine
 * credential, 403 (logged) for a staff member of another role.
 */
export function requireActor(context: Context, roles: readonly StaffRole[]): StaffActor {
  const actor = context.get('staffActor')
  if (!actor) {
    throw new ApiError('UNAUTHORIZED', undefined, { 'www-authenticate': 'Bearer realm="admin"' })
  }
  if (!actorMay(actor, roles)) {
    log.warn('admin', 'a staff call was refused for its role', {
      staffId: actor.kind === 'staff' ? actor.id : undefined,
      role: actor.kind === 'staff' ? actor.role : undefined,
      method: context.req.method,
      path: context.req.routePath,
    })
    throw new ApiError('FORBIDDEN')
  }
  return actor
}
