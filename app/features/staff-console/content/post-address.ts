import { type PostType, postTypes } from '~/api/contract/posts'
import { idSegmentOf } from '../record-segments'

/** Where the posts section is: a type's list, a new item of a type, or one item (`/admin/posts/news/12`). */
export type PostAddress =
  | { view: 'list'; type: PostType }
  | { view: 'new'; type: PostType }
  | { view: 'item'; type: PostType; id: number }

/** The console's order of the post types (the public site's menu order). */
export const postTypeOrder: readonly PostType[] = ['news', 'press', 'patent', 'thesis']

const isPostType = (value: string | undefined): value is PostType => postTypes.some((type) => type === value)

/**
 * The posts section's address after `/admin/posts`: none is the news list; `news`, `news/new`, `news/12`; anything
 * else is no page (undefined).
 */
export function postAddressOf(rest: readonly string[]): PostAddress | undefined {
  const [type = 'news', ...more] = rest
  if (!isPostType(type)) return undefined
  if (more.length === 0) return { view: 'list', type }
  if (more.length === 1 && more[0] === 'new') return { view: 'new', type }
  const id = idSegmentOf(more)
  return id === undefined ? undefined : { view: 'item', type, id }
}

/** The address (after /admin) of a type's list, a new item or an item. */
export function postPath(type: PostType, item?: number | 'new'): string {
  return item === undefined ? `posts/${type}` : `posts/${type}/${item}`
}
