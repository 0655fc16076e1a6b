import { type KindAddress, kindAddressOf, kindPath } from './content-address'
import { isOrderedKind, type SiteContentKind, siteContentKinds } from './editable-kinds'

export const SITE_CONTENT_SEGMENT = 'site-content'

/**
 * The site content section's address after `/admin/site-content`: none is the first kind's list; `<kind>`,
 * `<kind>/new`, `<kind>/12`, `<kind>/order` (ordered kinds); anything else is no page (undefined).
 */
export function siteContentAddressOf(rest: readonly string[]): KindAddress<SiteContentKind> | undefined {
  return kindAddressOf(siteContentKinds, rest, isOrderedKind)
}

/** The address (after /admin) of a kind's list, a new item, an item or its order. */
export function siteContentPath(kind: SiteContentKind, item?: number | 'new' | 'order'): string {
  return kindPath(SITE_CONTENT_SEGMENT, kind, item)
}
