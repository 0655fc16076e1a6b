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

// Each call is spelled out: Start's compiler recognises `createServerFn(...)` chains literally; staffApi sends each with
// the staff cookie (the API checks the role), and the CSRF middleware guards them all.

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

export const listOwnSessions = createServerFn({ method: 'GET' }).handler(() => staffApi(api.mySessions, {}))

export const endOwnSession = createServerFn({ method: 'POST' })
  .validator(contractInput(schemaOf(api.endMySession.params)))
  .handler(({ data }) => actionOutcome(() => staffApi(api.endMySession, { params: data })))

export const endOtherOwnSessions = createServerFn({ method: 'POST' }).handler(() =>
  actionOutcome(() => staffApi(api.endMyOtherSessions, { body: {} })),
)

/** The caller's own new password; the API ends their other sessions and answers how many. */
export const changeOwnPassword = createServerFn({ method: 'POST' })
  .validator(contractInput(schemaOf(api.changeMyPassword.body)))
  .handler(({ data }) => actionOutcome(() => staffApi(api.changeMyPassword, { body: data })))

/** An admin signs another staff member out everywhere. */
export const endStaffSessions = createServerFn({ method: 'POST' })
  .validator(contractInput(schemaOf(api.endStaffSessions.params)))
  .handler(({ data }) => actionOutcome(() => staffApi(api.endStaffSessions, { params: data })))

/** A new key for the caller's own authenticator, as a QR code (drawn here) and as text; the old key works on meanwhile. */
export const startOwnSecondFactorChange = createServerFn({ method: 'POST' }).handler(() =>
  actionOutcome(async () => {
    const { otpauthUri } = await staffApi(own.startMySecondFactorChange, { body: {} })
    return { qrSvg: qrCodeSvg(otpauthUri), secret: otpauthSecret(otpauthUri) }
  }),
)

/** A code of the new key: it replaces the old one; the API answers the new recovery codes, once. */
export const confirmOwnSecondFactorChange = createServerFn({ method: 'POST' })
  .validator(contractInput(schemaOf(own.confirmMySecondFactorChange.body)))
  .handler(({ data }) => actionOutcome(() => staffApi(own.confirmMySecondFactorChange, { body: data })))
