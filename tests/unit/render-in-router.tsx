import { QueryClient, type QueryKey } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  type StaticDataRouteOption,
} from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { MemberInfo } from '~/api/contract/sign-in-endpoints'
import type { SiteConfig } from '~/config/site-config'
import { siteDefaults } from '~/config/site-defaults'
import { siteConfigQuery } from '~/features/site/site-queries'
import { getLocale } from '~/paraglide/runtime'
import { renderInDom } from './render-in-dom'

/** The site's configuration as the server sends it with the shipped company details, in the page's language. */
export function shippedSiteConfig(overrides: Partial<SiteConfig> = {}): SiteConfig {
  const locale = getLocale()
  const { company } = siteDefaults
  return {
    brandName: siteDefaults.brandName,
    siteUrl: 'https://example.test',
    company: {
      name: company.name[locale],
      ceo: company.ceo[locale],
      address: company.address[locale],
      businessRegNo: company.businessRegNo,
      mailOrderRegNo: company.mailOrderRegNo[locale],
      phone: company.phone,
      email: company.email,
      location: company.location,
    },
    links: {},
    ...overrides,
  }
}

interface RouterPage {
  /** The address the page is opened at (any path: one route catches them all). */
  path?: string
  /** The page route's static data (its breadcrumb name, its section), as its file route declares it. */
  staticData?: StaticDataRouteOption
  siteConfig?: SiteConfig
  /** What the page's queries answer (key, data), as the route's loader would have left them in the cache. */
  queries?: Array<[QueryKey, unknown]>
  /** A member signed in: the page then sits in the member area's layout route, whose context names them. */
  member?: MemberInfo
}

/**
 * Renders a component as the page of a router in memory, for components that link (Link, aria-current), read the
 * route's name (PageHeading) or the site's configuration: the app's own routes are not loaded.
 */
export async function renderInRouter(
  node: ReactNode,
  { path = '/', staticData = {}, siteConfig, queries = [], member }: RouterPage = {},
) {
  const queryClient = new QueryClient()
  queryClient.setQueryData(siteConfigQuery(getLocale()).queryKey, siteConfig ?? shippedSiteConfig())
  for (const [key, data] of queries) queryClient.setQueryData(key, data)
  const rootRoute = createRootRoute({ component: Outlet })
  const memberArea = createRoute({ getParentRoute: () => rootRoute, id: '_member-area', beforeLoad: () => ({ member }) })
  const pageParent = member ? memberArea : rootRoute
  const page = createRoute({ getParentRoute: () => pageParent, path: '$', staticData, component: () => node })
  const router = createRouter({
    routeTree: member ? rootRoute.addChildren([memberArea.addChildren([page])]) : rootRoute.addChildren([page]),
    history: createMemoryHistory({ initialEntries: [path] }),
  })
  await router.load()
  const rendered = await renderInDom(<RouterProvider router={router} />, queryClient)
  return { ...rendered, router }
}
