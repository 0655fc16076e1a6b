import { createServerFn } from '@tanstack/react-start'
import { actionOutcome } from '~/api/action-outcome'
import { adminOutboxEndpoints } from '~/api/contract/admin-outbox-endpoints'
import { contractInput } from '~/api/contract-input'
import { schemaOf } from '../contract-schema'
import { staffApi } from '../staff-api.server'

// Each call is spelled out: Start's compiler recognises `createServerFn(...)` chains literally (see inquiries.functions).

export const listMails = createServerFn({ method: 'GET' })
  .validator(contractInput(schemaOf(adminOutboxEndpoints.mailList.query)))
  .handler(({ data }) => staffApi(adminOutboxEndpoints.mailList, { query: data }))

/** Sends the mail again at once (the outbox worker picks it up within a minute). */
export const retryMail = createServerFn({ method: 'POST' })
  .validator(contractInput(schemaOf(adminOutboxEndpoints.retryMail.params)))
  .handler(({ data }) => actionOutcome(() => staffApi(adminOutboxEndpoints.retryMail, { params: data, body: {} })))
