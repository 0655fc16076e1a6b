import { QueryClient, type QueryKey } from '@tanstack/react-query'
import {
  type AnyRoute,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  type HistoryState,
  Outlet,
  RouterProvider,
  retainSearchParams,
  type SearchSchemaInput,
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
  /** The address the page is opened at; by default the one its route id names. */
  path?: string
  /**
   * The id of the route the component is the page of, as its file route names it (`/_member-area/sample/`): for a
   * component that reads its own route (getRouteApi). Without it, one route catches every address.
   */
  routeId?: string
  /** The page route's static data (its breadcrumb name, its section), as its file route declares it. */
  staticData?: StaticDataRouteOption
  /**
   * The page route's search parsing, as its file route declares it (`categorizedListSearch`): what the component reads
   * with `useSearch`, and what its links that patch the search start from.
   */
  validateSearch?: (search: Record<string, unknown> & SearchSchemaInput) => Record<string, unknown>
  siteConfig?: SiteConfig
  /** What the page's queries answer (key, data), as the route's loader would have left them in the cache. */
  queries?: Array<[QueryKey, unknown]>
  /** The member signed in, in the context of the member area's layout route (`_member-area`). */
  member?: MemberInfo
  /** The route templates the page links to (`/news/$id`), so that those links carry `lang` as on the site. */
  linksTo?: string[]
  /** The history entry's state the page was opened with (what a page hands the next one: a deletion's name). */
  historyState?: HistoryState
}

/**
 * Renders a component as the page of a router in memory, for components that link (Link, aria-current), read their
 * route (its name for PageHeading, its search) or the site's configuration: the app's own routes are not loaded, only
 * the chain of routes down to the page's, each a segment of its id (`_name` a layout without a path).
 */
export async function renderInRouter(
  node: ReactNode,
  {
    routeId = '/$',
    path,
    staticData = {},
    validateSearch,
    linksTo = [],
    siteConfig,
    queries = [],
    member,
    historyState,
  }: RouterPage = {},
) {
  // The page renders from what the test put in the cache: a query never fetches again on mount, not even a stale one.
  const queryClient = new QueryClient({ defaultOptions: { queries: { refetchOnMount: false, retry: false } } })
  queryClient.setQueryData(siteConfigQuery(getLocale()).queryKey, siteConfig ?? shippedSiteConfig())
  for (const [key, data] of queries) queryClient.setQueryData(key, data)
  // As the site's root route (app/routes/__root.tsx) does, every link keeps the `lang` of the address: open the page at
  // `/news?lang=zh-CN` for its links to carry it. (No `lang` is made up when the address has none.)
  const rootRoute = createRootRoute({ component: Outlet, search: { middlewares: [retainSearchParams(['lang'])] } })
  const segments = routeId.split('/').slice(1)
  let parent: AnyRoute = rootRoute
  for (const [index, segment] of segments.entries()) {
    const above = parent
    const options = segment.startsWith('_')
      ? { id: segment, beforeLoad: () => ({ member }) }
      : {
          path: segment || '/',
          ...(index === segments.length - 1 ? { staticData, validateSearch, component: () => node } : {}),
        }
    parent = createRoute({ getParentRoute: () => above, ...options })
    above.addChildren([parent])
  }
  // The addresses the page links to are routes too, so that its links are built as the site builds them (with `lang`):
  // one catching every plain address, and one for each template the page's links name (the router builds a link to a
  // template only from its route).
  const linked = [...linksTo, ...(routeId === '/$' ? [] : ['$'])].map((to) =>
    createRoute({ getParentRoute: () => rootRoute, path: to.replace(/^\//, '') }),
  )
  rootRoute.addChildren([...(rootRoute.children as AnyRoute[]), ...linked])
  const address = path ?? `/${segments.filter((segment) => !segment.startsWith('_') && segment !== '$').join('/')}`
  const history = createMemoryHistory({ initialEntries: [address] })
  if (historyState) history.replace(address, historyState)
  const router = createRouter({ routeTree: rootRoute, history })
  await router.load()
  const rendered = await renderInDom(<RouterProvider router={router} />, queryClient)
  return { ...rendered, router }
}
