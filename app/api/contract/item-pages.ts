import type { PostType } from './posts'
import type { SiteRouteId } from './site-route-match'

/**
 * The routes whose page shows one item by the id in its address (decision 116): a news article, a patent, a paper. An
 * address of one of them is the item's page only while the item is public; once it is deleted or unpublished the
 * address may be retired, and an editor may redirect it (press items have no page of their own: they link out).
 */
export const itemPageRoutes = {
  '/news/$id': 'news',
  '/research/patent/$id': 'patent',
  '/research/thesis/$id': 'thesis',
} as const satisfies Partial<Record<SiteRouteId, PostType>>

export type ItemPageType = (typeof itemPageRoutes)[keyof typeof itemPageRoutes]

/** An item an address names: its kind and its id. */
export interface ItemRef {
  type: ItemPageType
  id: number
}

/**
 * The id a detail page reads from its address: a positive whole number the API accepts (at most 999,999,999, its
 * `idParam`); anything else names no item, and the page answers not found.
 */
export function itemIdOf(segment: string): number | undefined {
  return /^[1-9]\d{0,8}$/.test(segment) ? Number(segment) : undefined
}

/**
 * Which item page a route reached with `canonicalPath` (site-route-match.ts: its parameter encoded) is, and the id it
 * names, if any; undefined for every other route.
 */
export function itemPageOf(routeId: SiteRouteId, canonicalPath: string): { type: ItemPageType; id?: number } | undefined {
  const type = (itemPageRoutes as Partial<Record<SiteRouteId, ItemPageType>>)[routeId]
  if (!type) return undefined
  const id = itemIdOf(decodeURIComponent(canonicalPath.slice(canonicalPath.lastIndexOf('/') + 1)))
  return id === undefined ? { type } : { type, id }
}
