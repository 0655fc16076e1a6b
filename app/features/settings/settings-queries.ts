import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '~/i18n/locales'

// Imported on the first fetch (see docs/decisions/0011-first-load-javascript.md).
const functions = () => import('./settings.functions')

export const settingQueries = {
  languages: (locale: Locale) =>
    queryOptions({
      queryKey: [locale, 'languages'],
      queryFn: async () => (await functions()).getLanguages(),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  countries: (locale: Locale) =>
    queryOptions({
      queryKey: [locale, 'countries'],
      queryFn: async () => (await functions()).getCountries(),
      staleTime: Number.POSITIVE_INFINITY,
    }),
}
