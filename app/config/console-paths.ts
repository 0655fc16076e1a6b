import { siteRouteOf } from '~/api/contract/site-route-match'

/**
 * The staff console: /admin and everything under it (decision 32), in any spelling that reaches its route
 * (`/%61dmin`: decision 112). Private, never indexed, Korean or English.
 */
export function isConsolePath(pathname: string): boolean {
  return /^\/admin(\/|$)/i.test(pathname) || siteRouteOf(pathname)?.route.id === '/admin/$'
}
