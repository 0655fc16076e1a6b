import type { QueryClient, QueryKey } from '@tanstack/react-query'
import type { ComponentProps } from 'react'
import type { PublicSeo } from '~/api/contract/seo-fields'
import type { SiteConfig } from '~/config/site-config'
import { getLocale } from '~/paraglide/runtime'
import type { ArticlePageContext } from '../seo/article-head'
import { shareHeadMeta } from '../seo/share-head'
import type { PostDetailQuery } from './post-detail-loader'
import { previewHeadMeta } from './post-preview'

interface ArticleHead {
  meta?: Array<ComponentProps<'meta'>>
  scripts?: Array<ComponentProps<'script'>>
}

interface PostDetailHeadOptions<Item> {
  /** The item's own tags (Open Graph, JSON-LD); none by default. */
  articleHead?: (item: Item | undefined, page: ArticlePageContext) => ArticleHead
  /** Links the page adds, such as its messages' preload. */
  links?: () => Array<ComponentProps<'link'>>
}

export interface PostDetailHeadContext {
  match: { search: { preview?: string }; context: { queryClient: QueryClient; site: SiteConfig }; pathname: string }
  params: { id: string }
  loaderData?: { description: string }
}

/** What an item says of its own search and sharing fields (decision 89). */
interface SharedItem {
  seo?: PublicSeo
  noindex?: boolean
}

/**
 * The head of a news, patent or paper page: the item's own tags, from the item the loader read, its search and
 * sharing fields, and for a draft the preview's (never indexed, never a referrer).
 */
export function postDetailHead<Item extends SharedItem, Key extends QueryKey>(
  { match, params, loaderData }: PostDetailHeadContext,
  query: PostDetailQuery<Item, Key>,
  { articleHead, links }: PostDetailHeadOptions<Item>,
) {
  const token = match.search.preview
  const item = match.context.queryClient.getQueryData<Item>(query(getLocale(), Number(params.id), token).queryKey)
  const page = { site: match.context.site, pathname: match.pathname, locale: getLocale(), description: loaderData?.description }
  const head: ArticleHead = articleHead?.(item, page) ?? {}
  const shared = shareHeadMeta({ seo: item?.seo, noindex: item?.noindex, siteUrl: page.site.siteUrl })
  return { ...head, meta: [...(head.meta ?? []), ...shared, ...(token ? previewHeadMeta : [])], links: links?.() }
}
