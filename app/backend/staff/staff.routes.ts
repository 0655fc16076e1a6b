import type { Hono } from 'hono'
import { staffEndpoints as api } from '~/api/contract/staff-endpoints'
import { recordAudit } from '../audit/audit-log'
import type { Database } from '../db/database.server'
import { ApiError } from '../http/api-error'
import { implement } from '../http/implement'
import { addStaff, listStaff, resetStaffSecondFactor, updateStaff } from './staff-accounts'
import type { StaffActor } from './staff-actor'
import { acceptInvitation, inviteStaff, viewInvitation } from './staff-invitations'
import { type StaffOptions, staffNow } from './staff-options'
import { staffById, toStaffMember } from './staff-records'
import { deviceOf, endStaffSession } from './staff-sessions'
import { staffLogIn } from './staff-sign-in'

/** The caller implement() already checked against the endpoint's roles (its type does not say so). */
function caller(actor: StaffActor | undefined): StaffActor {
  if (!actor) throw new ApiError('UNAUTHORIZED')
  return actor
}

/** Staff sign-in, their own account and the admins' management of staff accounts and invitations (issue 23). */
export function registerStaffRoutes(app: Hono, db: Database, options: StaffOptions): void {
  implement(app, api.login, ({ body, request, clientIp }) => staffLogIn(db, body, deviceOf(request, clientIp), options))

  implement(app, api.logout, async ({ actor: checked, clientIp }) => {
    const actor = caller(checked)
    // The machine credential has no session to end.
    if (actor.kind === 'staff') {
      await db.transaction(async (tx) => {
        await endStaffSession(tx, actor.sessionTokenHash, staffNow(options))
        await recordAudit(tx, actor, clientIp, { action: 'staff.sign-out', targetType: 'staff', targetId: actor.id })
      })
    }
    return { signedOut: true as const }
  })

  implement(app, api.me, async ({ actor: checked }) => {
    const actor = caller(checked)
    if (actor.kind !== 'staff') throw new ApiError('NOT_FOUND')
    return toStaffMember(await staffById(db, actor.id))
  })

  implement(app, api.staffList, () => listStaff(db))
  implement(app, api.addStaff, ({ body, actor, clientIp }) => addStaff(db, body, { actor: caller(actor), clientIp }, options))
  implement(app, api.updateStaff, ({ params, body, actor, clientIp }) =>
    updateStaff(db, params.id, body, { actor: caller(actor), clientIp }, options),
  )
  implement(app, api.resetSecondFactor, ({ params, actor, clientIp }) =>
    resetStaffSecondFactor(db, params.id, { actor: caller(actor), clientIp }, options),
  )
  implement(app, api.invite, ({ body, actor, clientIp, locale }) =>
    inviteStaff(db, body, { actor: caller(actor), clientIp, locale }, options),
  )
  implement(app, api.invitation, ({ params }) => viewInvitation(db, params.token, options))
  implement(app, api.acceptInvitation, ({ params, body, request, clientIp }) =>
    acceptInvitation(db, params.token, body, deviceOf(request, clientIp), options),
  )
}
