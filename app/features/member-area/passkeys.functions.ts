import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { actionOutcome } from '~/api/action-outcome'
import { passkeyEndpoints, passkeyIdParams, registerPasskeyBody, renamePasskeyBody } from '~/api/contract/passkey-endpoints'
import { contractInput } from '~/api/contract-input'
import { memberApi } from './member-api.server'

// Each call is spelled out: Start's compiler recognises `createServerFn(...)` chains literally. Each acts for the member
// of the session cookie only (memberApi); adding, renaming and removing want a recent authentication (decision 88).

/** The member's passkeys and their security page's history. */
export const getPasskeys = createServerFn({ method: 'GET' }).handler(() => memberApi(passkeyEndpoints.passkeys, {}))

/** The options of a new passkey, for the browser. */
export const startPasskeyRegistration = createServerFn({ method: 'POST' }).handler(() =>
  actionOutcome(() => memberApi(passkeyEndpoints.registrationOptions, {})),
)

/** The browser's answer and the name the member gave: the new passkey. */
export const finishPasskeyRegistration = createServerFn({ method: 'POST' })
  .validator(contractInput(registerPasskeyBody))
  .handler(({ data }) => actionOutcome(() => memberApi(passkeyEndpoints.registerPasskey, { body: data })))

/** One of the member's passkeys under a new name. */
export const renamePasskey = createServerFn({ method: 'POST' })
  .validator(contractInput(v.object({ ...passkeyIdParams.entries, ...renamePasskeyBody.entries })))
  .handler(({ data: { id, ...body } }) =>
    actionOutcome(() => memberApi(passkeyEndpoints.renamePasskey, { params: { id }, body })),
  )

export const removePasskey = createServerFn({ method: 'POST' })
  .validator(contractInput(passkeyIdParams))
  .handler(({ data }) => actionOutcome(() => memberApi(passkeyEndpoints.removePasskey, { params: data })))
