import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '~/i18n/locales'
import { getSiteConfig } from './site.functions'

/** Read once per page load: the configuration only changes with a deploy and the locale only with a reload. */
export const siteConfigQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ['site-config', locale],
    queryFn: () => getSiteConfig(),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  })
