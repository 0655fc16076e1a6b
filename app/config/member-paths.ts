import { siteRouteOf } from '~/api/contract/site-route-match'

/** The member area's layout route: every page under it is for signed-in members only. */
const MEMBER_AREA_ROUTE = '/_member-area'

/**
 * Any path containing /mypage or /sample is for signed-in members only, and so is any spelling of one that reaches
 * the member area's routes (`/%6Dypage`, `/MyPage/`: the router decodes and ignores case, decision 112).
 */
export function isMemberPath(pathname: string): boolean {
  return /\/(mypage|sample)(\/|$)/i.test(pathname) || siteRouteOf(pathname)?.route.id.startsWith(MEMBER_AREA_ROUTE) === true
}
