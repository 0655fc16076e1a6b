import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { actionOutcome } from '~/api/action-outcome'
import { api } from '~/api/api-client.server'
import { authenticationResponseSchema, passkeyEndpoints } from '~/api/contract/passkey-endpoints'
import { contractInput } from '~/api/contract-input'
import { requestClientIp } from './request-client-ip.server'
import { requestUserAgent } from './request-user-agent.server'
import { readDeviceCookie } from './sign-in-cookies.server'
import { type AuthOutcome, signInWith } from './sign-in-session.server'

// Hand-written (decisions 88 and 119): a sign-in's session goes into the cookie, and the calls carry the visitor's
// address and browser.

/** A sign-in challenge naming no account: the browser offers the passkeys it holds for this site. */
export const getPasskeySignInOptions = createServerFn({ method: 'POST' }).handler(() =>
  actionOutcome(() => api(passkeyEndpoints.signInOptions, {}, { clientIp: requestClientIp(), userAgent: requestUserAgent() })),
)

/** The browser's answer: the same session, cookie and device cookie a password sign-in gives; no code step. */
export const signInWithPasskey = createServerFn({ method: 'POST' })
  .validator(contractInput(v.object({ response: authenticationResponseSchema })))
  .handler(
    ({ data }): Promise<AuthOutcome> =>
      signInWith((options) =>
        api(passkeyEndpoints.signIn, { body: { response: data.response, deviceToken: readDeviceCookie() } }, options),
      ),
  )
