import { siteRouteOf } from '~/api/contract/site-route-match'

/**
 * A request's kind and route as the metrics label them (decisions 70 and 112): the route is the id of the route of the
 * route tree the router reaches with the request's path (`/news/$id`, `/_member-area/mypage/$`), `(server function)`
 * for a server function's call and `(unmatched)` for any other address, whatever the answer's status. So the series
 * are the routes the site has, however many addresses visitors or probes send: never a visitor's path.
 */
export type RequestKind = 'page' | 'server-function' | 'api' | 'other'

export interface RequestLabels {
  kind: RequestKind
  route: string
}

/** Start's address for server functions, taken as it is written (Start compares it so). */
const SERVER_FUNCTIONS = '/_serverFn/'

const kindOf = (path: string): RequestKind => (path.startsWith('/api/v1/') ? 'api' : path.startsWith('/api/') ? 'other' : 'page')

export function requestLabels(pathname: string): RequestLabels {
  if (pathname.startsWith(SERVER_FUNCTIONS)) return { kind: 'server-function', route: '(server function)' }
  const route = siteRouteOf(pathname)?.route
  return route ? { kind: kindOf(route.fullPath), route: route.id } : { kind: kindOf(pathname), route: '(unmatched)' }
}
