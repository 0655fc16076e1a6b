import { createServerFn } from '@tanstack/react-start'
import { api } from '~/api/api-client.server'
import { contentEndpoints } from '~/api/contract/content-endpoints'
import { siteSearchQuery } from '~/api/contract/site-search'
import { contractInput } from '~/api/contract-input'

export const searchSite = createServerFn({ method: 'GET' })
  .validator(contractInput(siteSearchQuery))
  .handler(({ data }) => api(contentEndpoints.siteSearch, { query: data }))
