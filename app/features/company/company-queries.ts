import type * as v from 'valibot'
import type { clientsQuery, historyQuery } from '~/api/contract/company'
import { publicQuery } from '~/features/contract-calls/public-calls'
import type { Locale } from '~/i18n/locales'

const longLived = { staleTime: 10 * 60_000 }

export const HISTORY_PAGE_SIZE = 10

export const companyQueries = {
  historyPage: (locale: Locale, query: v.InferInput<typeof historyQuery>) =>
    publicQuery([locale, 'history', query], 'history', { query }),
  clients: (locale: Locale, query: v.InferInput<typeof clientsQuery>) =>
    publicQuery([locale, 'clients', query], 'clients', { query }, longLived),
  people: (locale: Locale) => publicQuery([locale, 'people'], 'people', {}, longLived),
  openings: (locale: Locale) => publicQuery([locale, 'openings'], 'openings', {}, longLived),
  testimonials: (locale: Locale) => publicQuery([locale, 'testimonials'], 'testimonials', {}, longLived),
  figures: (locale: Locale) => publicQuery([locale, 'figures'], 'figures', {}, longLived),
}
