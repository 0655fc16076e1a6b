import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { actionOutcome } from '~/api/action-outcome'
import { secondFactorEndpoints } from '~/api/contract/second-factor-endpoints'
import { secondFactorCodeSchema } from '~/api/contract/sign-in-endpoints'
import { contractInput } from '~/api/contract-input'
import { memberApi } from './member-api.server'
import { qrCodeSvg } from './qr-code-svg.server'

// Each call is spelled out: Start's compiler recognises `createServerFn(...)` chains literally. Each acts for the member
// of the session cookie only (memberApi). All but the status want a recent authentication (the page's password prompt).

const codeInput = contractInput(v.object({ code: secondFactorCodeSchema }))

export const getSecondFactorStatus = createServerFn({ method: 'GET' }).handler(() => memberApi(secondFactorEndpoints.status, {}))

/** A new secret: its QR code (SVG, drawn here), the key to type by hand, and the otpauth:// URI. */
export const startSecondFactorSetup = createServerFn({ method: 'POST' }).handler(() =>
  actionOutcome(async () => {
    const { secret, uri } = await memberApi(secondFactorEndpoints.setup, {})
    return { secret, uri, qrSvg: qrCodeSvg(uri) }
  }),
)

export const confirmSecondFactor = createServerFn({ method: 'POST' })
  .validator(codeInput)
  .handler(({ data }) => actionOutcome(() => memberApi(secondFactorEndpoints.confirm, { body: data })))

export const renewRecoveryCodes = createServerFn({ method: 'POST' })
  .validator(codeInput)
  .handler(({ data }) => actionOutcome(() => memberApi(secondFactorEndpoints.renewRecoveryCodes, { body: data })))

export const turnOffSecondFactor = createServerFn({ method: 'POST' })
  .validator(codeInput)
  .handler(({ data }) => actionOutcome(() => memberApi(secondFactorEndpoints.turnOff, { body: data })))
