import { QueryClient } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { routeTree } from './routeTree.gen'

/** The router as the site makes it, with the query client's SSR integration (the site's pages read through it). */
export function getRouter() {
  const queryClient = new QueryClient()
  const router = createRouter({ routeTree, context: { queryClient }, defaultPreload: 'intent' })
  setupRouterSsrQueryIntegration({ router, queryClient })
  return router
}
