import { QueryClient } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { getGlobalStartContext } from '@tanstack/react-start'
import { shouldRetryQuery } from '~/api/retry-policy'
import { ErrorPage } from '~/components/errors/error-page'
import { NotFoundPage } from '~/components/errors/not-found-page'
import { routeTree } from '~/routeTree.gen'

export interface RouterContext {
  queryClient: QueryClient
}

function requestNonce(): string | undefined {
  const context = getGlobalStartContext() as { nonce?: string } | undefined
  return context?.nonce
}

export function getRouter() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: 60_000, retry: shouldRetryQuery, refetchOnWindowFocus: false } },
  })
  const router = createRouter({
    routeTree,
    context: { queryClient } satisfies RouterContext,
    scrollRestoration: true,
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: ErrorPage,
    ssr: { nonce: requestNonce() },
  })
  setupRouterSsrQueryIntegration({ router, queryClient })
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
  interface StaticDataRouteOption {
    /** The page's name in breadcrumbs; the last one is also the page title. */
    crumb?: () => string
    /** The menu group the page belongs to, shown between home and the page in breadcrumbs. */
    section?: () => string
    /** The list a detail page belongs to, linked in the breadcrumbs. */
    parent?: { label: () => string; to: string }
    /** The top navigation stays transparent while the page is scrolled to the top. */
    transparentNav?: boolean
    /** The page's meta description (search results, link previews); the site's description when absent. */
    description?: () => string
  }
}
