import { createServerFn } from '@tanstack/react-start'
import { api } from '~/api/api-client.server'
import { contentEndpoints } from '~/api/contract/content-endpoints'

export const getLanguages = createServerFn({ method: 'GET' }).handler(() => api(contentEndpoints.languages, {}))

export const getCountries = createServerFn({ method: 'GET' }).handler(() => api(contentEndpoints.countries, {}))
