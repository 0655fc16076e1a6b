import type { QueryClient } from '@tanstack/react-query'
import type { SitePageName } from '~/api/contract/site-page-endpoints'
import type { SiteConfig } from '~/config/site-config'
import { getLocale } from '~/paraglide/runtime'
import { shareHeadMeta } from '../seo/share-head'
import { staticPageQueries } from './static-pages-queries'

interface SitePageHeadContext {
  match: { context: { queryClient: QueryClient; site: SiteConfig } }
}

/** A long-form page's head: its search and sharing fields (decision 89), from the page its loader read. */
export function sitePageHeadMeta({ match }: SitePageHeadContext, name: SitePageName) {
  const page = match.context.queryClient.getQueryData(staticPageQueries.page(getLocale(), name).queryKey)
  return shareHeadMeta({ seo: page?.seo, noindex: page?.noindex, siteUrl: match.context.site.siteUrl })
}
