import type * as v from 'valibot'
import { type PostType, postTypes } from '~/api/contract/posts'
import type { ConsoleTarget } from '../address/console-addresses'
import { type SiteContentKind, siteContentKinds } from './editable-kinds'
import type { listSearch } from './list-search'
import { postTypeLabels } from './post-labels'
import { siteContentKindLabels } from './site-content-labels'

const isPostType = (kind: string): kind is PostType => (postTypes as readonly string[]).includes(kind)
const isSiteKind = (kind: string): kind is SiteContentKind => (siteContentKinds as readonly string[]).includes(kind)

/** An editable kind in words (a post type or a declared kind); another name as it is. */
export function kindLabel(kind: string): string {
  if (isPostType(kind)) return postTypeLabels[kind]()
  if (isSiteKind(kind)) return siteContentKindLabels[kind]()
  return kind
}

/** A kind's list in the console, with its filters; undefined for a name the console does not edit. */
export function kindListTarget(
  kind: string,
  search: Pick<v.InferOutput<typeof listSearch>, 'state' | 'missing' | 'drafted'> = {},
): ConsoleTarget | undefined {
  if (isPostType(kind)) return { section: 'posts', view: 'list', kind, search }
  if (isSiteKind(kind)) return { section: 'site-content', view: 'list', kind, search }
  return undefined
}

/** An item's editing page; undefined for a kind the console does not edit. */
export function kindItemTarget(kind: string, id: number): ConsoleTarget | undefined {
  if (isPostType(kind)) return { section: 'posts', view: 'item', kind, id }
  if (isSiteKind(kind)) return { section: 'site-content', view: 'item', kind, id }
  return undefined
}
