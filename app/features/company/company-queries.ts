import { queryOptions } from '@tanstack/react-query'
import type * as v from 'valibot'
import type { clientsQuery, historyQuery } from '~/api/contract/company'
import type { Locale } from '~/i18n/locales'

// Imported on the first fetch (see docs/decisions/0011-first-load-javascript.md).
const functions = () => import('./company.functions')

const longLived = 10 * 60_000

export const HISTORY_PAGE_SIZE = 10

export const companyQueries = {
  historyPage: (locale: Locale, query: v.InferInput<typeof historyQuery>) =>
    queryOptions({
      queryKey: [locale, 'history', query],
      queryFn: async () => (await functions()).getHistoryPage({ data: query }),
    }),
  clients: (locale: Locale, query: v.InferInput<typeof clientsQuery>) =>
    queryOptions({
      queryKey: [locale, 'clients', query],
      queryFn: async () => (await functions()).getClients({ data: query }),
      staleTime: longLived,
    }),
  people: (locale: Locale) =>
    queryOptions({ queryKey: [locale, 'people'], queryFn: async () => (await functions()).getPeople(), staleTime: longLived }),
  openings: (locale: Locale) =>
    queryOptions({
      queryKey: [locale, 'openings'],
      queryFn: async () => (await functions()).getOpenings(),
      staleTime: longLived,
    }),
  testimonials: (locale: Locale) =>
    queryOptions({
      queryKey: [locale, 'testimonials'],
      queryFn: async () => (await functions()).getTestimonials(),
      staleTime: longLived,
    }),
  figures: (locale: Locale) =>
    queryOptions({ queryKey: [locale, 'figures'], queryFn: async () => (await functions()).getFigures(), staleTime: longLived }),
}
