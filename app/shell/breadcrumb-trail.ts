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
}

/**
 * Where the current page sits: home, then its section and parent list (when it has them), then the page
 * itself. Home alone is a trail of one. The visible breadcrumbs and the BreadcrumbList JSON-LD both use it.
 */
export function breadcrumbTrail(matches: readonly MatchLike[]): Crumb[] {
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
