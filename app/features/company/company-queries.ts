import { queryOptions } from '@tanstack/react-query'
import type * as v from 'valibot'
import type { clientsQuery, historyQuery } from '~/api/contract/company'
import type { Locale } from '~/i18n/locales'
import { getClients, getFigures, getHistoryPage, getPeople, getQuotes, getRecruits } from './company.functions'

const longLived = 10 * 60_000

export const companyQueries = {
  historyPage: (locale: Locale, query: v.InferInput<typeof historyQuery>) =>
    queryOptions({ queryKey: [locale, 'history', query], queryFn: () => getHistoryPage({ data: query }) }),
  clients: (locale: Locale, query: v.InferInput<typeof clientsQuery>) =>
    queryOptions({ queryKey: [locale, 'clients', query], queryFn: () => getClients({ data: query }), staleTime: longLived }),
  people: (locale: Locale) => queryOptions({ queryKey: [locale, 'people'], queryFn: () => getPeople(), staleTime: longLived }),
  recruits: (locale: Locale) =>
    queryOptions({ queryKey: [locale, 'recruits'], queryFn: () => getRecruits(), staleTime: longLived }),
  quotes: (locale: Locale) => queryOptions({ queryKey: [locale, 'quotes'], queryFn: () => getQuotes(), staleTime: longLived }),
  figures: (locale: Locale) => queryOptions({ queryKey: [locale, 'figures'], queryFn: () => getFigures(), staleTime: longLived }),
}
