import { createServerFn } from '@tanstack/react-start'
import { actionOutcome } from '~/api/action-outcome'
import { specSheetEndpoints } from '~/api/contract/spec-sheet-endpoints'
import { contractInput } from '~/api/contract-input'
import { schemaOf } from '../contract-schema'
import { staffApi } from '../staff-api.server'

// Each call is spelled out: Start's compiler recognises `createServerFn(...)` chains literally (see inquiries.functions).
// The upload is no server function (its body is a PDF): the console posts it to /api/console/documents?product=.

export const listSpecSheets = createServerFn({ method: 'GET' }).handler(() => staffApi(specSheetEndpoints.list, {}))

/** Removes a language's own sheet of a material (its readers get the shipped one again, or another language's). */
export const removeSpecSheet = createServerFn({ method: 'POST' })
  .validator(contractInput(schemaOf(specSheetEndpoints.remove.params)))
  .handler(({ data }) => actionOutcome(() => staffApi(specSheetEndpoints.remove, { params: data })))
