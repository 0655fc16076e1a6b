import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { api } from '~/api/api-client.server'
import { secondFactorCodeSchema, signInEndpoints } from '~/api/contract/sign-in-endpoints'
import { contractInput } from '~/api/contract-input'
import { m } from '~/paraglide/messages'
import { clearSecondFactorCookie, readDeviceCookie, readSecondFactorCookie } from './sign-in-cookies.server'
import type { AuthOutcome } from './sign-in-session.server'
import { signInWith } from './sign-in-session.server'

// Each call is spelled out: Start's compiler recognises `createServerFn(...)` chains literally.

/** Whether a sign-in waits for its second factor (the ticket is in an HttpOnly cookie). */
export const getPendingSecondFactor = createServerFn({ method: 'GET' }).handler(() => ({
  pending: readSecondFactorCookie() !== undefined,
}))

/**
 * The code step of a sign-in (decision 29): the ticket of the cookie and the code the member typed (the authenticator's
 * six digits, or a recovery code). A right code signs in as a password sign-in does (session and device cookies); the
 * ticket's cookie goes once it is used or no longer works.
 */
export const completeSecondFactor = createServerFn({ method: 'POST' })
  .validator(contractInput(v.object({ code: secondFactorCodeSchema })))
  .handler(async ({ data }): Promise<AuthOutcome> => {
    const secondFactorTicket = readSecondFactorCookie()
    if (!secondFactorTicket) {
      const code = 'SECOND_FACTOR_TICKET_INVALID'
      return { ok: false, status: 400, code, message: m.api_error_second_factor_ticket_invalid() }
    }
    const outcome = await signInWith((options) =>
      api(
        signInEndpoints.loginSecondFactor,
        { body: { secondFactorTicket, code: data.code, deviceToken: readDeviceCookie() } },
        options,
      ),
    )
    if (outcome.ok || outcome.code === 'SECOND_FACTOR_TICKET_INVALID') clearSecondFactorCookie()
    return outcome
  })
