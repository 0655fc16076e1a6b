import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { actionOutcome } from '~/api/action-outcome'
import { documentEditingEndpoints } from '~/api/contract/document-editing-endpoints'
import { contractInput } from '~/api/contract-input'
import { schemaOf } from '../contract-schema'
import { staffApi } from '../staff-api.server'

// Each call is spelled out: Start's compiler recognises `createServerFn(...)` chains literally (see inquiries.functions).
// The upload is no server function (its body is a PDF): the console posts it to /api/console/documents.

export const listDocuments = createServerFn({ method: 'GET' }).handler(() => staffApi(documentEditingEndpoints.list, {}))

/** Removes a language's own PDF (its readers get the Korean one again, else the shipped one). */
export const removeDocumentFile = createServerFn({ method: 'POST' })
  .validator(contractInput(schemaOf(documentEditingEndpoints.remove.params)))
  .handler(({ data }) => actionOutcome(() => staffApi(documentEditingEndpoints.remove, { params: data })))

export const renameDocument = createServerFn({ method: 'POST' })
  .validator(
    contractInput(
      v.object({
        ...schemaOf(documentEditingEndpoints.rename.params).entries,
        ...schemaOf(documentEditingEndpoints.rename.body).entries,
      }),
    ),
  )
  .handler(({ data: { type, ...body } }) =>
    actionOutcome(() => staffApi(documentEditingEndpoints.rename, { params: { type }, body })),
  )
