import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query'
import { requireNumericId } from '~/components/page/route-params'
import type { Locale } from '~/i18n/locales'
import { getLocale } from '~/paraglide/runtime'
import { previewToken } from './post-preview'

/** A detail page's query for its item: published, or its draft behind a preview token (`postDetailQueries`). */
export type PostDetailQuery<Item, Key extends QueryKey> = (
  locale: Locale,
  id: number,
  token: string | undefined,
) => EnsureQueryDataOptions<Item, Error, Item, Key>

export interface PostDetailLoaderContext {
  context: { queryClient: QueryClient }
  params: { id: string }
  deps: { preview: string | undefined }
  preload: boolean
}

/**
 * The loader of a news, patent or paper page: reads the item, or its draft for `?preview=` (docs/decisions/0040),
 * for the breadcrumb and the page's description (`descriptionOf`).
 */
export async function loadPostDetail<Item extends { title: string }, Key extends QueryKey>(
  { context: { queryClient }, params, deps, preload }: PostDetailLoaderContext,
  query: PostDetailQuery<Item, Key>,
  descriptionOf: (item: Item) => string,
) {
  const id = requireNumericId(params.id)
  const token = previewToken(deps.preview)
  // A draft is read only when its page is opened, never ahead of a click.
  if (token && preload) return undefined
  const item = await queryClient.ensureQueryData(query(getLocale(), id, token))
  return { crumb: item.title, description: descriptionOf(item) }
}
