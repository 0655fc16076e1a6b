import type { Hono } from 'hono'
import { staffSessionEndpoints as api } from '~/api/contract/staff-session-endpoints'
import type { Database } from '../db/database.server'
import { ApiError } from '../http/api-error'
import { implementStaff } from './implement-staff'
import type { StaffActor, StaffMemberActor } from './staff-actor'
import { type StaffOptions, staffNow } from './staff-options'
import { endOtherOwnStaffSessions, endOwnStaffSession, endStaffMemberSessions, listOwnStaffSessions } from './staff-own-sessions'
import { proveStaffAgain } from './staff-reauthentication'
import { deviceOf } from './staff-sessions'

/** The caller as a staff member: the machine credential has no sessions and no password (404, as for /admin/me). */
function staffMember(actor: StaffActor): StaffMemberActor {
  if (actor.kind !== 'staff') throw new ApiError('NOT_FOUND')
  return actor
}

/** A staff member's own sessions and re-authentication, and an admin ending another's sessions (issue 37). */
export function registerStaffSessionRoutes(app: Hono, db: Database, options: StaffOptions): void {
  implementStaff(app, api.mySessions, ({ actor }) => listOwnStaffSessions(db, staffMember(actor), staffNow(options)))
  implementStaff(app, api.endMySession, ({ params, actor, clientIp }) =>
    endOwnStaffSession(db, staffMember(actor), params.id, staffNow(options), clientIp),
  )
  implementStaff(app, api.endMyOtherSessions, ({ actor, clientIp }) =>
    endOtherOwnStaffSessions(db, staffMember(actor), staffNow(options), clientIp),
  )
  implementStaff(app, api.proveAgain, ({ body, actor, request, clientIp }) =>
    proveStaffAgain(db, staffMember(actor), body, deviceOf(request, clientIp), options),
  )
  implementStaff(app, api.endStaffSessions, ({ params, actor, clientIp }) =>
    endStaffMemberSessions(db, actor, params.id, staffNow(options), clientIp),
  )
}
