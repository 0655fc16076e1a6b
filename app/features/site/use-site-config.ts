import { useSuspenseQuery } from '@tanstack/react-query'
import type { SiteConfig } from '~/config/site-config'
import { getLocale } from '~/paraglide/runtime'
import { siteConfigQuery } from './site-queries'

/** The site configuration, loaded by the root route before anything renders. */
export function useSiteConfig(): SiteConfig {
  return useSuspenseQuery(siteConfigQuery(getLocale())).data
}
