import { createServerFn } from '@tanstack/react-start'
import { actionOutcome } from '~/api/action-outcome'
import { secondFactorEndpoints } from '~/api/contract/second-factor-endpoints'
import { memberApi } from './member-api.server'
import { qrCodeSvg } from './qr-code-svg.server'

// Hand-written: the QR code is drawn on the server (decision 119). The second factor's other calls are dispatched
// (member-calls.functions.ts).

/** A new secret: its QR code (SVG, drawn here), the key to type by hand, and the otpauth:// URI. */
export const startSecondFactorSetup = createServerFn({ method: 'POST' }).handler(() =>
  actionOutcome(async () => {
    const { secret, uri } = await memberApi(secondFactorEndpoints.setup, {})
    return { secret, uri, qrSvg: qrCodeSvg(uri) }
  }),
)
