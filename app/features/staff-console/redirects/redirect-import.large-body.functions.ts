import { createServerFn } from '@tanstack/react-start'
import { actionOutcome } from '~/api/action-outcome'
import { redirectEndpoints as api } from '~/api/contract/redirect-endpoints'
import { contractInput } from '~/api/contract-input'
import { schemaOf } from '../contract-schema'
import { staffApi } from '../staff-api.server'

/** Checks (`dryRun`) or imports a CSV of redirects, sent as base64: up to 512 KiB, so a large-body function. */
export const importRedirects = createServerFn({ method: 'POST' })
  .validator(contractInput(schemaOf(api.importRedirects.body)))
  .handler(({ data }) => actionOutcome(() => staffApi(api.importRedirects, { body: data })))
