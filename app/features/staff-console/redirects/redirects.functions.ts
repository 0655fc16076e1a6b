import { createServerFn } from '@tanstack/react-start'
import { actionOutcome } from '~/api/action-outcome'
import { redirectEndpoints as api } from '~/api/contract/redirect-endpoints'
import { contractInput } from '~/api/contract-input'
import { schemaOf } from '../contract-schema'
import { staffApi } from '../staff-api.server'

// Hand-written (decision 119): a GET whose refusal the form shows as an outcome, beside the address it names. The
// redirects' other calls are dispatched (staff-calls.functions.ts).

export const redirectFromPage = createServerFn({ method: 'GET' })
  .validator(contractInput(schemaOf(api.redirectFromPage.query)))
  .handler(({ data }) => actionOutcome(() => staffApi(api.redirectFromPage, { query: data })))
