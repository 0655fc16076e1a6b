import type { StaticDataRouteOption } from '@tanstack/react-router'
import { pageMatch, pageName } from '~/components/page/page-name'
import { m } from '~/paraglide/messages'

export interface Crumb {
  label: string
  /** The page's own crumb and a menu group (a section) have no link. */
  to?: string
}

interface MatchLike {
  pathname: string
  staticData: StaticDataRouteOption
  loaderData?: unknown
  status?: string
  /** The router's mark on the match that shows the not-found page for an address no route matched. */
  _notFound?: boolean
}

/** The router found no page here (an unknown address, a malformed id, an item that does not exist). */
function isNotFound(matches: readonly MatchLike[]): boolean {
  return matches.some((match) => match.status === 'notFound' || match._notFound)
}

/**
 * Where the current page sits: home, then its section and parent list (when it has them), then the page
 * itself. Home alone is a trail of one; a page not found is home and the not-found text. The visible breadcrumbs, the
 * BreadcrumbList JSON-LD and the document title (its last crumb) all use it.
 */
export function breadcrumbTrail(matches: readonly MatchLike[]): Crumb[] {
  if (isNotFound(matches)) return [{ label: m.nav_home(), to: '/' }, { label: m.error_not_found() }]
  const page = pageMatch(matches)
  const name = pageName(page)
  if (!page || !name) return []
  if (page.pathname === '/') return [{ label: name }]
  const { section, parent } = page.staticData
  return [
    { label: m.nav_home(), to: '/' },
    ...(section ? [{ label: section() }] : []),
    ...(parent ? [{ label: parent.label(), to: parent.to }] : []),
    { label: name },
  ]
}
