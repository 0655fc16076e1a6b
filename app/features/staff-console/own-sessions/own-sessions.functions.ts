import { createServerFn } from '@tanstack/react-start'
import { actionOutcome } from '~/api/action-outcome'
import { staffOwnSecondFactorEndpoints as own } from '~/api/contract/staff-self-service-endpoints'
import { staffSessionEndpoints as api } from '~/api/contract/staff-session-endpoints'
import { contractInput } from '~/api/contract-input'
import { qrCodeSvg } from '../../member-area/qr-code-svg.server'
import { requestUserAgent } from '../../sign-in/request-user-agent.server'
import { schemaOf } from '../contract-schema'
import { otpauthSecret } from '../otpauth-secret'
import { staffApi } from '../staff-api.server'
import { readStaffDeviceCookie, writeStaffCookie } from '../staff-cookies.server'

// Hand-written (decision 119): a proof's new session goes into the cookie, and a new key's QR code is drawn here. The
// staff member's other calls about their sessions and password are dispatched (staff-calls.functions.ts).

/**
 * The password and a code again: the API answers a new session (ASVS 7.2.4), whose token replaces the cookie's. The
 * browser's device token goes with them, whatever the page sent (decision 101).
 */
export const proveStaffAgain = createServerFn({ method: 'POST' })
  .validator(contractInput(schemaOf(api.proveAgain.body)))
  .handler(({ data }) =>
    actionOutcome(async () => {
      const body = { ...data, deviceToken: readStaffDeviceCookie() }
      writeStaffCookie(await staffApi(api.proveAgain, { body }, { userAgent: requestUserAgent() }))
      return { proved: true as const }
    }),
  )

/** A new key for the caller's own authenticator, as a QR code (drawn here) and as text; the old key works on meanwhile. */
export const startOwnSecondFactorChange = createServerFn({ method: 'POST' }).handler(() =>
  actionOutcome(async () => {
    const { otpauthUri } = await staffApi(own.startMySecondFactorChange, { body: {} })
    return { qrSvg: qrCodeSvg(otpauthUri), secret: otpauthSecret(otpauthUri) }
  }),
)
