import type { Hono } from 'hono'
import { staffOwnSecondFactorEndpoints } from '~/api/contract/staff-self-service-endpoints'
import { staffSessionEndpoints as api } from '~/api/contract/staff-session-endpoints'
import type { Database } from '../db/database.server'
import { implementStaff } from './implement-staff'
import { type StaffOptions, staffNow } from './staff-options'
import { confirmOwnSecondFactorChange, startOwnSecondFactorChange } from './staff-own-second-factor'
import {
  changeOwnStaffPassword,
  endOtherOwnStaffSessions,
  endOwnStaffSession,
  endStaffMemberSessions,
  listOwnStaffSessions,
} from './staff-own-sessions'
import { proveStaffAgain } from './staff-reauthentication'
import { deviceOf } from './staff-sessions'

/** A staff member's own sessions, re-authentication and second factor, and an admin ending another's sessions (issue 37). */
export function registerStaffSessionRoutes(app: Hono, db: Database, options: StaffOptions): void {
  implementStaff(app, api.mySessions, ({ actor }) => listOwnStaffSessions(db, actor, staffNow(options)))
  implementStaff(app, api.endMySession, ({ params, actor, clientIp }) =>
    endOwnStaffSession(db, actor, params.id, staffNow(options), clientIp),
  )
  implementStaff(app, api.endMyOtherSessions, ({ actor, clientIp }) =>
    endOtherOwnStaffSessions(db, actor, staffNow(options), clientIp),
  )
  implementStaff(app, api.changeMyPassword, ({ body, actor, clientIp, locale }) =>
    changeOwnStaffPassword(db, actor, body.newPassword, { now: staffNow(options), clientIp, locale, options }),
  )
  implementStaff(app, api.proveAgain, ({ body, actor, request, clientIp }) =>
    proveStaffAgain(db, actor, body, deviceOf(request, clientIp), options),
  )
  implementStaff(app, staffOwnSecondFactorEndpoints.startMySecondFactorChange, ({ actor }) =>
    startOwnSecondFactorChange(db, actor, options),
  )
  implementStaff(app, staffOwnSecondFactorEndpoints.confirmMySecondFactorChange, ({ body, actor, clientIp, locale }) =>
    confirmOwnSecondFactorChange(db, actor, body.code, { clientIp, locale }, options),
  )
  implementStaff(app, api.endStaffSessions, ({ params, actor, clientIp }) =>
    endStaffMemberSessions(db, actor, params.id, staffNow(options), clientIp),
  )
}
