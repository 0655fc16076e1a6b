import { createServerFn } from '@tanstack/react-start'
import { api } from '~/api/api-client.server'
import { clientsQuery, historyQuery } from '~/api/contract/company'
import { contentEndpoints } from '~/api/contract/content-endpoints'
import { contractInput } from '~/api/contract-input'

export const getHistoryPage = createServerFn({ method: 'GET' })
  .validator(contractInput(historyQuery))
  .handler(({ data }) => api(contentEndpoints.history, { query: data }))

export const getClients = createServerFn({ method: 'GET' })
  .validator(contractInput(clientsQuery))
  .handler(({ data }) => api(contentEndpoints.clients, { query: data }))

export const getPeople = createServerFn({ method: 'GET' }).handler(() => api(contentEndpoints.people, {}))

export const getOpenings = createServerFn({ method: 'GET' }).handler(() => api(contentEndpoints.openings, {}))

export const getTestimonials = createServerFn({ method: 'GET' }).handler(() => api(contentEndpoints.testimonials, {}))

export const getFigures = createServerFn({ method: 'GET' }).handler(() => api(contentEndpoints.figures, {}))
