import { createServerFn } from '@tanstack/react-start'
import { api } from '~/api/api-client.server'
import { contentEndpoints } from '~/api/contract/content-endpoints'
import { pharmacyNearbyBody, pharmacyPageQuery } from '~/api/contract/pharmacies'
import { contractInput } from '~/api/contract-input'

export const getPharmacyPage = createServerFn({ method: 'GET' })
  .validator(contractInput(pharmacyPageQuery))
  .handler(({ data }) => api(contentEndpoints.pharmacyPage, { query: data }))

export const getPharmacyRegions = createServerFn({ method: 'GET' }).handler(() => api(contentEndpoints.pharmacyRegions, {}))

export const getPharmacySubways = createServerFn({ method: 'GET' }).handler(() => api(contentEndpoints.pharmacySubways, {}))

/** The pharmacies nearest to where the visitor is: a POST, so that the place is in no address, cache or log. */
export const getNearbyPharmacies = createServerFn({ method: 'POST' })
  .validator(contractInput(pharmacyNearbyBody))
  .handler(({ data }) => api(contentEndpoints.pharmacyNearby, { body: data }))
