import type { QueryClient } from '@tanstack/react-query'
import type { SitePageName } from '~/api/contract/site-page-endpoints'
import type { SiteConfig } from '~/config/site-config'
import { getLocale } from '~/paraglide/runtime'
import { shareHeadMeta } from '../seo/share-head'
import { staticPageQueries } from './static-pages-queries'

// The loader and the head of a long-form page (the terms, the privacy policy, the vision, the showroom, research's
// introduction). Their routes import this module statically for the loader, which goes in the page's chunk, and lazily
// for the head, so that the page's query and its sharing tags load with those pages, not with every page (decision 11).

interface SitePageLoaderContext {
  context: { queryClient: QueryClient }
}

interface SitePageHeadContext {
  match: { context: { queryClient: QueryClient; site: SiteConfig } }
}

/** Reads the page, for its content and its head. */
export function loadSitePage({ context: { queryClient } }: SitePageLoaderContext, name: SitePageName) {
  return queryClient.ensureQueryData(staticPageQueries.page(getLocale(), name))
}

/** A long-form page's head: its search and sharing fields (decision 89), from the page its loader read. */
export function sitePageHeadMeta({ match }: SitePageHeadContext, name: SitePageName) {
  const page = match.context.queryClient.getQueryData(staticPageQueries.page(getLocale(), name).queryKey)
  return shareHeadMeta({ seo: page?.seo, noindex: page?.noindex, siteUrl: match.context.site.siteUrl })
}
