import { createServerFn } from '@tanstack/react-start'
import { api } from '~/api/api-client.server'
import { contentEndpoints } from '~/api/contract/content-endpoints'
import { documentsQuery } from '~/api/contract/documents'
import { contractInput } from '~/api/contract-input'

export const getDocuments = createServerFn({ method: 'GET' })
  .validator(contractInput(documentsQuery))
  .handler(({ data }) => api(contentEndpoints.documents, { query: data }))

export const getDocumentTypes = createServerFn({ method: 'GET' }).handler(() => api(contentEndpoints.documentTypes, {}))
