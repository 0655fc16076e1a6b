import type { PostType } from '~/api/contract/posts'
import { type KindAddress, kindAddressOf, kindPath } from './content-address'

/** Where the posts section is: a type's list, a new item, an item (`/admin/posts/news/12`), or the categories. */
export type PostAddress = KindAddress<PostType> | { view: 'categories' }

/** The console's order of the post types (the public site's menu order). */
export const postTypeOrder: readonly PostType[] = ['news', 'press', 'patent', 'thesis']

/** The post categories' page, after /admin. */
export const postCategoriesPath = 'posts/categories'

/**
 * The posts section's address after `/admin/posts`: none is the news list; `news`, `news/new`, `news/12`,
 * `categories`; anything else is no page (undefined).
 */
export function postAddressOf(rest: readonly string[]): PostAddress | undefined {
  if (rest.length === 1 && rest[0] === 'categories') return { view: 'categories' }
  return kindAddressOf(postTypeOrder, rest)
}

/** The address (after /admin) of a type's list, a new item or an item. */
export function postPath(type: PostType, item?: number | 'new'): string {
  return kindPath('posts', type, item)
}
