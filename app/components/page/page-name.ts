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

/** Text a detail page's loader found for its item (`{ crumb, description }`), when it is a non-empty string. */
function loadedText(match: MatchLike | undefined, key: 'crumb' | 'description'): string | undefined {
  const value = (match?.loaderData as Record<string, unknown> | undefined)?.[key]
  return typeof value === 'string' && value ? value : undefined
}

/**
 * A page's name: what its loader found (an article's title, as `{ crumb }`) or its static breadcrumb.
 * It is the last breadcrumb, the h1 and the title.
 */
export function pageName(match: MatchLike | undefined): string | undefined {
  return loadedText(match, 'crumb') ?? match?.staticData.crumb?.()
}

/**
 * A page's meta description: what its loader found (an excerpt of the item, as `{ description }`) or its
 * static one; undefined when the page has neither (the site's description is used then).
 */
export function pageDescription(match: MatchLike | undefined): string | undefined {
  return loadedText(match, 'description') ?? match?.staticData.description?.()
}
