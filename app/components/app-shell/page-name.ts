import type { StaticDataRouteOption } from '@tanstack/react-router'

interface MatchLike {
  pathname: string
  staticData: StaticDataRouteOption
  loaderData?: unknown
}

/** The deepest match that names a page (its breadcrumb). */
export function pageMatch<T extends MatchLike>(matches: readonly T[]): T | undefined {
  return [...matches].reverse().find((match) => match.staticData.crumb)
}

/**
 * A page's name: what its loader found (an article's title, as `{ crumb }`) or its static breadcrumb.
 * It is the last breadcrumb, the h1 and the title (SPEC.md §2).
 */
export function pageName(match: MatchLike | undefined): string | undefined {
  const loaded = (match?.loaderData as { crumb?: unknown } | undefined)?.crumb
  if (typeof loaded === 'string' && loaded) return loaded
  return match?.staticData.crumb?.()
}
