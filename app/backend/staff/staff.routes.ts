import type { Hono } from 'hono'
import { staffEndpoints as api } from '~/api/contract/staff-endpoints'
import { staffPasswordResetEndpoints as reset } from '~/api/contract/staff-self-service-endpoints'
import { recordAudit } from '../audit/audit-log'
import type { Database } from '../db/database.server'
import { implement } from '../http/implement'
import { implementStaff } from './implement-staff'
import { addStaff, listStaff, resetStaffSecondFactor, updateStaff } from './staff-accounts'
import { acceptInvitation, inviteStaff, pendingInvitations, revokeInvitation, viewInvitation } from './staff-invitations'
import { type StaffOptions, staffNow } from './staff-options'
import { checkStaffPasswordReset, confirmStaffPasswordReset, requestStaffPasswordReset } from './staff-password-reset'
import { staffById, toStaffMember } from './staff-records'
import { deviceOf, endStaffSession } from './staff-sessions'
import { staffLogIn } from './staff-sign-in'

/** Staff sign-in and password reset, their own account, and the admins' management of staff accounts and invitations. */
export function registerStaffRoutes(app: Hono, db: Database, options: StaffOptions): void {
  implement(app, api.login, ({ body, request, clientIp }) => staffLogIn(db, body, deviceOf(request, clientIp), options))

  implementStaff(app, api.logout, async ({ actor, clientIp }) => {
    await db.transaction(async (tx) => {
      await endStaffSession(tx, actor.sessionTokenHash, staffNow(options))
      await recordAudit(tx, actor, clientIp, { action: 'staff.sign-out', targetType: 'staff', targetId: actor.id })
    })
    return { signedOut: true as const }
  })

  implementStaff(app, api.me, async ({ actor }) => toStaffMember(await staffById(db, actor.id)))

  implementStaff(app, api.staffList, () => listStaff(db))
  implementStaff(app, api.addStaff, ({ body, actor, clientIp }) => addStaff(db, body, { actor: actor, clientIp }, options))
  implementStaff(app, api.updateStaff, ({ params, body, actor, clientIp }) =>
    updateStaff(db, params.id, body, { actor: actor, clientIp }, options),
  )
  implementStaff(app, api.resetSecondFactor, ({ params, actor, clientIp, locale }) =>
    resetStaffSecondFactor(db, params.id, { actor: actor, clientIp, locale }, options),
  )
  implementStaff(app, api.invite, ({ body, actor, clientIp, locale }) =>
    inviteStaff(db, body, { actor: actor, clientIp, locale }, options),
  )
  implementStaff(app, api.pendingInvitations, () => pendingInvitations(db))
  implementStaff(app, api.revokeInvitation, ({ body, actor, clientIp }) =>
    revokeInvitation(db, body.email, { actor: actor, clientIp }),
  )
  implement(app, api.invitation, ({ params }) => viewInvitation(db, params.token, options))
  implement(app, reset.requestStaffPasswordReset, ({ body, clientIp, locale }) =>
    requestStaffPasswordReset(db, body.email, { clientIp, locale }, options),
  )
  implement(app, reset.checkStaffPasswordReset, ({ body }) => checkStaffPasswordReset(db, body.token, options))
  implement(app, reset.confirmStaffPasswordReset, ({ body, clientIp, locale }) =>
    confirmStaffPasswordReset(db, body, { clientIp, locale }, options),
  )
  implement(app, api.acceptInvitation, ({ params, body, request, clientIp }) =>
    acceptInvitation(db, params.token, body, deviceOf(request, clientIp), options),
  )
}
