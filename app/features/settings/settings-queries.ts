import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '~/i18n/locales'
import { getCountries, getLanguages } from './settings.functions'

export const settingQueries = {
  languages: (locale: Locale) =>
    queryOptions({ queryKey: [locale, 'languages'], queryFn: () => getLanguages(), staleTime: Number.POSITIVE_INFINITY }),
  countries: (locale: Locale) =>
    queryOptions({ queryKey: [locale, 'countries'], queryFn: () => getCountries(), staleTime: Number.POSITIVE_INFINITY }),
}
