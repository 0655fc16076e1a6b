import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '~/i18n/locales'

// Imported on the first fetch (see docs/decisions/0011-first-load-javascript.md).
const functions = () => import('./site.functions')

/** Read once per page load: the company details staff edit show from the next page load, the locale changes with a reload. */
export const siteConfigQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ['site-config', locale],
    queryFn: async () => (await functions()).getSiteConfig(),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  })
