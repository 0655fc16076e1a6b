import type * as v from 'valibot'
import { type PostType, postTypes } from '~/api/contract/posts'
import { isSitePageName, sitePageLabels } from '~/features/static-pages/site-pages'
import type { Locale } from '~/i18n/locales'
import { m } from '~/paraglide/messages'
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

/** The kind of the long-form pages, which the API lists by their page's name (`terms`). */
const sitePagesKind = 'pages' satisfies SiteContentKind

/**
 * An item's name as the console shows it in a list or on the dashboard, from the title the API lists: a long-form page
 * by its page's name in the console's language ("이용약관"); another by its title, in the title's `lang` (Korean unless
 * the API says); an item with no title yet, "Untitled" in the console's words.
 */
export function listedItemName(kind: string, { title, titleLocale }: { title: string; titleLocale?: Locale }) {
  if (kind === sitePagesKind && isSitePageName(title)) return { text: sitePageLabels[title]() }
  if (!title) return { text: m.admin_post_untitled() }
  return { text: title, lang: titleLocale ?? 'ko-KR' }
}
