import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { actionOutcome } from '~/api/action-outcome'
import { passkeyIdParams, registerPasskeyBody, renamePasskeyBody } from '~/api/contract/passkey-endpoints'
import { staffPasskeyEndpoints as api } from '~/api/contract/staff-passkey-endpoints'
import { contractInput } from '~/api/contract-input'
import { staffApi } from '../staff-api.server'

// Each call is spelled out: Start's compiler recognises `createServerFn(...)` chains literally; staffApi sends each with
// the staff cookie, and the CSRF middleware guards them all. Adding, renaming and removing want a recent proof (decision 88).

export const listOwnPasskeys = createServerFn({ method: 'GET' }).handler(() => staffApi(api.myPasskeys, {}))

/** The options of a new passkey, for the browser. */
export const startOwnPasskey = createServerFn({ method: 'POST' }).handler(() =>
  actionOutcome(() => staffApi(api.myPasskeyOptions, { body: {} })),
)

/** The browser's answer and the passkey's name: the new passkey. */
export const finishOwnPasskey = createServerFn({ method: 'POST' })
  .validator(contractInput(registerPasskeyBody))
  .handler(({ data }) => actionOutcome(() => staffApi(api.registerMyPasskey, { body: data })))

/** One of the caller's passkeys under a new name. */
export const renameOwnPasskey = createServerFn({ method: 'POST' })
  .validator(contractInput(v.object({ ...passkeyIdParams.entries, ...renamePasskeyBody.entries })))
  .handler(({ data: { id, ...body } }) => actionOutcome(() => staffApi(api.renameMyPasskey, { params: { id }, body })))

export const removeOwnPasskey = createServerFn({ method: 'POST' })
  .validator(contractInput(passkeyIdParams))
  .handler(({ data }) => actionOutcome(() => staffApi(api.removeMyPasskey, { params: data })))
