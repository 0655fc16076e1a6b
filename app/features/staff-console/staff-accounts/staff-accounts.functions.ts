import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { actionOutcome } from '~/api/action-outcome'
import { staffEndpoints } from '~/api/contract/staff-endpoints'
import { contractInput } from '~/api/contract-input'
import { qrCodeSvg } from '../../member-area/qr-code-svg.server'
import { schemaOf } from '../contract-schema'
import { otpauthSecret } from '../otpauth-secret'
import { staffApi } from '../staff-api.server'

// Each call is spelled out: Start's compiler recognises `createServerFn(...)` chains literally; staffApi sends each with
// the staff cookie (the API checks the role), and the CSRF middleware guards them all.

const updateParams = schemaOf(staffEndpoints.updateStaff.params)
const updateBody = schemaOf(staffEndpoints.updateStaff.body)

export const listStaff = createServerFn({ method: 'GET' }).handler(() => staffApi(staffEndpoints.staffList, {}))

export const inviteStaff = createServerFn({ method: 'POST' })
  .validator(contractInput(schemaOf(staffEndpoints.invite.body)))
  .handler(({ data }) => actionOutcome(() => staffApi(staffEndpoints.invite, { body: data })))

export const listPendingInvitations = createServerFn({ method: 'GET' }).handler(() =>
  staffApi(staffEndpoints.pendingInvitations, {}),
)

export const revokeInvitation = createServerFn({ method: 'POST' })
  .validator(contractInput(schemaOf(staffEndpoints.revokeInvitation.body)))
  .handler(({ data }) => actionOutcome(() => staffApi(staffEndpoints.revokeInvitation, { body: data })))

export const updateStaff = createServerFn({ method: 'POST' })
  .validator(contractInput(v.object({ ...updateParams.entries, ...updateBody.entries })))
  .handler(({ data: { id, ...body } }) => actionOutcome(() => staffApi(staffEndpoints.updateStaff, { params: { id }, body })))

/** A new key and recovery codes for a staff member, shown once to the admin to hand over (QR drawn here). */
export const resetStaffSecondFactor = createServerFn({ method: 'POST' })
  .validator(contractInput(schemaOf(staffEndpoints.resetSecondFactor.params)))
  .handler(({ data }) =>
    actionOutcome(async () => {
      const { otpauthUri, recoveryCodes } = await staffApi(staffEndpoints.resetSecondFactor, { params: data, body: {} })
      return { recoveryCodes, qrSvg: qrCodeSvg(otpauthUri), secret: otpauthSecret(otpauthUri) }
    }),
  )
