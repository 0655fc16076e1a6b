import { createServerFn } from '@tanstack/react-start'
import { actionOutcome } from '~/api/action-outcome'
import { staffEndpoints } from '~/api/contract/staff-endpoints'
import { contractInput } from '~/api/contract-input'
import { qrCodeSvg } from '../../member-area/qr-code-svg.server'
import { schemaOf } from '../contract-schema'
import { otpauthSecret } from '../otpauth-secret'
import { staffApi } from '../staff-api.server'

// Hand-written (decision 119): the new key's QR code is drawn here. The staff accounts' other calls are dispatched
// (staff-calls.functions.ts).

/** A new key and recovery codes for a staff member, shown once to the admin to hand over (QR drawn here). */
export const resetStaffSecondFactor = createServerFn({ method: 'POST' })
  .validator(contractInput(schemaOf(staffEndpoints.resetSecondFactor.params)))
  .handler(({ data }) =>
    actionOutcome(async () => {
      const { otpauthUri, recoveryCodes } = await staffApi(staffEndpoints.resetSecondFactor, { params: data, body: {} })
      return { recoveryCodes, qrSvg: qrCodeSvg(otpauthUri), secret: otpauthSecret(otpauthUri) }
    }),
  )
